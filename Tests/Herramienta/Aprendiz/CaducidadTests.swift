import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// El ensayo del aprendiz (issue 20): tocar un paso reabría otro, «· sin comprobar», sin decir por qué.
@Suite("Por qué un resultado guardado ya no vale")
struct CaducidadTests {
    private static let fecha = Date(timeIntervalSince1970: 1_800_000_000)

    private func caducidad(_ arena: Arena, _ guardados: ResultadosGuardados) throws -> Caducidad {
        let catalogo = try Catalogo.cargar(raiz: arena.raiz)
        return Caducidad(catalogo: catalogo, guardados: guardados, huellas: HuellaDePaso.todas(catalogo: catalogo, raiz: arena.raiz))
    }

    private func huellas(_ arena: Arena) throws -> [String: HuellaDePaso.Huella] {
        HuellaDePaso.todas(catalogo: try Catalogo.cargar(raiz: arena.raiz), raiz: arena.raiz)
    }

    /// Lo que escribiría quien aprende en la región de un paso, justo debajo de su marca.
    private func escribir(en arena: Arena, paso: String, fichero: String) throws {
        try arena.cambiar("Exercises/" + fichero, "// MARK: EJERCICIO \(paso)\n", por: "// MARK: EJERCICIO \(paso)\n// escrito después\n")
    }

    @Test func unaReglaQueVigilaUnPasoCambiadoNombraElFicheroYElPaso() throws {
        let arena = try Arena(catalogo: Arena.catalogoConUnaRegla)
        try arena.generar()
        var guardados = ResultadosGuardados()
        guardados.anotar(["reglas/1": .hecho, "leccion-a/1": .hecho, "leccion-a/2.1": .hecho], fecha: Self.fecha, huellas: try huellas(arena))

        try escribir(en: arena, paso: "leccion-a/2.1", fichero: "Uno.swift")
        let caducidad = try caducidad(arena, guardados)

        #expect(caducidad.motivo(de: "reglas/1") == "cambió Uno.swift (leccion-a/2.1)", "La regla no cambió: cambió un paso que vigila")
        #expect(caducidad.motivo(de: "leccion-a/2.1") == "cambió Uno.swift", "Su propia región: basta con el fichero")
        #expect(caducidad.motivo(de: "leccion-a/1") == "cambió Uno.swift (leccion-a/2.1)",
                "leccion-a/1 se compila con Uno.swift, donde cambió la región de leccion-a/2.1: su ✓ puede ser viejo")
        #expect(caducidad.motivos == ["reglas/1": "cambió Uno.swift (leccion-a/2.1)", "leccion-a/2.1": "cambió Uno.swift",
                                      "leccion-a/1": "cambió Uno.swift (leccion-a/2.1)"])
    }

    /// Como dos-fuentes-almacen/1, que pide añadir Codable al Arbitro de red-en-marcador/1.
    @Test func unCambioQuePideUnaLeccionPosteriorLaNombraSiSeComproboDespues() throws {
        let catalogo = Arena.catalogo.replacingOccurrences(of: "\"Escribe dos.\"", with: "\"Escribe dos, y una línea más en Dos/Dos.swift.\"")
        let arena = try Arena(catalogo: catalogo)
        try arena.generar()
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho], fecha: Self.fecha, huellas: try huellas(arena))
        try escribir(en: arena, paso: "leccion-a/1", fichero: "Dos/Dos.swift")

        #expect(try caducidad(arena, guardados).motivo(de: "leccion-a/1") == "cambió Dos.swift", "leccion-a/2.1 no se ha comprobado: no se le atribuye")
        #expect(try caducidad(arena, guardados).motivo(de: "leccion-a/1", ahora: ["leccion-a/2.1"]) == "cambió Dos.swift (leccion-a/2.1)")
        guardados.anotar(["leccion-a/2.1": .hecho], fecha: Self.fecha + 60, huellas: try huellas(arena))
        #expect(try caducidad(arena, guardados).motivo(de: "leccion-a/1") == "cambió Dos.swift (leccion-a/2.1)")
    }

    @Test func unResultadoSinTrozosGuardadosNoSabeQueCambio() throws {
        let arena = try Arena()
        try arena.generar()
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho], fecha: Self.fecha)     // como los de una versión anterior del kit

        #expect(try caducidad(arena, guardados).motivos.isEmpty)
    }
}
