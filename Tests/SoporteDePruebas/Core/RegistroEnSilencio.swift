import Core
import Testing

/// Lo que el código anota con `Registro.anotar` durante las pruebas de una suite no sale por la consola:
/// la salida de `swift test` queda para los veredictos. Una prueba que quiera oírlo lo escucha con
/// `EspiaDeRegistro`, que manda dentro de su trozo. Fuera de las pruebas (la app), sigue en la consola.
///
///     @Suite("…", .registroEnSilencio)
package struct RegistroEnSilencio: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Registro.$destino.withValue({ _ in }, operation: function)
    }
}

extension Trait where Self == RegistroEnSilencio {
    package static var registroEnSilencio: Self { RegistroEnSilencio() }
}
