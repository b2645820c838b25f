import Foundation

// El registro de la app: una línea por cosa que conviene saber («PartidoViewModel LIBERADO»).
// nonisolated: se anota desde cualquier sitio, también desde un deinit.
nonisolated package enum Registro {
    // Adónde van las líneas. Es local a la tarea para que las pruebas, que corren en paralelo,
    // escuchen cada una las suyas; fuera de una prueba, van a la consola.
    @TaskLocal package static var destino: (@Sendable (String) -> Void)?

    package static func anotar(_ linea: String) {
        if let destino {
            destino(linea)
        } else {
            print("[Marcador] \(linea)")
        }
    }
}
