import Foundation

// El error de red PROPIO de la app: sustituye a `URLError(.badServerResponse)` y dice, en español,
// qué ha fallado. `Equatable`: las pruebas y los `Result` lo comparan con `==`.
package enum ErrorDeRed: Error, Equatable, LocalizedError {
    case sinConexion              // no hubo respuesta: sin internet, servidor inexistente…
    case codigo(Int)              // hubo respuesta, pero con un código fuera de 200...299
    case respuestaIlegible        // llegó algo que no tiene la forma esperada

    package var errorDescription: String? {
        switch self {
        case .sinConexion: "No hay conexión"
        case let .codigo(codigo): "El servidor respondió con el código \(codigo)"
        case .respuestaIlegible: "La respuesta del servidor no se puede leer"
        }
    }
}
