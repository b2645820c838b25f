import SoporteDePruebas
import Testing
@testable import Core

// Lo que anota el código en las suites con `.registroEnSilencio` no llega a la consola de `swift test`,
// y el espía sigue oyéndolo.
@Suite("Soporte de pruebas · RegistroEnSilencio", .registroEnSilencio)
struct RegistroEnSilencioTests {
    @Test func enUnaSuiteEnSilencioElRegistroTieneDestinoYNoImprime() {
        #expect(Registro.destino != nil, "Sin destino, Registro.anotar imprime «[Marcador] …» en la salida de las pruebas")
    }

    @Test func unEspiaOyeLoQueSeAnotaAunqueLaSuiteEsteEnSilencio() async {
        let espia = EspiaDeRegistro()

        await espia.escuchar { Registro.anotar("se oye") }

        #expect(espia.lineas == ["se oye"])
    }
}
