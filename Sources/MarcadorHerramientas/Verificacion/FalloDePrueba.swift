/// Una incidencia de una prueba, con dónde mirar: lo que `comprobar` enseña a quien aprende.
struct FalloDePrueba: Equatable, Hashable, Sendable {
    let expectativa: String     // «Expectation failed: (a → 1) == 2», con los valores
    let comentarios: [String]   // el comentario del #expect: lo que hay que arreglar, en español
    let fichero: String?        // «Modulo/Fichero.swift», el fileID de Swift Testing
    let linea: Int?
    var ruta: String? = nil     // la ruta absoluta del fichero, si el flujo la trae
}
