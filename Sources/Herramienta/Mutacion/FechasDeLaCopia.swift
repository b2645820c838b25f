import Foundation
import HerramientaNucleo

/// La huella y la fecha de cada fichero de una copia que se borra. SwiftPM decide qué recompilar por la fecha
/// de cada fuente (medido: un fichero borrado y vuelto a escribir igual, con su fecha de antes, no recompila
/// nada), así que un fichero que vuelve con la misma huella recupera su fecha, al nanosegundo.
struct FechasDeLaCopia: Codable, Equatable {
    struct Fecha: Codable, Equatable {
        let huella: String
        let segundos: Int
        let nanosegundos: Int
    }

    private(set) var ficheros: [String: Fecha] = [:]    // ruta relativa a la copia → su huella y su fecha

    init(ficheros: [String: Fecha] = [:]) {
        self.ficheros = ficheros
    }

    /// Las de los ficheros que hay ahora en esa carpeta.
    init(de carpeta: URL) {
        for ruta in Arbol.ficheros(en: carpeta) {
            let url = carpeta.appending(path: ruta)
            guard let datos = try? Data(contentsOf: url), let (segundos, nanosegundos) = Self.fecha(de: url) else { continue }
            ficheros[ruta] = Fecha(huella: FNV1a.hex(datos), segundos: segundos, nanosegundos: nanosegundos)
        }
    }

    /// Las apuntadas; sin fichero, o roto, ninguna (lo que se escriba, se recompila).
    static func leer(_ url: URL) -> FechasDeLaCopia {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) } ?? FechasDeLaCopia()
    }

    func escribir(en url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try codificador.encode(self).write(to: url, options: .atomic)
    }

    /// Si `datos` es lo que había en `ruta`, le devuelve al fichero recién escrito la fecha que tenía.
    func devolverFecha(a url: URL, ruta: String, si datos: Data) {
        guard let fecha = ficheros[ruta], fecha.huella == FNV1a.hex(datos) else { return }
        var tiempos = [timespec(tv_sec: fecha.segundos, tv_nsec: fecha.nanosegundos),
                       timespec(tv_sec: fecha.segundos, tv_nsec: fecha.nanosegundos)]
        _ = utimensat(AT_FDCWD, url.path, &tiempos, 0)
    }

    static func fecha(de url: URL) -> (Int, Int)? {
        var datos = stat()
        guard stat(url.path, &datos) == 0 else { return nil }
        #if canImport(Darwin)
        return (Int(datos.st_mtimespec.tv_sec), Int(datos.st_mtimespec.tv_nsec))
        #else
        return (Int(datos.st_mtim.tv_sec), Int(datos.st_mtim.tv_nsec))
        #endif
    }
}
