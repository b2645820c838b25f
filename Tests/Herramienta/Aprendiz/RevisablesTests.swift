import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// En la arena, leccion-a/1 se prueba en ModTests y leccion-a/2.1 en ModTests y OtroTests: comprobar
/// leccion-a/2.1 ya compila lo de leccion-a/1, pero no al revés.
@Suite("comprobar vuelve a probar los ejercicios que cambiaron, si no cuesta compilar más")
struct RevisablesTests {
    private let arena: Arena
    private let ordenes: Ordenes

    init() throws {
        arena = try Arena()
        try arena.generar()
        ordenes = Ordenes(raiz: arena.raiz, catalogo: try Catalogo.cargar(raiz: arena.raiz), consola: ConsolaDePrueba().consola)
    }

    private func huellas() -> [String: HuellaDePaso.Huella] {
        HuellaDePaso.todas(catalogo: ordenes.catalogo, raiz: arena.raiz)
    }

    private func guardar(_ estados: [String: EstadoDePaso]) throws {
        var guardados = ResultadosGuardados()
        guardados.anotar(estados, fecha: Date(timeIntervalSince1970: 0), huellas: huellas())
        try guardados.guardar(raiz: arena.raiz)
    }

    private func escribir(paso: String) throws {
        try arena.cambiar("Exercises/Uno.swift", "// MARK: EJERCICIO \(paso)\n", por: "// MARK: EJERCICIO \(paso)\n// escrito después\n")
    }

    private func revisables(con paso: String) throws -> [String] {
        ordenes.revisables(con: [try #require(ordenes.catalogo.paso(paso))], huellas: huellas()).map { "\($0.paso.id): \($0.motivo)" }
    }

    @Test func unEjercicioCambiadoCuyasPruebasYaSeCompilanSeRevisaConSuMotivo() throws {
        try guardar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho])
        try escribir(paso: "leccion-a/1")

        #expect(try revisables(con: "leccion-a/2.1") == ["leccion-a/1: cambió Uno.swift"],
                "Sus pruebas están en ModTests, que ya se compila: se prueban con las de leccion-a/2.1")
    }

    @Test func siSusPruebasPidenCompilarOtroTargetNoSeRevisa() throws {
        try guardar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho])
        try escribir(paso: "leccion-a/2.1")

        #expect(try revisables(con: "leccion-a/1").isEmpty, "OtroTests no está en lo que compila leccion-a/1: la tabla dirá por qué")
    }

    @Test func unoQueNoCompilabaSeRevisaAunqueNoHayaCambiado() throws {
        try guardar(["leccion-a/1": .noCompila, "leccion-a/2.1": .pendiente])

        #expect(try revisables(con: "leccion-a/2.1") == ["leccion-a/1: no compilaba"])
    }

    @Test func sinCambiosNiNoCompilaNoHayNadaQueRevisar() throws {
        try guardar(["leccion-a/1": .hecho, "leccion-a/2.1": .pendiente])

        #expect(try revisables(con: "leccion-a/2.1").isEmpty)
    }
}
