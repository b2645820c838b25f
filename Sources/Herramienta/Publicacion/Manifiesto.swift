import Foundation
import HerramientaNucleo

/// Las huellas SHA-256 de la publicación del kit (como los checksums de nbgrader): lo que `publicar`
/// escribiría, y de Exercises/ solo lo de fuera de las regiones, que es lo que escribe quien aprende. Lo
/// escribe `marcador generar`; `calificar --kit` lo lee de ese kit para decir qué cambió la entrega.
package struct Manifiesto: Codable, Equatable, Sendable {
    package static let ruta = "Sources/Catalogo/manifiesto.json"

    package let ficheros: [String: String]      // ruta relativa → huella

    /// Las huellas de la publicación del kit tal como está.
    package static func calcular(raiz: URL) throws(ErrorDeLaHerramienta) -> Manifiesto {
        let publicacion = try Publicacion(kit: raiz, catalogo: Catalogo.cargar(raiz: raiz))
        return Manifiesto(de: publicacion.ficheros.mapValues(\.datos))
    }

    package init(de contenidos: [String: Data]) {
        ficheros = Dictionary(uniqueKeysWithValues: contenidos.map { ($0.key, Self.huella($0.value, ruta: $0.key)) })
    }

    package init(ficheros: [String: String]) {
        self.ficheros = ficheros
    }

    /// En Exercises/, cada región cuenta como una línea con su paso: da igual lo que tenga dentro.
    static func huella(_ datos: Data, ruta: String) -> String {
        guard ruta.hasPrefix("Exercises/"), let lineas = Texto.lineas(datos) else { return SHA256.hex(datos) }
        let plegadas = LineasPlegadas.de(lineas, lectura: LecturaDeEjercicio(lineas: lineas)).map(\.texto)
        return SHA256.hex(Data(plegadas.joined(separator: "\n").utf8))
    }

    package static func cargar(raiz: URL) throws(ErrorDeLaHerramienta) -> Manifiesto {
        guard let datos = try? Data(contentsOf: raiz.appending(path: ruta)),
              let manifiesto = try? JSONDecoder().decode(Manifiesto.self, from: datos) else {
            throw .entorno("No puedo leer el manifiesto del kit, \(ruta): genéralo con «swift run marcador generar».")
        }
        return manifiesto
    }

    package func datos() -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? codificador.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Lo que el otro (el árbol de una entrega) tiene distinto de este, en orden de ruta.
    package func cambios(en otro: Manifiesto) -> [CambioDelKit] {
        let rutas = Set(ficheros.keys).union(otro.ficheros.keys).sorted()
        return rutas.compactMap { ruta in
            switch (ficheros[ruta], otro.ficheros[ruta]) {
            case let (esperada?, actual?) where esperada != actual: CambioDelKit(ruta: ruta, tipo: .cambiado)
            case (_?, nil): CambioDelKit(ruta: ruta, tipo: .borrado)
            case (nil, _?): CambioDelKit(ruta: ruta, tipo: .anadido)
            default: nil
            }
        }
    }

    /// Lo que una entrega tiene distinto de la publicación, también lo que no se lee: un enlace simbólico
    /// (o lo que no es un fichero normal) en lugar de un fichero del kit cuenta como eso, no como un borrado.
    package func cambios(en entrega: ContenidoDeUnArbol) -> [CambioDelKit] {
        let sinLeer = entrega.enlaces.map { CambioDelKit(ruta: $0, tipo: .enlace) }
            + entrega.especiales.map { CambioDelKit(ruta: $0, tipo: .especial) }
            + entrega.demasiadoGrandes.map { CambioDelKit(ruta: $0, tipo: .demasiadoGrande) }
        let tapados = { (ruta: String) in sinLeer.contains { ruta == $0.ruta || ruta.hasPrefix($0.ruta + "/") } }
        // Solo se resumen los ficheros que el kit tiene: de uno añadido basta con saber que está (resumir
        // miles de ficheros añadidos, en debug, costaba minutos).
        let conocidos = entrega.ficheros.filter { ficheros[$0.key] != nil }
        let anadidos = entrega.ficheros.keys.filter { ficheros[$0] == nil }.map { CambioDelKit(ruta: $0, tipo: .anadido) }
        let leidos = cambios(en: Manifiesto(de: conocidos)).filter { $0.tipo != .borrado || !tapados($0.ruta) }
        return Self.acotados((leidos + anadidos + sinLeer).sorted { $0.ruta < $1.ruta })
    }

    /// Cuántos cambios se nombran uno a uno: una entrega con miles de ficheros de más no llena el informe.
    static let maximoDeCambios = 200

    static func acotados(_ cambios: [CambioDelKit]) -> [CambioDelKit] {
        guard cambios.count > maximoDeCambios else { return cambios }
        let sobran = cambios.count - maximoDeCambios
        return Array(cambios.prefix(maximoDeCambios))
            + [CambioDelKit(ruta: "\(sobran, "fichero") más \(concuerda: sobran, "cambiado, borrado o añadido,", "cambiados, borrados o añadidos,")",
                            tipo: .sinNombrar)]
    }
}
