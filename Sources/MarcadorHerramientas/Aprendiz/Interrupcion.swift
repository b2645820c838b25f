import Foundation
import Synchronization

/// Ctrl-C en `vigilar`: el manejador solo apunta que se ha pedido salir, y el bucle sale por su
/// cuenta. No se ignora la señal (SIG_IGN la heredarían `swift build` y `swift test`): así
/// también les llega a ellos y terminan.
enum Interrupcion {
    private static let pedida = Atomic<Bool>(false)

    static func instalar() {
        signal(SIGINT) { _ in Interrupcion.pedida.store(true, ordering: .relaxed) }
    }

    static var seHaPedido: Bool { pedida.load(ordering: .relaxed) }
}
