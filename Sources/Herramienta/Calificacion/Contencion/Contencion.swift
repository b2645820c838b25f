import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import Synchronization

/// Lo que hace `calificar` cuando es el dueño del proceso (la orden de verdad, no una prueba que la
/// llama): recoger a todos sus descendientes y no dejar a ninguno vivo al terminar.
/// - En Linux se hace «subreaper» (`PR_SET_CHILD_SUBREAPER`): un nieto que se escapa de su grupo con
///   `setsid` y se queda huérfano pasa a ser hijo suyo, no de init, y `barrer()` lo encuentra en /proc.
/// - SIGINT y SIGTERM solo apuntan que hay que parar (`Interrupcion`); `ProcesoHijo` corta a su hijo, la
///   orden deja de lanzar y, al salir, barre y borra sus carpetas temporales.
/// En macOS no hay subreaper: solo se corta cada grupo de procesos, y un proceso que sale de su grupo
/// con `setsid` sobrevive. Es el vigilante de los procesos de cada ejecución de `calificar`.
package struct Contencion: VigilanteDeProcesos {
    private static let activada = Atomic<Bool>(false)
    private static let enMarcha = Mutex<Set<pid_t>>([])     // los hijos de ProcesoHijo que aún no se han recogido

    /// La del proceso, si la orden la ha activado; si no (una prueba que llama a `calificar`), ninguna.
    package static var activa: Contencion? { activada.load(ordering: .relaxed) ? Contencion() : nil }

    package static func activar() {
        hacerseSubreaper()
        Interrupcion.instalar([SIGINT, SIGTERM])
        // Quien nos lanzó desde un hilo de Dispatch nos pasó las dos señales bloqueadas (la máscara se
        // hereda): no llegarían nunca.
        var senales = sigset_t()
        sigemptyset(&senales)
        sigaddset(&senales, SIGINT)
        sigaddset(&senales, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &senales, nil)
        activada.store(true, ordering: .relaxed)
    }

    /// En Linux, los huérfanos de sus descendientes pasan a ser hijos suyos y no de init. Aparte de `activar`
    /// para las pruebas, que no deben cambiar las señales de su proceso.
    static func hacerseSubreaper() {
        #if os(Linux)
        // prctl es variádica en C, y Swift no importa funciones variádicas: se llama por su dirección.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let subreaper: Int32 = 36   // PR_SET_CHILD_SUBREAPER, de <linux/prctl.h>
        if let prctl = dlsym(dlopen(nil, RTLD_NOW), "prctl") {
            _ = unsafeBitCast(prctl, to: Prctl.self)(subreaper, 1, 0, 0, 0)
        }
        #endif
    }

    /// Un hijo que `ProcesoHijo` espera: `barrer` no lo toca, para no quitarle su estado de salida.
    package func lanzado(_ pid: pid_t) { Self.enMarcha.withLock { _ = $0.insert(pid) } }

    package func esperado(_ pid: pid_t) {
        Self.enMarcha.withLock { _ = $0.remove(pid) }
        vaciarGrupo(pid)
    }

    package func barrer() { _ = vivosTrasBarrer() }

    /// Mata (SIGKILL) y recoge a todos los descendientes, huérfanos adoptados incluidos, hasta que no queda
    /// ninguno vivo. Vivo es con algún hilo vivo: un líder zombi cuyo otro hilo sigue también se mata (SIGKILL
    /// al PID mata el grupo de hilos entero). Devuelve los que siguen vivos a los cinco segundos (uno atascado
    /// en el disco no muere al momento): con alguno, lo que se escriba después no está a salvo de él.
    package func vivosTrasBarrer() -> [pid_t] {
        #if os(Linux)
        let yo = getpid()
        let final = ContinuousClock.now + .seconds(5)
        var vivos: [pid_t] = []
        repeat {
            let excepto = Self.enMarcha.withLock { $0 }
            let descendientes = TablaDeProcesos.leer().descendientes(de: yo, excepto: excepto)
            vivos = descendientes.filter { !$0.zombi }.map(\.pid)
            // Un zombi que no es hijo nuestro ya no ejecuta nada, y lo recogerá su padre (o nosotros, al morir este).
            if vivos.isEmpty && !descendientes.contains(where: { $0.padre == yo }) { return [] }
            for pid in vivos { kill(pid, SIGKILL) }
            var recogidos = 0
            for proceso in descendientes where proceso.padre == yo {
                var estado: Int32 = 0
                if waitpid(proceso.pid, &estado, WNOHANG) == proceso.pid { recogidos += 1 }
            }
            if recogidos == 0 { usleep(5_000) }     // aún mueren, o sus hijos aún no nos han llegado
        } while ContinuousClock.now < final
        return vivos
        #else
        return []
        #endif
    }

    /// Mata lo que quede del grupo (lo que el proceso dejó en segundo plano) y espera, como mucho dos
    /// segundos, a que no quede nadie vivo; recoge a los que nos hayan tocado como huérfanos.
    private func vaciarGrupo(_ pid: pid_t) {
        let limite = ContinuousClock.now + .seconds(2)
        repeat {
            kill(-pid, SIGKILL)
            var valor: Int32 = 0
            while waitpid(-pid, &valor, WNOHANG) > 0 {}
            #if os(Linux)
            if !TablaDeProcesos.leer().grupoVivo(pid) { return }
            #else
            if kill(-pid, 0) == -1, errno == ESRCH { return }
            #endif
            usleep(5_000)
        } while ContinuousClock.now < limite
    }
}
