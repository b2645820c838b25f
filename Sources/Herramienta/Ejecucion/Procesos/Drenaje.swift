import Foundation
import Synchronization

/// Lee un descriptor (el extremo nuestro de una tubería) en un hilo propio hasta el final, y le pasa
/// cada trozo a `destino`. Hay que leer mientras el hijo escribe: una tubería llena lo dejaría parado.
/// `esperarFinal` espera a que no quede nadie escribiendo, con un límite: un proceso que se escapó y
/// sigue con la tubería abierta no puede dejarnos esperando.
final class Drenaje: @unchecked Sendable {   // `destino` solo se llama desde el hilo, y se lee tras `esperarFinal`
    private let descriptor: Int32
    private let destino: (Data) -> Void
    private let acabado = DispatchSemaphore(value: 0)
    private let parar = Atomic<Bool>(false)
    private(set) var completo = false       // se llegó al final: nadie más tiene la tubería abierta

    init(_ descriptor: Int32, destino: @escaping (Data) -> Void) {
        self.descriptor = descriptor
        self.destino = destino
        Thread { [self] in leer() }.start()
    }

    private func leer() {
        var trozo = [UInt8](repeating: 0, count: 1 << 16)
        var espera = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !parar.load(ordering: .relaxed) {
            // Con un límite, para ver a tiempo que ya no hace falta seguir.
            let listo = poll(&espera, 1, 100)
            if listo < 0, errno != EINTR { break }
            guard listo > 0 else { continue }
            let leidos = read(descriptor, &trozo, trozo.count)
            if leidos > 0 {
                destino(Data(trozo[..<leidos]))
            } else if leidos == 0 || errno != EINTR {
                completo = leidos == 0
                break
            }
        }
        close(descriptor)
        acabado.signal()
    }

    /// Espera al final como mucho `limite`; después deja de leer. Devuelve si se llegó al final.
    @discardableResult
    func esperarFinal(limite: Duration) -> Bool {
        let segundos = Double(limite.components.seconds) + Double(limite.components.attoseconds) / 1e18
        if acabado.wait(timeout: .now() + segundos) == .timedOut {
            parar.store(true, ordering: .relaxed)
            acabado.wait()
        }
        acabado.signal()    // para quien vuelva a esperar
        return completo
    }
}
