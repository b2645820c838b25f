import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// Las carpetas de `calificar --kit`: la entrega y el kit de confianza.
extension Raiz {
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
