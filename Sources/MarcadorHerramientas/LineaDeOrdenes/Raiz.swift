import Foundation

/// La carpeta del paquete: la indicada con --raiz o la primera con Package.swift hacia arriba.
enum Raiz {
    static func buscar(desde directorio: URL, indicada: String?) throws(ErrorDeLaHerramienta) -> URL {
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

    /// La entrega que se califica con --kit: basta con que sea una carpeta. Si le falta Package.swift, es
    /// un cambio más, que se anota; no impide calificar lo que haya en sus regiones.
    static func entrega(desde directorio: URL, indicada: String?) throws(ErrorDeLaHerramienta) -> URL {
        guard let indicada else { return (try? buscar(desde: directorio, indicada: nil)) ?? directorio.standardizedFileURL }
        let raiz = URL(fileURLWithPath: indicada, relativeTo: directorio).standardizedFileURL
        var esCarpeta: ObjCBool = false
        guard FileManager.default.fileExists(atPath: raiz.path, isDirectory: &esCarpeta), esCarpeta.boolValue else {
            throw .entorno("--raiz tiene que ser la carpeta de la entrega, y \(raiz.path) no es una carpeta.")
        }
        return raiz
    }

    /// El kit de confianza de --kit: un clon del kit del instructor, con Solutions/ y su manifiesto.
    static func kit(_ kit: URL) throws(ErrorDeLaHerramienta) -> URL {
        let gestor = FileManager.default
        guard gestor.fileExists(atPath: kit.appending(path: Manifiesto.ruta).path),
              gestor.fileExists(atPath: kit.appending(path: "Solutions").path) else {
            throw .uso("--kit tiene que ser la carpeta de un clon del kit del instructor, con Solutions/ y \(Manifiesto.ruta): \(kit.path) no lo es.")
        }
        return kit
    }
}
