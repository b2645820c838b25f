#if !canImport(Darwin)
import Foundation

// En Linux, Foundation no trae `URL.documentsDirectory` (en iOS y macOS, sí).
// Con esto, `.documentsDirectory.appending(path:)` de la lección compila igual en los dos.
extension URL {
    nonisolated package static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }
}
#endif
