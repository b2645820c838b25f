/// Algo de la entrega que no es como en la publicación del kit: un fichero cambiado fuera de las regiones,
/// borrado o añadido, o algo que ni se lee (un enlace simbólico, una FIFO…). Nada de eso llega a lo que
/// se compila: se califica con los ficheros del kit.
struct CambioDelKit: Equatable, Sendable {
    enum Tipo: String, Equatable, Sendable {
        case cambiado, borrado, anadido = "añadido"
        case enlace = "es un enlace simbólico: no se sigue"
        case especial = "no es un fichero normal: no se lee"
        case demasiadoGrande = "es demasiado grande: no se lee"
    }

    let ruta: String
    let tipo: Tipo

    var descripcion: String {
        if Self.esManifiestoPorVersion(ruta) {
            return "\(ruta) \(tipo.rawValue): SwiftPM lo usaría en lugar de Package.swift; al calificar no se usa nunca"
        }
        let enExercises = ruta.hasPrefix("Exercises/") && tipo == .cambiado
        return "\(ruta) \(tipo.rawValue)" + (enExercises ? " fuera de las regiones" : "")
    }

    /// `Package@swift-6.3.swift` y cualquier otra versión: SwiftPM prefiere el de su versión al Package.swift.
    static func esManifiestoPorVersion(_ ruta: String) -> Bool {
        ruta.hasPrefix("Package@swift") && ruta.hasSuffix(".swift") && !ruta.contains("/")
    }
}
