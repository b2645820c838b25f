import Foundation
import ReglasDeArquitectura
import Testing

// La biblioteca por dentro: una regla escrita con ella mira su selección, señala cada infracción en su
// fichero y su línea, una sola vez, y falla si no mira nada. Las reglas de las lecciones, en ArquitecturaTests.
@Suite("Reglas de arquitectura · Selección, condición e infracciones")
struct ReglaDeArquitecturaTests {
    private static let viewModelsFinal = ReglaDeArquitectura(
        "Todo ViewModel es final",
        leccion: "la lección lo declara `final class` (El ViewModel y el hilo principal)",
        remedio: "Escribe `final class` en lugar de `class`.",
        para: { $0.clases().que("se llaman *ViewModel") { $0.nombre.hasSuffix("ViewModel") } },
        debe: { $0.tiene("final") ? [] : [$0.hallazgo("\($0.nombre) no es final")] }
    )

    private static let arbol: [ArbolDePrueba.Modulo] = [
        .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: [
            "ArbitrosViewModel.swift": """
            import Observation

            class ArbitrosViewModel {}
            """,
            "CronicaViewModel.swift": "final class CronicaViewModel {}",
            "Otra.swift": "class Otra {}",
        ]),
    ]

    @Test func unaReglaSenalaCadaInfraccionDeSuSeleccionEnSuFicheroYSuLinea() {
        let veredicto = ArbolDePrueba.evaluar(Self.viewModelsFinal, en: Self.arbol)

        #expect(veredicto.seleccion == "clases de la app que se llaman *ViewModel")
        #expect(veredicto.seleccionados == 2, "Otra no se llama *ViewModel: no se mira")
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosViewModel.swift:3"])
    }

    @Test func laInfraccionDiceLaReglaLaLeccionYQueHacer() throws {
        let infraccion = try #require(ArbolDePrueba.evaluar(Self.viewModelsFinal, en: Self.arbol).infracciones.first)

        #expect(infraccion.description == """
            Regla «Todo ViewModel es final» rota en Arbitros/UI/ArbitrosViewModel.swift:3:1: ArbitrosViewModel no es final.
            Lección: la lección lo declara `final class` (El ViewModel y el hilo principal).
            Qué hacer: Escribe `final class` en lugar de `class`.
            """)
    }

    @Test func unMismoSitioConElMismoDetalleSeSenalaUnaSolaVez() {
        let repetida = ReglaDeArquitectura(
            "Una regla que encuentra lo mismo dos veces",
            leccion: "—", remedio: "—",
            para: { $0.fuentes() },
            debe: { fuente in [fuente.ubicacion(0), fuente.ubicacion(0)].map { Hallazgo("el primer token", en: $0) } }
        )

        let veredicto = ArbolDePrueba.evaluar(repetida, en: Self.arbol)

        #expect(veredicto.infracciones.count == 3, "Una por fichero, no dos")
    }

    @Test func registrarApuntaElFalloEnElFicheroYLaLineaDeLaInfraccion() {
        let veredicto = ArbolDePrueba.evaluar(Self.viewModelsFinal, en: Self.arbol)

        withKnownIssue {
            veredicto.registrar()
        } matching: { issue in
            issue.sourceLocation?.fileID == "ArbitrosUI/ArbitrosViewModel.swift" && issue.sourceLocation?.line == 3
        }
    }

    @Test func unaSeleccionVaciaSeRegistraComoUnFalloQueDiceQueLaReglaEstaRota() {
        let veredicto = Capa("NoExisteUI").noDependeDe("CoreNetwork").evaluar(en: Proyecto(raiz: URL(fileURLWithPath: "/no-existe"), modulos: []))
        withKnownIssue {
            veredicto.registrar()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "La regla «Las dependencias van en un solo sentido: NoExisteUI no depende de CoreNetwork» no ha encontrado módulos de la app que son NoExisteUI: una regla que no mira nada está rota."
            )
        }
    }
}
