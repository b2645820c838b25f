import Foundation
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaMutacion

/// Cómo se reparten y se leen las ejecuciones de una medición: las limpias, en cualquier sitio entre las de
/// los mutantes, y unas pruebas que no dan lo mismo en las dos limpias no se pueden medir.
@Suite("Las ejecuciones de una medición con fallos sembrados")
struct MedidorDeMutantesTests {
    /// Un generador con semilla, para que el azar de la prueba se repita.
    private struct Semilla: RandomNumberGenerator {
        var estado: UInt64
        mutating func next() -> UInt64 {
            estado = estado &* 6364136223846793005 &+ 1442695040888963407
            return estado
        }
    }

    @Test func lasDosEjecucionesLimpiasVanEntreLasDeLosMutantesYNoSiempreAlPrincipio() {
        let numeros = Array(1...10)
        var primeras: Set<Int> = []
        for semilla in UInt64(1)...20 {
            var generador = Semilla(estado: semilla)
            let orden = MedidorDeMutantes.orden(de: [("pasos/1", numeros)], con: &generador).map(\.numero)
            #expect(orden.sorted() == [0, 0] + numeros, "Cada mutante una vez y dos ejecuciones limpias (el 0)")
            primeras.insert(orden.firstIndex(of: 0) ?? -1)
        }
        #expect(primeras.count > 3, "Con la limpia siempre delante, unas pruebas que solo pasan la primera vez lo notarían todo: \(primeras)")
    }

    @Test func cadaPasoTieneSusDosLimpiasYSusMutantesEnElOrdenDeTodos() {
        var generador = Semilla(estado: 7)

        let orden = MedidorDeMutantes.orden(de: [("a/1", [1, 2, 3]), ("b/1", [4, 5])], con: &generador)

        #expect(orden.filter { $0.paso == "a/1" }.map(\.numero).sorted() == [0, 0, 1, 2, 3])
        #expect(orden.filter { $0.paso == "b/1" }.map(\.numero).sorted() == [0, 0, 4, 5])
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
