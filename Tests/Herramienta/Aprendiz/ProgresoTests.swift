import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaAprendiz

@Suite("Progreso y paso siguiente")
struct ProgresoTests {
    private func progreso(_ estados: [String: EstadoDePaso]?) throws -> Progreso {
        let catalogo = try Arena().generador.catalogo
        var resultados = ResultadosGuardados()
        resultados.anotar(estados ?? [:], fecha: Date(timeIntervalSince1970: 0))
        return Progreso(catalogo: catalogo, resultados: estados == nil ? nil : resultados)
    }

    @Test func losEjerciciosQueCambiaronTrasComprobarlosSalenConSuMotivo() throws {
        var progreso = try progreso(["leccion-a/2.1": .hecho])
        progreso.motivos = ["leccion-a/1": "cambió Uno.swift", "leccion-a/2.1": "cambió Uno.swift", "reglas/1": "cambió Uno.swift (leccion-a/1)"]

        #expect(progreso.caducados.map { "\($0.paso.id): \($0.motivo)" } == ["leccion-a/1: cambió Uno.swift"],
                "Solo los ejercicios sin resultado vigente: leccion-a/2.1 vale, y las reglas no son ejercicios")
    }

    @Test func sinResultadosElSiguienteEsElPrimerEjercicio() throws {
        let progreso = try progreso(nil)
        #expect(progreso.siguiente?.id == "leccion-a/1")
        #expect(progreso.hechos == 0)
    }

    @Test func elSiguienteEsElPrimeroSinHacerEnElOrdenDelCurso() throws {
        let progreso = try progreso(["leccion-a/1": .hecho, "leccion-a/2.1": .noCompila])
        #expect(progreso.siguiente?.id == "leccion-a/2.1")
        #expect(progreso.hechos == 1)
    }

    @Test func unPasoPendienteAntesQueOtroHechoEsElSiguiente() throws {
        let progreso = try progreso(["leccion-a/1": .pendiente, "leccion-a/2.1": .hecho])
        #expect(progreso.siguiente?.id == "leccion-a/1")
    }

    @Test func soloCuentanLosEjerciciosYConTodosHechosNoHaySiguiente() throws {
        // leccion-a/3 (pruebas) y leccion-a/4 (fuera del kit) no cuentan.
        let progreso = try progreso(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho])
        #expect(progreso.ejercicios.map(\.id) == ["leccion-a/1", "leccion-a/2.1"])
        #expect(progreso.hechos == 2)
        #expect(progreso.siguiente == nil)
    }
}
