import Foundation
import Testing
@testable import CoreNetwork

// Código base: el error de red propio de la app, con sus textos en español.
@Suite("Código base · ErrorDeRed")
@MainActor
struct ErrorDeRedTests {
    @Test(arguments: [
        (ErrorDeRed.sinConexion, "No hay conexión"),
        (.codigo(500), "El servidor respondió con el código 500"),
        (.codigo(404), "El servidor respondió con el código 404"),
        (.respuestaIlegible, "La respuesta del servidor no se puede leer"),
    ])
    func cadaErrorTieneSuTextoEnEspanol(error: ErrorDeRed, texto: String) {
        #expect(error.errorDescription == texto)
        #expect(error.localizedDescription == texto, "localizedDescription sale de errorDescription (LocalizedError)")
    }

    @Test func unErrorVistoComoErrorConservaSuTexto() {
        let error: any Error = ErrorDeRed.codigo(503)

        #expect(error.localizedDescription == "El servidor respondió con el código 503")
    }

    @Test func dosErroresSonIgualesSoloSiCoincidenCasoYCodigo() {
        #expect(ErrorDeRed.sinConexion == .sinConexion)
        #expect(ErrorDeRed.codigo(500) == .codigo(500))
        #expect(ErrorDeRed.codigo(500) != .codigo(404))
        #expect(ErrorDeRed.sinConexion != .respuestaIlegible)
        #expect(ErrorDeRed.codigo(0) != .sinConexion)
    }
}
