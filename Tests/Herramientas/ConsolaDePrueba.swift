@testable import MarcadorHerramientas

/// Una consola que guarda lo que se escribe y contesta lo que se le diga.
final class ConsolaDePrueba {
    private(set) var salida: [String] = []
    private(set) var errores: [String] = []
    private(set) var preguntas = 0
    var respuesta: String?

    var consola: Consola {
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

    var todo: String { (salida + errores).joined(separator: "\n") }
}
