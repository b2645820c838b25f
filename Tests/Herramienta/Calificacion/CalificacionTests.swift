import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// La calificación con los flujos grabados de Muestras/ (ver FlujoDeEventosTests): un catálogo de
/// juguete cuyos pasos son las suites de LibTests, y tres módulos, App → Lib, y Red aparte.
@Suite("Calificación paso a paso")
struct CalificacionTests {
    static let catalogo = CatalogoDeCalificacion.texto
    static let modulos = [
        ModuloDeLaApp(nombre: "Lib", carpeta: "Lib", dependencias: [], excluir: []),
        ModuloDeLaApp(nombre: "App", carpeta: "App", dependencias: ["Lib"], excluir: []),
        ModuloDeLaApp(nombre: "Red", carpeta: "Red", dependencias: [], excluir: []),
    ]

    static func muestra(_ nombre: String) throws -> EjecucionDePruebas {
        let url = try Muestras.url("\(nombre).jsonl")
        return FlujoDeEventos.leer(try Data(contentsOf: url))
    }

    static func calificacion(rotos: ModulosRotos = ModulosRotos()) throws -> Calificacion {
        Calificacion(catalogo: try JSONDecoder().decode(Catalogo.self, from: Data(catalogo.utf8)), modulos: modulos, rotos: rotos,
                     raiz: URL(fileURLWithPath: "/k"))
    }

    private static func estados(_ resultados: [ResultadoDePaso]) -> [String: EstadoDeCalificacion] {
        Dictionary(uniqueKeysWithValues: resultados.map { ($0.paso, $0.estado) })
    }

    @Test func soloSeCalificanLosPasosConPruebasYSuTaskIdEsSuPosicionEnElCatalogo() throws {
        #expect(try Self.calificacion().calificables.map { "\($0.indice) \($0.paso.id)" } == ["1 l/1", "2 l/2", "3 l/3", "5 l/5"])
    }

    @Test func conUnCrashSeRepitenLosPasosQueNoAcabaronOQueNiEmpezaron() throws {
        let calificacion = try Self.calificacion()

        #expect(calificacion.aRepetir(tras: try Self.muestra("flujo-con-crash")).map(\.id) == ["l/1", "l/2", "l/3", "l/5"])
        #expect(calificacion.aRepetir(tras: try Self.muestra("flujo-completo")).isEmpty)
    }

    @Test func repetidosASolasElCrashQuedaEnSuPasoYLosDemasSeCalifican() throws {
        let completo = try Self.muestra("flujo-completo")
        let resultados = try Self.calificacion().resultados(general: try Self.muestra("flujo-con-crash"), repeticiones: [
            "l/1": (completo, false), "l/2": (try Self.muestra("flujo-con-crash"), false), "l/3": (completo, false),
        ])

        #expect(Self.estados(resultados) == ["l/1": .falla, "l/2": .revienta, "l/3": .falla, "l/5": .sinPruebas])
        let doble = try #require(resultados.first)
        #expect(doble.pruebas.count == 5)
        #expect(doble.pasan == 2)
        #expect(doble.puntos == 0.4)
        #expect(resultados[2].pruebas.map(\.id) == ["LibTests.OtraSuite/conDosFallos()", "LibTests.OtraSuite/ok()"])
    }

    @Test func siSuRepeticionSeCortoPorElLimiteSeCuelga() throws {
        let resultados = try Self.calificacion().resultados(
            general: try Self.muestra("flujo-con-crash"), repeticiones: ["l/2": (try Self.muestra("flujo-con-crash"), true)]
        )

        #expect(resultados[1].estado == .seCuelga)
        #expect(resultados[1].mensaje == "sus pruebas pasaron del límite de tiempo")
    }

    /// El ensayo del instructor: con ArbitrosUI sin compilar, red-en-marcador/6 salía «depende de ArbitrosUI, que no
    /// compila», aunque con --kit sus pruebas se miden en la app del kit. Sin --kit, sí depende: se miden en ese código.
    @Test(arguments: [(true, EstadoDeCalificacion.sinPruebas), (false, .noSePuedeComprobar)])
    func conElKitUnPasoDePruebasNoDependeDelCodigoQuePrueba(conElKit: Bool, estado: EstadoDeCalificacion) throws {
        let catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        let modulos = try Calificador.modulos(raiz: RaizDelKit.url, catalogo: catalogo)
        let rotos = ModulosRotos(lineas: ["/k/Exercises/Arbitros/UI/ArbitrosViewModel.swift:3:9: error: cannot find 'x' in scope"], raiz: "/k", modulos: modulos)
        var calificacion = Calificacion(catalogo: catalogo, modulos: modulos, rotos: rotos, raiz: URL(fileURLWithPath: "/k"))
        calificacion.pruebasEnLaAppDelKit = conElKit

        let resultados = calificacion.resultados(general: EjecucionDePruebas(), repeticiones: [:])
        let paso = resultados.first { $0.paso == "red-en-marcador/6" }

        #expect(paso?.estado == estado, "\(paso?.mensaje ?? "")")
        #expect(resultados.first { $0.paso == "red-en-marcador/3" }?.estado == .noCompila)
    }

    @Test func unModuloRotoNoCompilaEnTodosSusPasosYLosQueDependenNoSePuedenComprobar() throws {
        let rotos = ModulosRotos(lineas: ["/k/Exercises/Lib/Doble.swift:3:9: error: cannot find 'x' in scope"], raiz: "/k", modulos: Self.modulos)
        let resultados = try Self.calificacion(rotos: rotos).resultados(general: try Self.muestra("flujo-completo"), repeticiones: [:])

        #expect(Self.estados(resultados) == ["l/1": .noCompila, "l/2": .noCompila, "l/3": .noSePuedeComprobar, "l/5": .sinPruebas])
        #expect(resultados[0].mensaje == "Lib no compila:\nExercises/Lib/Doble.swift:3:9: error: cannot find 'x' in scope")
        #expect(resultados[2].mensaje == "depende de Lib, que no compila")
        #expect(resultados.map(\.puntos) == [0, 0, 0, 0])
    }
}
