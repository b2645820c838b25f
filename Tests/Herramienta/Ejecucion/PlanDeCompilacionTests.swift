import Foundation
import Testing
@testable import HerramientaEjecucion

@Suite("Lo que compila una comprobación")
struct PlanDeCompilacionTests {
    @Test func sonLosTargetsDeSusSuitesSinRepetirYEnOrden() {
        let plan = PlanDeCompilacion(suites: [
            "ArbitrosUITests.ArbitrosViewModelTests", "ArquitecturaTests.ViewModelsTests",
            "ArbitrosUITests.ArbitrosViewModelEstadosTests", "PruebasRedEnMarcador",
        ])

        #expect(plan.pruebas == ["ArbitrosUITests", "ArquitecturaTests", "PruebasRedEnMarcador"])
        #expect(plan.variable == "ArbitrosUITests,ArquitecturaTests,PruebasRedEnMarcador",
                "Package.swift lo lee de MARCADOR_PRUEBAS: el mismo plan tiene que dar siempre el mismo valor, o SwiftPM lo replanifica")
    }

    @Test func elOrdenDeLasSuitesNoCambiaElPlan() {
        #expect(PlanDeCompilacion(suites: ["B.S", "A.S"]) == PlanDeCompilacion(suites: ["A.S", "B.S", "A.T"]))
    }

    @Test func compilaEnSuPropiaCarpetaYLosFallosSembradosEnOtra() {
        let pasos = PlanDeCompilacion(suites: ["CoreTests.ConfiguracionTests"])
        let mutantes = PlanDeCompilacion(suites: ["PruebasCasosDeUso"], carpeta: PlanDeCompilacion.deLosMutantes)

        #expect(pasos.carpeta == ".build/pasos")
        #expect(pasos.binario == ".build/pasos/debug/marcador-pruebas")
        #expect(mutantes.compilados == ".build/mutantes/debug")
    }

    @Test func elEjecutorCompilaSoloElPlanEnSuCarpeta() {
        let raiz = URL(fileURLWithPath: "/kit")
        let conPlan = EjecutorDePruebas(raiz: raiz, temporal: raiz, limite: .seconds(1), plan: PlanDeCompilacion(suites: ["CoreTests.X"]))
        let sinPlan = EjecutorDePruebas(raiz: raiz, temporal: raiz, limite: .seconds(1))

        #expect(conPlan.argumentosDeCompilar.starts(with: ["build"]) && conPlan.argumentosDeCompilar.contains(".build/pasos"))
        #expect(conPlan.compilados.path == "/kit/.build/pasos/debug")
        #expect(sinPlan.argumentosDeCompilar == ["build", "--build-tests"], "calificar y verificar compilan todo")
        #expect(sinPlan.compilados.path == "/kit/.build/debug")
    }
}
