import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion
@testable import HerramientaPublicacion

/// `calificar --leccion`: una tarea semanal con su propia nota, sobre los puntos de sus lecciones.
@Suite("Calificar una lección: --leccion")
struct SeleccionDeLeccionesTests {
    /// Dos lecciones y dos reglas: reglas/1 vigila un paso de cada lección; reglas/2, solo uno de «b».
    static let catalogo = """
        {"lecciones": [
          {"id": "a", "titulo": "Lección A", "pasos": [
            {"id": "a/1", "titulo": "Uno", "tipo": "ejercicio", "ficheros": ["Lib/Uno.swift"],
             "suites": ["LibTests.UnoTests"], "enunciado": ["e"], "pista": "p"}
          ]},
          {"id": "b", "titulo": "Lección B", "pasos": [
            {"id": "b/1", "titulo": "Dos", "tipo": "ejercicio", "ficheros": ["Lib/Dos.swift"],
             "suites": ["LibTests.DosTests"], "enunciado": ["e"], "pista": "p"},
            {"id": "b/2", "titulo": "Tres", "tipo": "ejercicio", "ficheros": ["Lib/Tres.swift"],
             "suites": ["LibTests.TresTests"], "enunciado": ["e"], "pista": "p"}
          ]},
          {"id": "reglas", "titulo": "Reglas", "pasos": [
            {"id": "reglas/1", "titulo": "Regla 1", "tipo": "arquitectura", "suites": ["ReglasTests.UnaRegla"],
             "gobierna": ["a/1", "b/1"], "pista": "p"},
            {"id": "reglas/2", "titulo": "Regla 2", "tipo": "arquitectura", "suites": ["ReglasTests.OtraRegla"],
             "gobierna": ["b/2"], "pista": "p"}
          ]}
        ], "suitesBase": []}
        """

    private static func cargado() throws -> Catalogo {
        try JSONDecoder().decode(Catalogo.self, from: Data(catalogo.utf8))
    }

    /// Los resultados con esa selección: a/1 pasa, b/1 falla, b/2 pasa y las reglas pasan.
    private static func resultados(_ seleccion: SeleccionDeLecciones) throws -> [ResultadoDePaso] {
        var calificacion = Calificacion(catalogo: try cargado(),
                                        modulos: [ModuloDeLaApp(nombre: "Lib", carpeta: "Lib", dependencias: [], excluir: [])],
                                        rotos: ModulosRotos(), raiz: URL(fileURLWithPath: "/k"))
        calificacion.seleccion = seleccion
        let estados: [String: EstadoDePrueba] = [
            "LibTests.UnoTests/a()": .pasa, "LibTests.DosTests/a()": .falla(["no"]), "LibTests.TresTests/a()": .pasa,
            "ReglasTests.UnaRegla/cumple()": .pasa, "ReglasTests.OtraRegla/cumple()": .pasa,
        ]
        return calificacion.resultados(general: EjecucionDePruebas(estados: estados, fallos: [:], terminada: true), repeticiones: [:])
    }

    @Test func conUnaLeccionSoloSeCalificanSusPasosYLasReglasQueLosVigilan() throws {
        let resultados = try Self.resultados(SeleccionDeLecciones(ids: ["a"]))

        #expect(resultados.map(\.paso) == ["a/1", "reglas/1"], "reglas/2 solo vigila b/2, que no se califica")
        #expect(resultados.map(\.indice) == [1, 4], "El task_id sigue siendo la posición en el catálogo entero")
        #expect(resultados.map(\.puntos) == [1, 1], "reglas/1 puntúa con a/1 hecho: b/1 no es de esta tarea")
    }

    @Test func laNotaDeUnaLeccionEsSobreSusPropiosPuntos() throws {
        let resultados = try Self.resultados(SeleccionDeLecciones(ids: ["b"]))

        #expect(resultados.map(\.paso) == ["b/1", "b/2", "reglas/1", "reglas/2"])
        #expect(resultados.map(\.puntos).reduce(0, +) == 2, "b/2 y reglas/2; b/1 falla, y reglas/1 solo vigila b/1, que no tiene código")
        #expect(resultados.count == 4, "Sobre 4 puntos, no sobre los 5 del catálogo")
        #expect(resultados.first { $0.paso == "reglas/1" }?.mensaje
                == "una regla vale por los pasos que vigila con código (alguna prueba suya pasa), y el único paso que vigila no tiene: b/1",
                "La regla solo mira los pasos que vigila de la lección elegida")
    }

    @Test func sinLeccionesSeCalificaTodoElCatalogo() throws {
        let resultados = try Self.resultados(.todas)

        #expect(resultados.map(\.paso) == ["a/1", "b/1", "b/2", "reglas/1", "reglas/2"])
        #expect(resultados.first { $0.paso == "reglas/1" }?.mensaje?.hasSuffix("con código, 1 de 2; sin código: b/1") == true,
                "Con todo el catálogo, reglas/1 vigila a/1 y b/1, y b/1 no tiene código")
    }

    @Test func variasLeccionesSeparadasPorComas() throws {
        #expect(try SeleccionDeLecciones(texto: "a, b").ids == ["a", "b"])
        #expect(try Self.resultados(SeleccionDeLecciones(texto: "b,a")).map(\.paso) == ["a/1", "b/1", "b/2", "reglas/1", "reglas/2"],
                "En el orden del catálogo, no en el de la orden")
    }

    @Test(arguments: ["", "a,", ",a", "a,,b"])
    func unaListaConUnIdVacioEsUnErrorDeUso(_ texto: String) {
        #expect(throws: ErrorDeLaHerramienta.uso("--leccion lleva ids de lecciones separados por comas, p. ej. --leccion red-en-marcador,dos-fuentes-almacen.")) {
            try SeleccionDeLecciones(texto: texto)
        }
    }

    @Test func unaLeccionQueNoExisteSeDiceConLasQueHay() throws {
        #expect(throws: ErrorDeLaHerramienta.paso("No hay ninguna lección «c» en el catálogo. Las lecciones que se califican por separado: a, b.")) {
            try SeleccionDeLecciones(ids: ["a", "c"]).validar(en: try Self.cargado())
        }
    }

    @Test func laLeccionDeLasReglasNoSeCalificaSola() throws {
        #expect(throws: ErrorDeLaHerramienta.paso("La lección «reglas» no tiene ejercicios que calificar por sí sola: sus reglas se califican con las lecciones de los pasos que vigilan. Las lecciones que se califican por separado: a, b.")) {
            try SeleccionDeLecciones(ids: ["reglas"]).validar(en: try Self.cargado())
        }
    }

    /// La orden entera: con un id que no existe sale con 2 antes de compilar nada, y lo dice en español.
    @Test func calificarConUnaLeccionQueNoExisteSaleConDos() throws {
        let arena = try Arena(catalogo: Self.catalogo)
        try arena.escribir("Solutions/.gitkeep", "")
        let salida = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["calificar", "--leccion", "red-en-marcadro"], ordenes: ordenesDeEstasPruebas,
                                          directorio: arena.raiz, consola: salida.consola)

        #expect(codigo == 2)
        #expect(salida.errores.first == "No hay ninguna lección «red-en-marcadro» en el catálogo. Las lecciones que se califican por separado: a, b.",
                "\(salida.errores)")
    }
}
