import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaAprendiz

@Suite("Resultados guardados de comprobar")
struct ResultadosGuardadosTests {
    private let fecha = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func seGuardanEnPuntoMarcadorFueraDeBuildYSeLeenIgual() throws {
        let arena = try Arena()
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .noCompila], fecha: fecha)

        try resultados.guardar(raiz: arena.raiz)

        #expect(arena.existe(".marcador/resultados.json"), "Fuera de .build: swift package clean no los borra")
        #expect(!arena.existe(".build"))
        #expect(ResultadosGuardados.leer(raiz: arena.raiz) == resultados)
        #expect(ResultadosGuardados.leer(raiz: arena.raiz)?.pasos["leccion-a/2.1"]?.estado == .noCompila)
    }

    @Test func anotarCambiaSoloLosPasosComprobadosYLaUltimaFechaEsLaMasReciente() {
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .pendiente], fecha: fecha)

        resultados.anotar(["leccion-a/2.1": .hecho], fecha: fecha + 60)

        #expect(resultados.pasos["leccion-a/1"] == .init(estado: .hecho, fecha: fecha))
        #expect(resultados.pasos["leccion-a/2.1"] == .init(estado: .hecho, fecha: fecha + 60))
        #expect(resultados.ultimaFecha == fecha + 60)
    }

    /// El ensayo del aprendiz (issue 20): una «}» de más en la tanda 2 dejó «⚠ no compila» en las tandas 1 y 3,
    /// que nadie había tocado, después de arreglarla.
    @Test func unaCompilacionQueLlegaAProbarBorraLosNoCompilaPorUnErrorDeOtroSitio() {
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .noCompila, "leccion-a/2.1": .noCompila], fecha: fecha, porOtros: ["leccion-a/2.1"])

        resultados.anotar(["otro/1": .hecho], fecha: fecha + 60, compilo: false)
        #expect(resultados.pasos["leccion-a/2.1"]?.estado == .noCompila, "Sin compilar, nada dice que ya compile")

        resultados.anotar(["otro/1": .hecho], fecha: fecha + 120, compilo: true)
        #expect(resultados.pasos["leccion-a/2.1"] == nil, "Su «no compila» venía de otro sitio, y ya compila: vuelve a estar sin comprobar")
        #expect(resultados.pasos["leccion-a/1"]?.estado == .noCompila, "El error estaba en sus regiones: vale hasta que las cambie")
    }

    @Test func sinFicheroOConUnoRotoNoHayResultados() throws {
        let arena = try Arena()
        #expect(ResultadosGuardados.leer(raiz: arena.raiz) == nil)

        try arena.escribir(".marcador/resultados.json", "{ esto no es")

        #expect(ResultadosGuardados.leer(raiz: arena.raiz) == nil)
    }
}
