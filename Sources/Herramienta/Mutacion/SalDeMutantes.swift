import Foundation

/// La sal de las huellas del interruptor (`Esquematizador`): sin ella, lo que recibe cada ejecución no dice qué
/// mutante enciende. Es una por árbol y se conserva, porque va dentro del interruptor y cambiarla lo recompilaría.
/// Solo la lee su dueño (0600): con `calificar --usuario`, las pruebas de la entrega no pueden.
enum SalDeMutantes {
    static let ruta = ".build/marcador/mutantes-sal"

    static func delArbol(_ raiz: URL) throws -> String {
        let url = raiz.appending(path: ruta)
        if let sal = try? String(contentsOf: url, encoding: .utf8), !sal.isEmpty { return sal }
        let sal = UUID().uuidString
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: Data(sal.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return sal
    }
}
