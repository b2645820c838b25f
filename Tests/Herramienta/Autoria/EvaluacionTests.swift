import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaAutoria

@Suite("Evaluación de verificar")
struct EvaluacionTests {
    private let catalogo: Catalogo

    init() throws {
        catalogo = try JSONDecoder().decode(Catalogo.self, from: Data(Arena.catalogo.utf8))
    }

    /// Un kit sano: cada suite del catálogo tiene una prueba y la base, otra.
    private static let ids = [
        "ModTests.UnoTests/uno()", "ModTests.DosTests/dos()", "OtroTests.DosTests/dos()",
        "ModTests.BaseDeModTests/base()", "BaseTests.libre()",
    ]
    private static let soluciones = EjecucionDePruebas(estados: Dictionary(uniqueKeysWithValues: ids.map { ($0, .pasa) }), terminada: true)
    private static let esqueletos = EjecucionDePruebas(estados: [
        "ModTests.UnoTests/uno()": .falla(["Expectation failed: uno() == 1"]),
        "ModTests.DosTests/dos()": .falla(["x"]), "OtroTests.DosTests/dos()": .falla(["y"]),
        "ModTests.BaseDeModTests/base()": .pasa, "BaseTests.libre()": .pasa,
    ], terminada: true)

    private func evaluar(
        soluciones: EjecucionDePruebas? = soluciones, esqueletos: EjecucionDePruebas? = esqueletos
    ) -> Evaluacion {
        Evaluacion(catalogo: catalogo, soluciones: soluciones, esqueletos: esqueletos)
    }

    @Test func unKitSanoNoTieneProblemasYSuTablaCuentaCadaPaso() {
        let evaluacion = evaluar()

        #expect(evaluacion.problemas == 0)
        #expect(evaluacion.pruebasBase == 2)
        #expect(evaluacion.filas == [
            .init(paso: "leccion-a/1", tipo: .ejercicio, pruebas: 1, fallanConElEsqueleto: 1, pasanConLaSolucion: 1),
            .init(paso: "leccion-a/2.1", tipo: .ejercicio, pruebas: 2, fallanConElEsqueleto: 2, pasanConLaSolucion: 2),
            .init(paso: "leccion-a/3", tipo: .pruebas, pruebas: 0, fallanConElEsqueleto: 0, pasanConLaSolucion: 0),
            .init(paso: "leccion-a/4", tipo: .fueraDelKit, pruebas: 0, fallanConElEsqueleto: 0, pasanConLaSolucion: 0),
        ])
    }

    @Test func unaPruebaDeEjercicioQueNoFallaConSuEsqueletoSeNombraConDondeEstaElEsqueleto() {
        var esqueletos = Self.esqueletos
        esqueletos.estados["OtroTests.DosTests/dos()"] = .pasa
        esqueletos.estados["ModTests.DosTests/dos()"] = .sinTerminar

        let evaluacion = evaluar(esqueletos: esqueletos)

        #expect(evaluacion.conLosEsqueletos.map(\.titulo) == [
            "ModTests.DosTests/dos() es de leccion-a/2.1 y con su esqueleto no terminó",
            "OtroTests.DosTests/dos() es de leccion-a/2.1 y con su esqueleto pasa",
        ])
        #expect(evaluacion.conLosEsqueletos.first?.detalles.first?.contains("en Solutions/Uno.swift, entre «// MARK: ESQUELETO»") == true)
        #expect(evaluacion.filas[1].fallanConElEsqueleto == 0)
    }

    @Test func unaPruebaBaseQueSoloFallaConLosEsqueletosSeNombraConSusIncidencias() {
        var esqueletos = Self.esqueletos
        esqueletos.estados["BaseTests.libre()"] = .falla(["Expectation failed: libre"])
        esqueletos.fallos["BaseTests.libre()"] = [FalloDePrueba(expectativa: "Expectation failed: libre", comentarios: [], fichero: "BaseTests/Libre.swift", linea: 3)]

        let problemas = evaluar(esqueletos: esqueletos).conLosEsqueletos

        #expect(problemas == [ProblemaDeVerificacion(
            titulo: "BaseTests.libre() es del código base: pasa con Solutions/, pero con Exercises/ falla",
            detalles: ["Lo que no es un ejercicio no puede depender de lo que escribe quien aprende.", "BaseTests/Libre.swift:3: Expectation failed: libre"]
        )])
    }

    @Test func unaPruebaBaseQueFallaConLosDosArbolesEsUnSoloProblemaConTodasSusExpectativas() {
        let fallos = [
            FalloDePrueba(expectativa: "Issue recorded", comentarios: ["docs/guia.md: falta la fila de a/1. Añádela:\n| a/1 |"],
                          fichero: "BaseTests/Guia.swift", linea: 7, ruta: "/kit/Tests/Base/Guia.swift"),
            FalloDePrueba(expectativa: "Expectation failed: plantada", comentarios: ["Planta la infracción"], fichero: "BaseTests/Guia.swift", linea: 9),
        ]
        var soluciones = Self.soluciones
        soluciones.estados["BaseTests.libre()"] = .falla(["x", "y"])
        soluciones.fallos["BaseTests.libre()"] = fallos
        var esqueletos = Self.esqueletos
        esqueletos.estados["BaseTests.libre()"] = .falla(["x", "y"])
        esqueletos.fallos["BaseTests.libre()"] = fallos

        let evaluacion = Evaluacion(catalogo: catalogo, soluciones: soluciones, esqueletos: esqueletos, raiz: URL(fileURLWithPath: "/kit"))

        #expect(evaluacion.problemas == 1)
        #expect(evaluacion.conLasSoluciones == [ProblemaDeVerificacion(
            titulo: "BaseTests.libre() falla con Solutions/ y con Exercises/",
            detalles: [
                "Tests/Base/Guia.swift:7\ndocs/guia.md: falta la fila de a/1. Añádela:\n| a/1 |",
                "BaseTests/Guia.swift:9: Expectation failed: plantada\nPlanta la infracción",
            ]
        )])
    }

    @Test func conLasSolucionesTodoTieneQuePasarYTerminar() {
        var soluciones = Self.soluciones
        soluciones.estados["ModTests.UnoTests/uno()"] = .falla(["Expectation failed: 0 == 1"])
        soluciones.estados["BaseTests.libre()"] = .sinTerminar
        soluciones.terminada = false

        #expect(evaluar(soluciones: soluciones).conLasSoluciones.map(\.titulo) == [
            "el proceso de pruebas no terminó: un crash, o el límite de tiempo",
            "BaseTests.libre() no terminó con Solutions/",
            "ModTests.UnoTests/uno() falla con la solución de leccion-a/1",
        ])
    }

    @Test func unaPruebaBaseOmitidaEstaBienYUnaDeUnPasoNo() {
        var soluciones = Self.soluciones
        soluciones.estados["BaseTests.libre()"] = .omitida
        soluciones.estados["ModTests.UnoTests/uno()"] = .omitida
        var esqueletos = Self.esqueletos
        esqueletos.estados["BaseTests.libre()"] = .omitida

        let evaluacion = evaluar(soluciones: soluciones, esqueletos: esqueletos)

        #expect(evaluacion.conLasSoluciones.map(\.titulo) == ["ModTests.UnoTests/uno() está omitida con la solución de leccion-a/1"])
        #expect(evaluacion.conLosEsqueletos.isEmpty)
    }

    @Test func unArbolQueNoCompilaEsUnProblema() {
        let evaluacion = evaluar(esqueletos: nil)

        #expect(evaluacion.conLosEsqueletos.map(\.titulo) == ["Exercises/ no compila (arriba, los errores)"])
        #expect(evaluar(soluciones: nil).conLasSoluciones.map(\.titulo) == ["Solutions/ no compila (arriba, los errores)"])
    }

    @Test func unaPruebaSinClasificarYUnaSuiteSinPruebasSonProblemasDelCatalogoConQueHacer() {
        var soluciones = Self.soluciones
        soluciones.estados["OtroTests.DosTests/dos()"] = nil
        soluciones.estados["NuevaTests.Suite/nueva()"] = .pasa
        var esqueletos = Self.esqueletos
        esqueletos.estados["OtroTests.DosTests/dos()"] = nil
        esqueletos.estados["NuevaTests.Suite/nueva()"] = .pasa

        #expect(evaluar(soluciones: soluciones, esqueletos: esqueletos).delCatalogo == [
            ProblemaDeVerificacion(titulo: "NuevaTests.Suite/nueva() no es de ningún paso ni del código base", detalles: [
                "Añade su suite, NuevaTests.Suite, a «suites» de su paso en Sources/Catalogo/catalogo.json, o a «suitesBase» si es del código base.",
            ]),
            ProblemaDeVerificacion(titulo: "la suite OtroTests.DosTests (de leccion-a/2.1) no tiene ninguna prueba", detalles: [
                "Corrige el nombre en Sources/Catalogo/catalogo.json o el de la suite en Tests/: el módulo de pruebas es el de su carpeta.",
            ]),
        ])
    }

    /// El ensayo del instructor: una suite nueva que no compila daba, además, 45 falsos «no tiene ninguna prueba».
    @Test func siNingunArbolCompilaSoloSeDiceEsoYNoQueLasSuitesEstenVacias() {
        let evaluacion = evaluar(soluciones: nil, esqueletos: nil)

        #expect(evaluacion.delCatalogo.isEmpty, "Sin compilar no hay pruebas que contar: \(evaluacion.delCatalogo.map(\.titulo))")
        #expect(evaluacion.conLasSoluciones.map(\.titulo) == ["Solutions/ no compila (arriba, los errores)"])
        #expect(evaluacion.conLosEsqueletos.map(\.titulo) == ["Exercises/ no compila (arriba, los errores)"])
    }

    @Test func unErrorDentroDeUnaMacroSaleConElFicheroYLaLineaDeSuNota() {
        let errores = EjecutorDePruebas.erroresDeCompilacion(deLasLineas: [
            "[12/40] Compiling ArbitrosDomainTests ArbitrosDeUnaCiudadTests.swift",
            "macro expansion #expect:1:77: error: cannot form key path to main actor-isolated property 'id'",
            "`- /kit/Tests/Arbitros/Domain/ArbitrosDeUnaCiudadTests.swift:15:106: note: expanded code originates here",
        ])

        #expect(errores == [
            "/kit/Tests/Arbitros/Domain/ArbitrosDeUnaCiudadTests.swift:15:106: error: cannot form key path to main actor-isolated property 'id' (al expandir #expect)",
        ])
    }
}
