import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaCalificacion

/// results.json de Gradescope («Autograder Specifications», «Output format»): `score` arriba y una entrada por
/// paso con `score`, `max_score`, `name`, `output` y `visibility`, en español.
@Suite("results.json de Gradescope")
struct ResultadosGradescopeTests {
    private static func json(_ situacion: SituacionDeCalificacion) throws -> ValorJSON {
        try JSONDecoder().decode(ValorJSON.self, from: ResultadosGradescope(informe: try situacion.informe()).datos())
    }

    @Test func unaEntregaResueltaTieneTodosLosPuntosYUnaEntradaPorPaso() throws {
        let json = try Self.json(.resuelto)

        #expect(json["score"] == .entero(4))
        #expect(json["visibility"]?.texto == "visible")
        #expect(json["output"]?.texto == "Nota: 4 de 4 puntos · 4 de 4 pasos superados.\nLección: 4 de 4")
        guard case let .lista(pruebas)? = json["tests"] else { Issue.record("Sin tests"); return }
        #expect(pruebas.map { $0["name"]?.texto } == ["l/1 · Doble", "l/2 · Crash", "l/3 · Otra", "l/5 · Red"])
        #expect(pruebas.map { $0["number"]?.texto } == ["1", "2", "3", "5"], "El número es la posición del paso en el catálogo")
        #expect(pruebas.allSatisfy { $0["score"] == .entero(1) && $0["max_score"] == .entero(1) && $0["visibility"]?.texto == "visible" })
        #expect(pruebas.first?["output"]?.texto == "✓ pasa: 2 de 2 pruebas.")
        #expect(pruebas.first?["tags"] == .lista([.texto("l")]), "La lección va de etiqueta")
    }

    @Test func unPasoQueFallaDiceCadaPruebaConSuMensajeYComoRepetirlo() throws {
        let json = try Self.json(.esqueletos)

        #expect(json["score"] == .entero(0))
        guard case let .lista(pruebas)? = json["tests"] else { Issue.record("Sin tests"); return }
        #expect(pruebas[2]["output"]?.texto == """
            ✗ falla: falla 1 de 1 prueba

            ✗ LibTests.OtraSuite/d()
            Expectation failed

            Repítelo en tu copia: swift run marcador comprobar l/3
            """)
        let enorme = try #require(pruebas[0]["output"]?.texto)
        #expect(enorme.unicodeScalars.count < 5_000 && !enorme.contains("\u{1B}"), "Acotado y sin colores de terminal")
    }

    @Test func unPasoQueNoCompilaValeCeroYDiceElPorque() throws {
        let json = try Self.json(.crash)

        #expect(json["score"] == .numero(1.5))
        guard case let .lista(pruebas)? = json["tests"] else { Issue.record("Sin tests"); return }
        #expect(pruebas.map { $0["score"] } == [.entero(1), .numero(0.5), .entero(0), .entero(0)],
                "Revienta con 1 de 2 pruebas que pasan: 0,5, como en results.json; lo que no compila o depende de ello, 0")
        #expect(pruebas[3]["output"]?.texto == "? no se puede comprobar: depende de App, que no compila\n\nRepítelo en tu copia: swift run marcador comprobar l/5")
    }

    @Test func sinNotaLaSalidaDiceElPorqueYLaNotaEsCero() throws {
        let json = try Self.json(.errorDeCompilacion)

        #expect(json["score"] == .entero(0))
        #expect(json["tests"] == .lista([]))
        #expect(json["output"]?.texto?.hasPrefix("No se puede calificar: el kit no compila.\nTests/Lib/DobleTests.swift:1:1: error: no compila") == true)
    }

    @Test func losCambiosYLasManipulacionesSeDicenDebajoDeLaNota() throws {
        let json = try Self.json(.kitCambiado)

        #expect(json["output"]?.texto == """
            Nota: 4 de 4 puntos · 4 de 4 pasos superados.
            Lección: 4 de 4

            Cambios al kit (no cuentan: se calificó con los originales):
            - Tests/Lib/DobleTests.swift cambiado
            - Tests/Lib/\\u{1}raro.swift añadido

            Ejecuciones que no cuadran (sus pasos no tienen nota):
            - todas las pruebas juntas (se repitió cada paso a solas): declara pruebas que el kit no tiene: LibTests.DobleTests/gratis()
            """)
    }
}
