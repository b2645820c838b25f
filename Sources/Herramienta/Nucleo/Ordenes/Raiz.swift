import Foundation

/// La carpeta del paquete: la indicada con --raiz o la primera con Package.swift hacia arriba.
package enum Raiz {
    package static func buscar(desde directorio: URL, indicada: String?) throws(ErrorDeLaHerramienta) -> URL {
        let gestor = FileManager.default
        if let indicada {
            let raiz = URL(fileURLWithPath: indicada, relativeTo: directorio).standardizedFileURL
            guard gestor.fileExists(atPath: raiz.appending(path: "Package.swift").path) else {
                throw .entorno("En \(raiz.path) no hay ningún Package.swift: --raiz tiene que ser la carpeta del kit.")
            }
            return raiz
        }
        var actual = directorio.standardizedFileURL
        while true {
            if gestor.fileExists(atPath: actual.appending(path: "Package.swift").path) { return actual }
            let padre = actual.deletingLastPathComponent()
            guard padre.path != actual.path else { break }
            actual = padre
        }
        throw .entorno("""
            No encuentro Package.swift en \(directorio.path) ni en sus carpetas superiores. \
            Ejecuta la orden dentro del kit o indica su carpeta con --raiz DIR.
            """)
    }
}
