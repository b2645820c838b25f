import Foundation
import Testing
@testable import MarcadorHerramientas

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

    @Test func unaPruebaDeEjercicioQueNoFallaConSuEsqueletoSeNombra() {
        var esqueletos = Self.esqueletos
        esqueletos.estados["OtroTests.DosTests/dos()"] = .pasa
        esqueletos.estados["ModTests.DosTests/dos()"] = .sinTerminar

        let evaluacion = evaluar(esqueletos: esqueletos)

        #expect(evaluacion.conLosEsqueletos == [
            "ModTests.DosTests/dos() es de un ejercicio y con su esqueleto no terminó",
            "OtroTests.DosTests/dos() es de un ejercicio y con su esqueleto pasa",
        ])
        #expect(evaluacion.filas[1].fallanConElEsqueleto == 0)
    }

    @Test func unaPruebaBaseQueFallaConLosEsqueletosSeNombra() {
        var esqueletos = Self.esqueletos
        esqueletos.estados["BaseTests.libre()"] = .falla(["Expectation failed: libre"])

        #expect(evaluar(esqueletos: esqueletos).conLosEsqueletos == [
            "BaseTests.libre() es del código base y con los esqueletos falla: Expectation failed: libre",
        ])
    }

    @Test func conLasSolucionesTodoTieneQuePasarYTerminar() {
        var soluciones = Self.soluciones
        soluciones.estados["ModTests.UnoTests/uno()"] = .falla(["Expectation failed: 0 == 1"])
        soluciones.estados["BaseTests.libre()"] = .omitida
        soluciones.terminada = false

        #expect(evaluar(soluciones: soluciones).conLasSoluciones == [
            "el proceso de pruebas no terminó: un crash, o el límite de tiempo",
            "BaseTests.libre() está omitida",
            "ModTests.UnoTests/uno() falla: Expectation failed: 0 == 1",
        ])
    }

    @Test func unArbolQueNoCompilaEsUnProblema() {
        let evaluacion = evaluar(esqueletos: nil)

        #expect(evaluacion.conLosEsqueletos == ["Exercises/ no compila (arriba, los errores)"])
        #expect(evaluar(soluciones: nil).conLasSoluciones == ["Solutions/ no compila (arriba, los errores)"])
    }

    @Test func unaPruebaSinClasificarYUnaSuiteSinPruebasSonProblemasDelCatalogo() {
        var soluciones = Self.soluciones
        soluciones.estados["OtroTests.DosTests/dos()"] = nil
        soluciones.estados["NuevaTests.Suite/nueva()"] = .pasa
        var esqueletos = Self.esqueletos
        esqueletos.estados["OtroTests.DosTests/dos()"] = nil
        esqueletos.estados["NuevaTests.Suite/nueva()"] = .pasa

        #expect(evaluar(soluciones: soluciones, esqueletos: esqueletos).delCatalogo == [
            "NuevaTests.Suite/nueva() no es de ningún paso ni de las suites base: añádela al catálogo",
            "la suite OtroTests.DosTests (del paso leccion-a/2.1) no tiene ninguna prueba: ¿ha cambiado de nombre?",
        ])
    }
}
