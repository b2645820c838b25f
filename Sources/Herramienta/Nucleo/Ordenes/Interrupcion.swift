import Foundation
import Synchronization

/// Ctrl-C en `vigilar`: el manejador solo apunta que se ha pedido salir, y el bucle sale por su
/// cuenta. No se ignora la señal (SIG_IGN la heredarían `swift build` y `swift test`): así
/// también les llega a ellos y terminan. `calificar` apunta también SIGTERM.
package enum Interrupcion {
    private static let pedida = Atomic<Int32>(0)    // la señal recibida; 0, ninguna

    /// - Parameter desbloquear: quien nos lanzó desde un hilo de Dispatch nos pasó las señales bloqueadas (la
    ///   máscara se hereda): sin desbloquearlas no llegarían nunca.
    package static func instalar(_ senales: [Int32] = [SIGINT], desbloquear: Bool = false) {
        var mascara = sigset_t()
        sigemptyset(&mascara)
        for senal in senales {
            signal(senal) { Interrupcion.pedida.store($0, ordering: .relaxed) }
            sigaddset(&mascara, senal)
        }
        if desbloquear { pthread_sigmask(SIG_UNBLOCK, &mascara, nil) }
    }

    package static var seHaPedido: Bool { senal != 0 }

    package static var senal: Int32 { pedida.load(ordering: .relaxed) }
}
