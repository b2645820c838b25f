import Foundation
import Testing
@testable import MarcadorHerramientas

/// Las pruebas que el kit declara, leídas de sus fuentes con el ID que les da Swift Testing: el flujo de
/// eventos de una entrega se contrasta con ellas.
@Suite("Las pruebas del kit, leídas de Tests/")
struct PruebasDelKitTests {
    static let fuente = #"""
        import Testing
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        /// @Test func enUnComentario() { no cuenta
        @Suite("Con { una llave") struct Externa {
            let texto = "@Test func enUnTexto() {"
            let multilinea = """
                @Test func tampoco() } \("interpolado: )")
                """
            let crudo = #"@Test func niEsta() }"#
            @Test func simple() {}
            @Test("con nombre", arguments: [1, 2]) func conArgumento(_ x: Int) { let y = { }; _ = y }
            @Test @MainActor func dos(de a: Int, b: [String: Int] = [:]) async throws {}
            func noEsPrueba() { struct Local { @Test func dentroDeUnaFuncion() {} } }
            struct Anidada {
                @Test(.enabled(if: true)) func dentro() {}
            }
        }

        extension Externa.Anidada {
            @Test func enUnaExtension() {}
        }

        @Test func libre() {}

        #if os(Linux)
        struct SoloEnLinux { @Test func condicional() {} }
        #endif
        """#

    @Test func cadaPruebaConSuTipoSusEtiquetasYSiEstaEnUnIf() {
        let pruebas = PruebasDelKit.pruebas(en: Self.fuente)

        #expect(pruebas.map(\.id) == [
            "Externa/simple()", "Externa/conArgumento(_:)", "Externa/dos(de:b:)", "Externa/Anidada/dentro()",
            "Externa/Anidada/enUnaExtension()", "libre()", "SoloEnLinux/condicional()",
        ], "Ni los comentarios ni los textos declaran pruebas, ni una función dentro de otra")
        #expect(pruebas.map(\.condicional) == [false, false, false, false, false, false, true])
    }

    @Test func sobraUnaPruebaQueElKitNoTieneYFaltaUnaQueSi() {
        let kit = PruebasDelKit(seguras: ["M.S/a()", "M.S/b()", "M.Otra/c()"], condicionales: ["M.S/soloEnLinux()"])

        #expect(kit.incoherencias(declaradas: ["M.S/a()", "M.S/b()", "M.S/soloEnLinux()", "M.Otra/d()"], suites: ["M.S"], completas: true) == [],
                "Las de otras suites y las de un #if no cuentan")
        #expect(kit.incoherencias(declaradas: ["M.S/a()", "M.S/gratis()"], suites: ["M.S"], completas: true) == [
            "declara pruebas que el kit no tiene: M.S/gratis()",
            "faltan 1 prueba(s) del kit: M.S/b()",
        ])
        #expect(kit.incoherencias(declaradas: ["M.S/a()"], suites: ["M.S"], completas: false) == [],
                "Si el flujo no llegó a empezar, sus declaraciones pueden estar a medias")
    }

    @Test func cadaPasoCalificableDelKitTienePruebasEnSusFuentes() throws {
        let raiz = KitDePrueba.repositorio
        let catalogo = try Catalogo.cargar(raiz: raiz)
        let calificables = Calificacion.calificables(en: catalogo).map(\.paso).filter { $0.tipo != .pruebas }
        let kit = PruebasDelKit(raiz: raiz, modulos: try ModuloDeLaApp.leer(raiz: raiz), suites: Calificador.cotejables(calificables))

        #expect(!calificables.isEmpty)
        for paso in calificables {
            #expect(kit.seguras.contains { id in paso.suites.contains { Catalogo.encaja(id, en: $0) } },
                    "No encuentro en Tests/ ninguna prueba de \(paso.id) (\(paso.suites.joined(separator: ", "))): sin ellas, calificar tomaría su flujo por manipulado")
        }
    }

    @Test func lasPruebasQueEscribeQuienAprendeNoSeCotejanConLasDelKit() throws {
        let catalogo = try Catalogo.cargar(raiz: KitDePrueba.repositorio)
        let pasos = Calificacion.calificables(en: catalogo).map(\.paso)
        let cotejables = Calificador.cotejables(pasos)

        #expect(!cotejables.contains("PruebasRedEnMarcador") && !cotejables.contains("PruebasCasosDeUso"),
                "Las pruebas de un paso de pruebas son de quien aprende: cotejarlas con Tests/ las tomaría por manipuladas")
        #expect(cotejables.contains("ArbitrosUITests.ArbitrosViewModelTests"),
                "Las de los pasos de ejercicio sí se cotejan")
    }
}
