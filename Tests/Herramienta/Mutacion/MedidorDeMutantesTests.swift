import Foundation
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaMutacion

/// Cómo se reparten y se leen las ejecuciones de una medición: las limpias primero, y unas pruebas que no dan lo
/// mismo en las dos limpias no se pueden medir.
@Suite("Las ejecuciones de una medición con fallos sembrados")
struct MedidorDeMutantesTests {
    @Test func primeroLasDosLimpiasDeCadaPasoYLuegoSoloLosMutantesDeLosPasosCuyasLimpiasTerminaron() {
        let pasos = [(paso: "a/1", numeros: [1, 2, 3]), (paso: "b/1", numeros: [4, 5])]

        let limpias = MedidorDeMutantes.orden(de: pasos)
        let mutantes = MedidorDeMutantes.orden(de: pasos, terminadas: ["b/1"])

        #expect(limpias.map { "\($0.paso) \($0.numero)" } == ["a/1 0", "a/1 0", "b/1 0", "b/1 0"])
        #expect(mutantes.map { "\($0.paso) \($0.numero)" } == ["b/1 4", "b/1 5"],
                "Con unas pruebas que se cuelgan con código correcto (a/1), sus mutantes no se ejecutan: cada uno costaría un límite")
    }

    @Test func unaPruebaQuePasaEnUnaLimpiaYFallaEnLaOtraNoSePuedeMedir() {
        let id = "PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()"
        let otra = "PruebasRedEnMarcador.ArbitrosViewModelTests/sinRedSaleElError()"

        let distintas = MedidorDeMutantes.distintas([[id: .pasa, otra: .pasa], [id: .falla(["recuerda la primera vez"]), otra: .pasa]])

        #expect(distintas?.ids == [id])
        #expect(distintas?.estados[id] == .falla(["da resultados distintos en dos ejecuciones con el mismo código correcto"]))
    }

    @Test func unaPruebaQueSoloApareceEnUnaLimpiaTampocoSePuedeMedir() {
        let id = "PruebasCasosDeUso.PublicarCronicaTests/publicaConElTitulo()"

        #expect(MedidorDeMutantes.distintas([[id: .pasa], [:]])?.ids == [id])
    }

    @Test func dosLimpiasIgualesSeMiden() {
        let id = "PruebasCasosDeUso.PublicarCronicaTests/publicaConElTitulo()"

        #expect(MedidorDeMutantes.distintas([[id: .pasa], [id: .pasa]]) == nil)
        #expect(MedidorDeMutantes.distintas([[id: .falla(["a"])], [id: .falla(["b"])]]) == nil,
                "Si fallan las dos veces, fallan con código correcto: eso se dice aparte")
    }

    @Test func elResumenDeLosTiemposDiceCompilarYCadaEjecucionConSuProceso() {
        let tiempos = MedicionDeMutantes.Tiempos(compilar: .milliseconds(550), ejecuciones: 22, ejecutar: .milliseconds(1760), dentro: .milliseconds(1100))

        #expect(tiempos.resumen == "compilar 0,55 s · 22 ejecuciones 1,76 s (0,08 s cada una: 0,05 s el proceso de las pruebas)")
        #expect(MedicionDeMutantes.Tiempos().resumen == "compilar 0,00 s · 0 ejecuciones 0,00 s")
    }
}
