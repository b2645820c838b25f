import SoporteDePruebas
import Testing
@testable import Core

// Cuánto dura un minuto de partido: 250 ms salvo que la app se lance con -msPorMinuto N (N > 0).
// Solo toca la clave "msPorMinuto" (nadie más en el kit la lee).
@Suite("ObservableObject y @StateObject · Configuracion.msPorMinuto (código base)", .serialized)
@MainActor
struct ConfiguracionMsPorMinutoTests {
    @Test func sinLaClaveUnMinutoDura250Milisegundos() {
        #expect(Configuracion.msPorMinuto == 250)
    }

    // -msPorMinuto 20 llega a UserDefaults como el texto "20".
    @Test(arguments: [(20, 20), ("20", 20), (1, 1)] as [(any Sendable, Int)])
    func conUnValorPositivoEnUserDefaultsUsaEseValor(valor: any Sendable, esperado: Int) {
        let ms = AjustesRegistrados.con("msPorMinuto", valor) { Configuracion.msPorMinuto }

        #expect(ms == esperado)
    }

    @Test(arguments: [0, -5])
    func conCeroOUnValorNegativoSeQuedaEn250(valor: Int) {
        let ms = AjustesRegistrados.con("msPorMinuto", valor) { Configuracion.msPorMinuto }

        #expect(ms == 250, "Un minuto de \(valor) ms no tiene sentido: se usa el valor por defecto")
    }
}
