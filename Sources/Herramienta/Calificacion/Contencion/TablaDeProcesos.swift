import Foundation

/// Los procesos vivos de la máquina según /proc (solo Linux): de quién es hijo cada uno y en qué grupo
/// está. Los zombis no cuentan: ya no ejecutan nada, y si su padre no los recoge (en un contenedor, el
/// PID 1 a menudo no lo hace) seguirían «existiendo» para `kill(pid, 0)` para siempre. Pero un proceso
/// vive mientras viva uno de sus hilos: con `pthread_exit` en el hilo principal, /proc/PID/stat dice «Z»
/// y el resto de sus hilos sigue (en /proc/PID/task); ese no es un zombi.
struct TablaDeProcesos: Sendable {
    struct Proceso: Equatable, Sendable {
        let pid: pid_t
        let padre: pid_t
        let grupo: pid_t
        let zombi: Bool
    }

    let procesos: [Proceso]

    init(procesos: [Proceso]) {
        self.procesos = procesos
    }

    /// La tabla de ahora. Fuera de Linux, vacía.
    static func leer() -> TablaDeProcesos {
        #if os(Linux)
        let nombres = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return TablaDeProcesos(procesos: nombres.compactMap { nombre in
            guard let pid = pid_t(nombre), let linea = try? String(contentsOfFile: "/proc/\(nombre)/stat", encoding: .utf8) else { return nil }
            // Los hilos solo se leen si el principal ha acabado: lo normal es que no.
            guard let lider = proceso(pid: pid, stat: linea), lider.zombi else { return proceso(pid: pid, stat: linea) }
            let hilos = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(nombre)/task")) ?? []).filter { $0 != nombre }
            return proceso(pid: pid, stat: linea, hilos: hilos.compactMap { try? String(contentsOfFile: "/proc/\(nombre)/task/\($0)/stat", encoding: .utf8) })
        })
        #else
        return TablaDeProcesos(procesos: [])
        #endif
    }

    /// Una línea de /proc/PID/stat: «pid (nombre) estado padre grupo …». El nombre puede llevar espacios
    /// y paréntesis: se corta por el último «)». Con `hilos`, las de /proc/PID/task/TID/stat de sus otros
    /// hilos: si alguno no ha acabado, el proceso no es un zombi, aunque su hilo principal sí.
    static func proceso(pid: pid_t, stat: String, hilos: [String] = []) -> Proceso? {
        guard let campos = campos(stat), campos.count >= 3, let padre = pid_t(campos[1]), let grupo = pid_t(campos[2]) else { return nil }
        let vivos = hilos.compactMap { Self.campos($0)?.first }.filter { !acabado($0) }
        return Proceso(pid: pid, padre: padre, grupo: grupo, zombi: acabado(campos[0]) && vivos.isEmpty)
    }

    private static func campos(_ stat: String) -> [Substring]? {
        guard let cierre = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: cierre)...].split(separator: " ")
    }

    private static func acabado(_ estado: Substring) -> Bool { estado == "Z" || estado == "X" }

    /// Los descendientes de `raiz` (hijos, nietos…), zombis incluidos, sin entrar en los de `excepto`.
    func descendientes(de raiz: pid_t, excepto: Set<pid_t> = []) -> [Proceso] {
        let hijos = Dictionary(grouping: procesos, by: \.padre)
        var encontrados: [Proceso] = []
        var pendientes = [raiz]
        while let actual = pendientes.popLast() {
            for hijo in hijos[actual] ?? [] where !excepto.contains(hijo.pid) {
                encontrados.append(hijo)
                pendientes.append(hijo.pid)
            }
        }
        return encontrados
    }

    /// Si queda alguien que no sea zombi en el grupo.
    func grupoVivo(_ grupo: pid_t) -> Bool {
        procesos.contains { $0.grupo == grupo && !$0.zombi }
    }

    /// Si el proceso existe y no es un zombi.
    func vivo(_ pid: pid_t) -> Bool {
        procesos.contains { $0.pid == pid && !$0.zombi }
    }
}
