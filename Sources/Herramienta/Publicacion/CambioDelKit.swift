/// Algo de la entrega que no es como en la publicación del kit: un fichero cambiado fuera de las regiones,
/// borrado o añadido, o algo que ni se lee (un enlace simbólico, una FIFO…). Nada de eso llega a lo que
/// se compila: se califica con los ficheros del kit.
package struct CambioDelKit: Equatable, Sendable {
    enum Tipo: String, Equatable, Sendable {
        case cambiado, borrado, anadido = "añadido"
        case enlace = "es un enlace simbólico: no se sigue"
        case especial = "no es un fichero normal: no se lee"
        case demasiadoGrande = "es demasiado grande: no se lee"
        case sinNombrar = "sin nombrar uno a uno"
    }

    let ruta: String
    let tipo: Tipo

    package var descripcion: String {
        let ruta = Self.visible(ruta)
        if Self.esManifiestoPorVersion(self.ruta) {
            return "\(ruta) \(tipo.rawValue): SwiftPM lo usaría en lugar de Package.swift; al calificar no se usa nunca"
        }
        let enExercises = self.ruta.hasPrefix("Exercises/") && tipo == .cambiado
        return "\(ruta) \(tipo.rawValue)" + (enExercises ? " fuera de las regiones" : "")
    }

    /// La ruta la elige la entrega: un salto de línea en un nombre de fichero metería en la tabla una línea
    /// de «Total» falsa, y un ESC, colores. Los caracteres de control salen escritos (\n, \u{1B}) y la ruta,
    /// recortada.
    static func visible(_ ruta: String) -> String {
        var visible = ""
        for escalar in ruta.unicodeScalars.prefix(300) {
            switch escalar {
            case "\n": visible += "\\n"
            case "\r": visible += "\\r"
            case "\t": visible += "\\t"
            case _ where escalar.value < 0x20 || (0x7F...0x9F).contains(escalar.value) || escalar.properties.generalCategory == .format:
                visible += "\\u{" + String(escalar.value, radix: 16, uppercase: true) + "}"
            default: visible.unicodeScalars.append(escalar)
            }
        }
        return ruta.unicodeScalars.count > 300 ? visible + "…" : visible
    }

    /// `Package@swift-6.3.swift` y cualquier otra versión: SwiftPM prefiere el de su versión al Package.swift.
    static func esManifiestoPorVersion(_ ruta: String) -> Bool {
        ruta.hasPrefix("Package@swift") && ruta.hasSuffix(".swift") && !ruta.contains("/")
    }
}
