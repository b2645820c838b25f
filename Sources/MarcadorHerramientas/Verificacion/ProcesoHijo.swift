import Foundation

/// Un proceso lanzado (`swift build`, el binario de pruebas) que escribe en su registro. Se lanza sin
/// esperar, para hacer otra cosa mientras tanto (las huellas del manifiesto mientras compila).
final class ProcesoHijo {
    private let proceso = Process()
    private let salida: FileHandle
    private let terminado = DispatchSemaphore(value: 0)
    private let reloj = ContinuousClock()
    private let inicio: ContinuousClock.Instant

    struct Final {
        let codigo: Int32
        let cortado: Bool           // pasó del límite o se interrumpió
        let duracion: Duration
    }

    private let gracia: Duration

    /// - Parameter gracia: lo que se espera tras el SIGINT antes de mandar SIGTERM. SwiftPM necesita
    ///   tiempo para pasarle la interrupción a sus hijos; el binario de pruebas, ninguno.
    init(
        _ ejecutable: URL, _ argumentos: [String], en carpeta: URL, entorno: [String: String], registro: URL,
        gracia: Duration = .seconds(15)
    ) throws {
        self.gracia = gracia
        try Data().write(to: registro)
        salida = try FileHandle(forWritingTo: registro)
        proceso.executableURL = ejecutable
        proceso.arguments = argumentos
        proceso.currentDirectoryURL = carpeta
        proceso.environment = entorno
        proceso.standardOutput = salida
        proceso.standardError = salida
        // Avisa en cuanto acaba: esperar a intervalos fijos añadía hasta una décima a cada orden.
        proceso.terminationHandler = { [terminado] _ in terminado.signal() }
        inicio = reloj.now
        // El hijo hereda la máscara de señales del hilo que lo lanza, y los hilos de Dispatch bloquean
        // SIGINT y SIGTERM: lanzado desde uno, no habría forma de cortarlo. Se lanza sin ninguna bloqueada.
        var ninguna = sigset_t()
        var anteriores = sigset_t()
        sigemptyset(&ninguna)
        pthread_sigmask(SIG_SETMASK, &ninguna, &anteriores)
        defer { pthread_sigmask(SIG_SETMASK, &anteriores, nil) }
        do {
            try proceso.run()
        } catch {
            try? salida.close()
            throw error
        }
    }

    /// `swift` por el PATH, como lo lanzaría quien aprende.
    static func swift(_ argumentos: [String], en carpeta: URL, entorno: [String: String], registro: URL) throws -> ProcesoHijo {
        try ProcesoHijo(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + argumentos, en: carpeta, entorno: entorno, registro: registro)
    }

    /// Espera a que acabe. Con límite, o con un Ctrl-C, lo interrumpe: SIGINT, que `swift test` reenvía
    /// al proceso de las pruebas (con SIGTERM ese se quedaría huérfano y colgado), y SIGTERM pasada la gracia.
    func esperar(limite: Duration? = nil) -> Final {
        var interrumpido: ContinuousClock.Instant?
        while terminado.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            let pasado = limite.map { reloj.now - inicio > $0 } ?? false
            if interrumpido == nil, pasado || Interrupcion.seHaPedido {
                proceso.interrupt()
                interrumpido = reloj.now
            } else if let interrumpido, reloj.now - interrumpido > gracia {
                proceso.terminate()
            }
        }
        proceso.waitUntilExit()
        try? salida.close()
        return Final(codigo: proceso.terminationStatus, cortado: interrumpido != nil, duracion: reloj.now - inicio)
    }

    /// Para cuando lo que hace ya no sirve (una compilación de un árbol que no se va a calificar).
    func cortar() {
        _ = esperar(limite: .zero)
    }
}
