import Foundation

/// Los ficheros de una carpeta, con rutas relativas y en orden. Los ocultos (.DS_Store…) no cuentan:
/// ni se generan, ni se borran, ni se comparan.
package enum Arbol {
    package static func ficheros(en carpeta: URL) -> [String] {
        let gestor = FileManager.default
        guard let rutas = try? gestor.subpathsOfDirectory(atPath: carpeta.path) else { return [] }
        return rutas.filter { ruta in
            var esCarpeta: ObjCBool = false
            let existe = gestor.fileExists(atPath: carpeta.appending(path: ruta).path, isDirectory: &esCarpeta)
            return existe && !esCarpeta.boolValue && !ruta.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }

    /// Borra las carpetas que se hayan quedado vacías, de dentro hacia fuera.
    package static func borrarCarpetasVacias(en carpeta: URL) {
        let gestor = FileManager.default
        guard let rutas = try? gestor.subpathsOfDirectory(atPath: carpeta.path) else { return }
        for ruta in rutas.sorted().reversed() {
            let url = carpeta.appending(path: ruta)
            var esCarpeta: ObjCBool = false
            if gestor.fileExists(atPath: url.path, isDirectory: &esCarpeta), esCarpeta.boolValue,
               (try? gestor.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
                try? gestor.removeItem(at: url)
            }
        }
    }
}
