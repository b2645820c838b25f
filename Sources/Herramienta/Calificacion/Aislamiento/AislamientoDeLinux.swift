import Foundation
import HerramientaEjecucion

/// Cada proceso de pruebas de una entrega, en espacios de nombres del núcleo de Linux (`unshare`, de util-linux):
/// - de PID, con `--kill-child`: al acabar, o al cortarlo, el núcleo mata todo lo que lanzó, también lo que se
///   escapó con `setsid` o un doble `fork`;
/// - de red: sin más red que un loopback apagado (las pruebas usan su servidor falso);
/// - de montajes: /tmp, /var/tmp y /dev/shm son suyos y acotados (`tope`), salvo el que tenga dentro el kit (un
///   tmpfs encima lo taparía); el kit (y la copia que se califica dentro) es de solo lectura, salvo la carpeta de
///   los flujos y registros de esta calificación; y las soluciones del kit no se ven.
/// Sin root, con un espacio de usuario (`--map-root-user`). Donde no se puede (macOS, un contenedor sin
/// privilegios), `calificar` lo dice en una línea y sigue sin aislamiento (`siSePuede`).
package struct AislamientoDeLinux: AislamientoDeLasPruebas {
    let soloLectura: URL        // el kit (o la entrega, si se califica en el sitio)
    let escribible: URL         // los flujos y registros de esta calificación, dentro de `soloLectura`
    let ocultas: [URL]          // Solutions/ del kit
    static let unshare = "/usr/bin/unshare"
    static let tope = "512m"    // lo que caben /tmp, /var/tmp y /dev/shm de unas pruebas

    /// Lo que hace el proceso 1 del espacio de nombres antes de ser las pruebas. Con `set -e`: un montaje que
    /// falla no deja correr las pruebas sin él.
    static let guion = """
        set -e
        solo=$1 escribible=$2 oculta=$3; shift 3
        for d in /tmp /var/tmp /dev/shm; do
            case "$solo/" in "$d"/*) continue ;; esac
            if [ -d "$d" ]; then mount -t tmpfs -o size=\(tope),mode=1777 marcador "$d"; fi
        done
        mount --rbind "$solo" "$solo"; mount -o remount,bind,ro "$solo"
        mount --bind "$escribible" "$escribible"; mount -o remount,bind,rw "$escribible"
        if [ -n "$oculta" ] && [ -d "$oculta" ]; then mount -t tmpfs -o size=4k,ro marcador "$oculta"; fi
        exec "$@"
        """

    package func envolver(_ ejecutable: URL, _ argumentos: [String]) -> (URL, [String]) {
        let usuario = geteuid() == 0 ? [] : ["--user", "--map-root-user"]
        return (URL(fileURLWithPath: Self.unshare),
                usuario + ["--pid", "--fork", "--kill-child", "--mount-proc", "--net", "--", "/bin/sh", "-c", Self.guion, "marcador-aislamiento",
                           soloLectura.path, escribible.path, ocultas.first?.path ?? "", ejecutable.path] + argumentos)
    }

    /// El aislamiento, si en esta máquina se puede (se prueba con `true`); si no, nil y el porqué en una línea.
    package static func siSePuede(soloLectura: URL, escribible: URL, ocultas: [URL]) -> (AislamientoDeLinux?, porque: String?) {
        #if os(Linux)
        let aislamiento = AislamientoDeLinux(soloLectura: soloLectura, escribible: escribible, ocultas: ocultas)
        guard FileManager.default.isExecutableFile(atPath: unshare) else {
            return (nil, "no está \(unshare) (util-linux)")
        }
        let (ejecutable, argumentos) = aislamiento.envolver(URL(fileURLWithPath: "/bin/true"), [])
        let prueba = Process()
        prueba.executableURL = ejecutable
        prueba.arguments = argumentos
        prueba.standardOutput = FileHandle.nullDevice
        prueba.standardError = FileHandle.nullDevice
        do { try prueba.run() } catch { return (nil, "no se puede lanzar \(unshare)") }
        prueba.waitUntilExit()
        guard prueba.terminationStatus == 0 else {
            return (nil, "el sistema no deja crear espacios de nombres aquí (un contenedor sin privilegios, o sin espacios de usuario)")
        }
        return (aislamiento, nil)
        #else
        // Los espacios de nombres son del núcleo de Linux: macOS no los tiene.
        return (nil, "los espacios de nombres son de Linux")
        #endif
    }
}
