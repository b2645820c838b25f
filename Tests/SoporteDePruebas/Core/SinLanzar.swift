import Foundation
import Testing

/// El código de quien aprende (o lo que depende de él: decodificar con su `ArbitroDTO`, guardar con su
/// almacén), en un sitio donde la lección dice que no lanza. Si lanza, la prueba falla con `porque`, que
/// dice qué arreglar, y el error detrás, y el valor es nil; nunca con el error suelto en la línea del
/// `@Test` («Caught error: Error Domain=NSCocoaErrorDomain Code=260…»), que no dice nada de la lección.
///
///     guard let arbitros = SinLanzar.valor("Tu ArbitroDTO tiene que poder leer users.json") {
///         try JSONDecoder().decode([ArbitroDTO].self, from: Fixtures.datos("users.json"))
///     } else { return }
///
/// Cuando no hay valor que usar, basta `#expect(throws: Never.self, "…") { … }` de Swift Testing.
package enum SinLanzar {
    package static func valor<T>(
        _ porque: Comment,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ cuerpo: () throws -> T
    ) -> T? {
        do {
            return try cuerpo()
        } catch {
            registrar(porque, error, sourceLocation)
            return nil
        }
    }

    package static func valor<T>(
        _ porque: Comment,
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ cuerpo: () async throws -> T
    ) async -> T? {
        do {
            return try await cuerpo()
        } catch {
            registrar(porque, error, sourceLocation)
            return nil
        }
    }

    /// El mensaje de la prueba primero, y luego el error tal como llegó, para quien quiera el detalle.
    package static func texto(_ porque: Comment, _ error: any Error) -> String {
        "\(porque.rawValue)\nLanzó: \(error)"
    }

    private static func registrar(_ porque: Comment, _ error: any Error, _ sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: texto(porque, error)), sourceLocation: sourceLocation)
    }
}

/// Lo que hay en el disco, leído sin lanzar: una prueba que compara un fichero falla con su propio
/// mensaje («Si la red falla, el disco no se toca») aunque el código de quien aprende lo haya borrado,
/// en lugar de acabar con el error de `try Data(contentsOf:)`.
///
///     #expect(Disco.contenido(de: almacen.url) == antes, "Si la red falla, el disco no se toca")
package enum Disco {
    /// Los bytes del fichero, o nil si no se puede leer (no existe, es una carpeta…).
    package static func contenido(de url: URL) -> Data? {
        try? Data(contentsOf: url)
    }
}
