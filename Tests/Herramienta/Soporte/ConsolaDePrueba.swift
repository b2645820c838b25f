@testable import HerramientaNucleo

/// Una consola que guarda lo que se escribe y contesta lo que se le diga.
package final class ConsolaDePrueba {
    package private(set) var salida: [String] = []
    package private(set) var errores: [String] = []
    package private(set) var preguntas = 0
    package var respuesta: String?

    package init() {}

    package var consola: Consola {
        Consola(
            colores: false,
            escribir: { self.salida.append($0) },
            avisar: { self.errores.append($0) },
            leerLinea: {
                self.preguntas += 1
                return self.respuesta
            }
        )
    }

    package var todo: String { (salida + errores).joined(separator: "\n") }
}
