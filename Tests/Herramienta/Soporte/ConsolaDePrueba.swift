import Synchronization
@testable import HerramientaNucleo

/// Una consola que guarda lo que se escribe y contesta lo que se le diga. Se puede escribir desde otro hilo,
/// como hace el avance de una compilación.
package final class ConsolaDePrueba: Sendable {
    private struct Estado {
        var salida: [String] = []
        var errores: [String] = []
        var preguntas = 0
        var respuesta: String?
    }

    private let estado = Mutex(Estado())

    package init() {}

    package var salida: [String] { estado.withLock { $0.salida } }
    package var errores: [String] { estado.withLock { $0.errores } }
    package var preguntas: Int { estado.withLock { $0.preguntas } }
    package var respuesta: String? {
        get { estado.withLock { $0.respuesta } }
        set { estado.withLock { $0.respuesta = newValue } }
    }

    package var consola: Consola {
        Consola(
            colores: false,
            escribir: { texto in self.estado.withLock { $0.salida.append(texto) } },
            avisar: { texto in self.estado.withLock { $0.errores.append(texto) } },
            leerLinea: {
                self.estado.withLock { estado in
                    estado.preguntas += 1
                    return estado.respuesta
                }
            }
        )
    }

    package var todo: String { (salida + errores).joined(separator: "\n") }
}
