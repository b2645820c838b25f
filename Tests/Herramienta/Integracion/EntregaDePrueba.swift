import Foundation
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

/// Una entrega: la publicación copiada a una carpeta temporal (sin su .build), para cambiarla a gusto.
final class EntregaDePrueba {
    let raiz = FileManager.default.temporaryDirectory.appending(path: "marcador-entrega-\(UUID().uuidString)")

    init(de publicacion: KitDePrueba) throws {
        for (ruta, datos) in ContenidoDeUnArbol.leer(raiz: publicacion.raiz).ficheros { try escribir(ruta, datos) }
    }

    deinit { try? FileManager.default.removeItem(at: raiz) }

    func escribir(_ ruta: String, _ datos: Data) throws {
        let url = raiz.appending(path: ruta)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        try datos.write(to: url)
    }

    func enlace(_ ruta: String, a destino: URL) throws {
        try? FileManager.default.removeItem(at: raiz.appending(path: ruta))
        try FileManager.default.createSymbolicLink(at: raiz.appending(path: ruta), withDestinationURL: destino)
    }

    /// Cada región de Exercises/ con la solución de Solutions/ del kit, pegada tal cual.
    func resolver(con kit: KitDePrueba) throws {
        for fichero in Arbol.ficheros(en: kit.raiz.appending(path: "Solutions")) {
            let solucion = try kit.leer("Solutions/" + fichero)
            guard solucion.contains(Marca.textoDeEsqueleto) else { continue }
            // Sin el esqueleto: entre EJERCICIO y FIN EJERCICIO queda la solución.
            var dentroDelEsqueleto = false
            let lineas = solucion.components(separatedBy: "\n").filter { linea in
                let marca = Marca(linea: linea)
                if marca == .esqueleto { dentroDelEsqueleto = true } else if marca == .fin { dentroDelEsqueleto = false }
                return !dentroDelEsqueleto
            }
            try escribir("Exercises/" + fichero, Data(lineas.joined(separator: "\n").utf8))
        }
    }
}
