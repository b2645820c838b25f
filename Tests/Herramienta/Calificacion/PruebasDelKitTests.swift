import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

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

    @Test func cadaPruebaLlevaElCodigoDeSuCuerpoSinLaSangria() {
        let pruebas = PruebasDelKit.pruebas(en: Self.fuente + """

            @Test func varias() async throws {
                let x = 1
                if x > 0 {
                    #expect(x == 1, "}")
                }
            }
            """)

        #expect(pruebas.map(\.codigo) == ["", "let y = { }; _ = y", "", "", "", "", "", "let x = 1\nif x > 0 {\n    #expect(x == 1, \"}\")\n}"],
                "El test_code de results.json es el cuerpo de la prueba, entre sus llaves, con la sangría de dentro")
    }

    @Test func lasPruebasDeUnPasoSeOrdenanComoSeDeclaranYLasQueNoEstanVanDetras() {
        let kit = PruebasDelKit(declaradas: [("M.S/zeta()", "z"), ("M.S/alfa()", "a")])
        let paso = ResultadoDePaso(paso: "l/1", titulo: "T", leccion: "l", indice: 1, estado: .pasa, mensaje: nil, ordenDePruebas: "",
                                   pruebas: ["M.S/alfa()", "M.S/otra()", "M.S/zeta()"].map { .init(id: $0, pasa: true, mensaje: nil) })

        let ordenado = kit.enOrden(paso)

        #expect(ordenado.pruebas.map(\.id) == ["M.S/zeta()", "M.S/alfa()", "M.S/otra()"], "Exercism pide el orden del fichero de pruebas")
        #expect(ordenado.pruebas.map(\.codigo) == ["z", "a", nil])
    }

    @Test func sobraUnaPruebaQueElKitNoTieneYFaltaUnaQueSi() {
        let kit = PruebasDelKit(seguras: ["M.S/a()", "M.S/b()", "M.Otra/c()"], condicionales: ["M.S/soloEnLinux()"])

        #expect(kit.incoherencias(declaradas: ["M.S/a()", "M.S/b()", "M.S/soloEnLinux()", "M.Otra/d()"], suites: ["M.S"], completas: true) == [],
                "Las de otras suites y las de un #if no cuentan")
        #expect(kit.incoherencias(declaradas: ["M.S/a()", "M.S/gratis()"], suites: ["M.S"], completas: true) == [
            "declara pruebas que el kit no tiene: M.S/gratis()",
            "falta 1 prueba del kit: M.S/b()",
        ])
        #expect(kit.incoherencias(declaradas: ["M.S/a()"], suites: ["M.S"], completas: false) == [],
                "Si el flujo no llegó a empezar, sus declaraciones pueden estar a medias")
    }

    @Test func cadaPasoCalificableDelKitTienePruebasEnSusFuentes() throws {
        let raiz = RaizDelKit.url
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
        let catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        let pasos = Calificacion.calificables(en: catalogo).map(\.paso)
        let cotejables = Calificador.cotejables(pasos)

        #expect(!cotejables.contains("PruebasRedEnMarcador") && !cotejables.contains("PruebasCasosDeUso"),
                "Las pruebas de un paso de pruebas son de quien aprende: cotejarlas con Tests/ las tomaría por manipuladas")
        #expect(cotejables.contains("ArbitrosUITests.ArbitrosViewModelTests"),
                "Las de los pasos de ejercicio sí se cotejan")
    }
}
