/// Una incidencia de una prueba, con dónde mirar: lo que `comprobar` enseña a quien aprende.
package struct FalloDePrueba: Equatable, Hashable, Sendable {
    package let expectativa: String     // «Expectation failed: (a → 1) == 2», con los valores
    package let comentarios: [String]   // el comentario del #expect: lo que hay que arreglar, en español
    package let fichero: String?        // «Modulo/Fichero.swift», el fileID de Swift Testing
    package let linea: Int?
    package var ruta: String? = nil     // la ruta absoluta del fichero, si el flujo la trae
}
