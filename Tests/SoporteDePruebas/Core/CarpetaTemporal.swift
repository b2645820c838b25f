import Foundation

/// Una carpeta nueva para cada prueba, que se borra al terminar: nada se escribe fuera de ella.
package enum CarpetaTemporal {
    package static func con<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ cuerpo: (URL) async throws -> T
    ) async throws -> T {
        let carpeta = FileManager.default.temporaryDirectory
            .appending(path: "MarcadorKit-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: carpeta) }
        return try await cuerpo(carpeta)
    }
}
