import Foundation
import Synchronization

/// Ctrl-C en `vigilar`: el manejador solo apunta que se ha pedido salir, y el bucle sale por su
/// cuenta. No se ignora la señal (SIG_IGN la heredarían `swift build` y `swift test`): así
/// también les llega a ellos y terminan. `calificar` apunta también SIGTERM (ver Contencion).
package enum Interrupcion {
    private static let pedida = Atomic<Int32>(0)    // la señal recibida; 0, ninguna

    package static func instalar(_ senales: [Int32] = [SIGINT]) {
        for senal in senales {
            signal(senal) { Interrupcion.pedida.store($0, ordering: .relaxed) }
        }
    }

    package static var seHaPedido: Bool { senal != 0 }

    package static var senal: Int32 { pedida.load(ordering: .relaxed) }
}
