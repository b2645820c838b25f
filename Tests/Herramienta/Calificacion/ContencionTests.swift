import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// La contención de `calificar` como vigilante de cada proceso: su grupo entero se corta y se vacía.
/// En serie: lo que vigila mata a los procesos que deja cada prueba.
@Suite("Contención de los procesos de calificar", .serialized)
struct ContencionTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func conLaContencionAlAcabarNoQuedaNadieDelGrupo() throws {
        let arena = try Arena()

        let final = try ProcesoHijo(shell, ["-c", "sleep 600 & echo $! > hijo; exit 0"], en: arena.raiz, entorno: [:],
                                    registro: arena.raiz.appending(path: "registro.log"), vigilante: Contencion()).esperar(limite: .seconds(60))

        #expect(final.terminacion == .salida(0))
        let hijo = try #require(pid_t(try arena.leer("hijo").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.vivo(hijo), "Lo que el proceso dejó en segundo plano en su grupo tiene que morir con él")
    }

    /// El ensayo del atacante: con TMPDIR sin poner, SwiftPM dejaba sus cerrojos en /tmp con nombres que se adivinan
    /// (`/tmp/_ruta_.build_mutantes.lock`), y una entrega los plantaba como carpetas (las calificaciones siguientes
    /// perdían dos pasos) o como enlaces (root creaba ficheros donde decía el enlace). En calificar, SwiftPM compila
    /// con su TMPDIR en .build, solo de quien califica, y siempre el mismo. Un `swift` falso apunta el que recibe.
    @Test func enCalificarSwiftPMCompilaConSuCarpetaTemporalEnBuildSoloSuya() throws {
        let arena = try Arena()
        let falso = arena.raiz.appending(path: "bin/swift")
        try FileManager.default.createDirectory(at: falso.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"#!/bin/sh\#necho "$TMPDIR" > "$MARCADOR_ATAQUE/tmpdir"\#n"#.write(to: falso, atomically: true, encoding: .utf8)
        try #require(chmod(falso.path, 0o755) == 0)
        let camino = falso.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let ejecutor = EjecutorDePruebas(raiz: arena.raiz, temporal: arena.raiz, limite: .seconds(60),
                                         ajustes: ["PATH": camino, "MARCADOR_ATAQUE": arena.raiz.path], vigilante: Contencion())

        #expect(ejecutor.compila(try ejecutor.empezarCompilacion(marcador: nil, nombre: "compilacion")))

        let propia = arena.raiz.appending(path: ".build/marcador-tmp")
        #expect(try arena.leer("tmpdir") == propia.path + "\n", "SwiftPM tiene que compilar con TMPDIR en .build/marcador-tmp, no en /tmp")
        #expect(try FileManager.default.attributesOfItem(atPath: propia.path)[.posixPermissions] as? Int == 0o700,
                "Solo de quien califica: las pruebas de --usuario no pueden plantar nada en ella")
    }

    #if os(Linux)
    /// El ayudante del ensayo del atacante, que reescribía los informes con un 22/22 tras calificar: se desliga
    /// con `setsid` y un doble `fork`, arranca un hilo y acaba su hilo principal con `pthread_exit`. /proc/PID/stat
    /// dice «Z», y su hilo sigue: barrer no lo mataba por zombi.
    /// En un proceso aparte (una prueba de salida): barrer mata a todos los descendientes del proceso que barre,
    /// y en el de las pruebas serían también los procesos que lanzan a la vez las pruebas de otras suites.
    @Test func unAyudanteConElLiderZombiYUnHiloVivoMuereYSeRecogeAlBarrer() async {
        let resultado = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            guard let fallo = Self.barrerUnAyudanteConElLiderZombi() else { exit(0) }
            FileHandle.standardError.write(Data(fallo.utf8))
            exit(1)
        }
        if let resultado, resultado.exitStatus != .exitCode(0) {
            Issue.record(Comment(rawValue: String(decoding: resultado.standardErrorContent, as: UTF8.self)))
        }
    }

    /// nil si barrer mata y recoge al ayudante; si no, qué ha fallado.
    private static func barrerUnAyudanteConElLiderZombi() -> String? {
        Contencion.hacerseSubreaper()   // como calificar: el nieto desligado pasa a ser hijo nuestro
        var tubo: [Int32] = [0, 0]
        guard pipe(&tubo) == 0 else { return "No se pudo crear la tubería" }
        // Se busca antes de fork: en el hijo, dlsym podría esperar a un cerrojo que tenía otro hilo.
        guard let llamada = dlsym(dlopen(nil, RTLD_NOW), "syscall") else { return "No encuentro syscall en la biblioteca de C" }
        if fork() == 0 { desligarseConElLiderZombi(avisandoPor: tubo[1], llamada: unsafeBitCast(llamada, to: LlamadaAlSistema.self)) }
        close(tubo[1])
        defer { close(tubo[0]) }
        var espera = pollfd(fd: tubo[0], events: Int16(POLLIN), revents: 0)
        guard poll(&espera, 1, 10_000) == 1 else { return "El ayudante no llegó a arrancar su hilo" }
        var ayudante: pid_t = 0
        guard read(tubo[0], &ayudante, MemoryLayout<pid_t>.size) == MemoryLayout<pid_t>.size else { return "El ayudante no dijo su PID" }
        defer { kill(ayudante, SIGKILL) }
        guard esperar({ estado(ayudante) == "Z" && hilos(ayudante) == 2 && padre(ayudante) == getpid() }) else {
            return "El ayudante tenía que quedar con el líder zombi, un hilo vivo y adoptado por este proceso: estado \(estado(ayudante) ?? "?"), \(hilos(ayudante)) hilos, padre \(padre(ayudante) ?? 0) (este es \(getpid()))"
        }

        let vivos = Contencion().vivosTrasBarrer()

        guard vivos.isEmpty else { return "barrer dice que quedan vivos: \(vivos)" }
        guard !FileManager.default.fileExists(atPath: "/proc/\(ayudante)") else {
            return "El ayudante sigue en /proc (\(estado(ayudante) ?? "?"), \(hilos(ayudante)) hilos): barrer tiene que matar a un proceso mientras viva uno de sus hilos, y recogerlo"
        }
        return nil
    }

    /// `syscall` es variádica en C, y Swift no importa funciones variádicas: se llama por su dirección.
    private typealias LlamadaAlSistema = @convention(c) (Int, Int) -> Int

    /// En el hijo de `fork`: solo llamadas al sistema, sin reservar memoria (el proceso de las pruebas tiene más
    /// hilos). El hilo principal acaba con la llamada al sistema `exit`, que es lo que hace `pthread_exit` al
    /// final: `pthread_exit` antes desenrolla la pila, y la de un hilo de Swift Testing a veces no se deja y
    /// el proceso aborta entero.
    private static func desligarseConElLiderZombi(avisandoPor tubo: Int32, llamada: LlamadaAlSistema) -> Never {
        setsid()
        if fork() != 0 { _exit(0) }
        var hilo = pthread_t()
        _ = pthread_create(&hilo, nil, { _ in
            sleep(600)
            return nil
        }, nil)
        var yo = getpid()
        _ = write(tubo, &yo, MemoryLayout<pid_t>.size)
        #if arch(x86_64)
        _ = llamada(60, 0)      // SYS_exit: solo este hilo (exit_group sería el proceso entero)
        #else
        _ = llamada(93, 0)      // SYS_exit en arm64
        #endif
        _exit(1)
    }

    /// Hasta que se cumpla, mirando cada milisegundo, o diez segundos.
    private static func esperar(_ condicion: () -> Bool) -> Bool {
        let limite = ContinuousClock.now + .seconds(10)
        while !condicion() {
            guard ContinuousClock.now < limite else { return false }
            _ = poll(nil, 0, 1)     // un milisegundo, y se vuelve a mirar
        }
        return true
    }

    private static func campos(_ pid: pid_t) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let cierre = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: cierre)...].split(separator: " ")
    }

    private static func estado(_ pid: pid_t) -> String? { campos(pid).first.map(String.init) }
    private static func padre(_ pid: pid_t) -> pid_t? { campos(pid).dropFirst().first.flatMap { pid_t($0) } }
    private static func hilos(_ pid: pid_t) -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count) ?? 0 }
    #endif

    /// Vivo y no zombi: en un contenedor, el PID 1 a veces no recoge a los huérfanos.
    private static func vivo(_ pid: pid_t) -> Bool {
        #if os(Linux)
        TablaDeProcesos.leer().vivo(pid)
        #else
        kill(pid, 0) == 0
        #endif
    }
}
