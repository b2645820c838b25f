import Foundation
import HerramientaNucleo
import Synchronization

/// Un proceso lanzado (`swift build`, el binario de pruebas) que escribe en su registro. Se lanza sin
/// esperar, para hacer otra cosa mientras tanto (las huellas del manifiesto mientras compila).
/// Al cortarlo (límite de tiempo o Ctrl-C) recibe primero `corte.senal` y, si sigue vivo pasada
/// `corte.gracia`, SIGKILL: una prueba que ignora SIGTERM no puede dejar a nadie esperando.
package final class ProcesoHijo {
    package struct Final {
        let terminacion: Terminacion
        let cortado: Bool           // pasó del límite o se interrumpió
        package let duracion: Duration

        /// El código de salida o, si lo mató una señal, 128 + la señal (como en la shell).
        package var codigo: Int32 {
            switch terminacion {
            case let .salida(codigo): codigo
            case let .senal(senal): 128 + senal
            }
        }
    }

    package enum Terminacion: Equatable, Sendable {
        case salida(Int32)
        case senal(Int32)
    }

    /// Cómo se corta: la primera señal y lo que se espera antes de SIGKILL.
    struct Corte: Equatable, Sendable {
        let senal: Int32
        let gracia: Duration

        /// SwiftPM, con SIGINT, avisa a sus hijos y sale ordenado: `swift test` se la pasa al proceso de
        /// las pruebas (con SIGTERM ese se quedaría huérfano y colgado).
        static let swiftPM = Corte(senal: SIGINT, gracia: .seconds(10))
        /// El binario de pruebas no tiene a quién avisar.
        static let pruebas = Corte(senal: SIGTERM, gracia: .seconds(2))
    }

    let pid: pid_t
    private let corte: Corte
    private let registro: RegistroAcotado
    private let drenaje: Drenaje
    private let estado = EstadoDeEspera()
    private let terminado = DispatchSemaphore(value: 0)
    private let reloj = ContinuousClock()
    private let inicio: ContinuousClock.Instant
    private var final: Final?

    /// - Parameters:
    ///   - gracia: la de `corte`, si se da (el uso de siempre: SIGINT y, pasada la gracia, SIGKILL).
    ///   - cabezaDelRegistro, colaDelRegistro: lo que se guarda de su salida (ver RegistroAcotado).
    ///   - alLeer: quien quiere ver su salida según llega (el avance de una compilación), además del registro.
    init(
        _ ejecutable: URL, _ argumentos: [String], en carpeta: URL, entorno: [String: String], registro: URL,
        gracia: Duration? = nil, corte: Corte = .swiftPM,
        cabezaDelRegistro: Int = RegistroAcotado.cabezaPorDefecto, colaDelRegistro: Int = RegistroAcotado.colaPorDefecto,
        alLeer: (@Sendable (Data) -> Void)? = nil
    ) throws {
        self.corte = gracia.map { Corte(senal: corte.senal, gracia: $0) } ?? corte
        let registro = try RegistroAcotado(registro, cabeza: cabezaDelRegistro, cola: colaDelRegistro)
        self.registro = registro
        // Un socket y no una tubería: Swift Testing pinta la salida con colores ANSI si es una tubería.
        var extremos: [Int32] = [0, 0]
        #if canImport(Glibc)
        let tipo = Int32(SOCK_STREAM.rawValue)
        #else
        let tipo = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, tipo, 0, &extremos) == 0 else {
            registro.cerrar()
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        _ = extremos.map { fcntl($0, F_SETFD, FD_CLOEXEC) }
        defer { close(extremos[1]) }
        do {
            pid = try Lanzador.lanzar(ejecutable.path, argumentos, en: carpeta.path, entorno: entorno,
                                      salida: extremos[1])
        } catch {
            close(extremos[0])
            registro.cerrar()
            throw error
        }
        inicio = reloj.now
        drenaje = Drenaje(extremos[0]) { datos in
            registro.anadir(datos)
            alLeer?(datos)
        }
        // Un hilo que solo espera a que acabe: así se sabe al momento, sin mirar a intervalos.
        Thread { [pid, estado, terminado] in
            var valor: Int32 = 0
            while waitpid(pid, &valor, 0) == -1, errno == EINTR {}
            estado.valor.withLock { $0 = valor }
            terminado.signal()
        }.start()
    }

    /// `swift` por el PATH, como lo lanzaría quien aprende.
    static func swift(
        _ argumentos: [String], en carpeta: URL, entorno: [String: String], registro: URL,
        alLeer: (@Sendable (Data) -> Void)? = nil
    ) throws -> ProcesoHijo {
        try ProcesoHijo(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + argumentos, en: carpeta, entorno: entorno,
                        registro: registro, alLeer: alLeer)
    }

    /// Espera a que acabe. Con límite, o con un Ctrl-C (`Interrupcion`), lo corta; el registro está completo
    /// al volver.
    package func esperar(limite: Duration? = nil) -> Final {
        if let final { return final }
        var cortadoEn: ContinuousClock.Instant?
        var matado = false
        while terminado.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            let pasado = limite.map { reloj.now - inicio > $0 } ?? false
            if cortadoEn == nil, pasado || Interrupcion.seHaPedido {
                senalar(corte.senal)
                cortadoEn = reloj.now
            } else if let cortadoEn, !matado, reloj.now - cortadoEn > corte.gracia {
                senalar(SIGKILL)
                matado = true
            }
        }
        let duracion = reloj.now - inicio
        drenaje.esperarFinal(limite: .seconds(2))
        registro.cerrar()
        let valor = estado.valor.withLock { $0 } ?? 0
        let terminacion: Terminacion = valor & 0x7f == 0 ? .salida((valor >> 8) & 0xff) : .senal(valor & 0x7f)
        let final = Final(terminacion: terminacion, cortado: cortadoEn != nil, duracion: duracion)
        self.final = final
        return final
    }

    /// Para cuando lo que hace ya no sirve (una compilación de un árbol que no se va a calificar).
    func cortar() {
        _ = esperar(limite: .zero)
    }

    /// Lo que devuelve waitpid, del hilo que espera al que lee.
    private final class EstadoDeEspera: Sendable {
        let valor = Mutex<Int32?>(nil)
    }

    private func senalar(_ senal: Int32) {
        kill(pid, senal)
    }
}
