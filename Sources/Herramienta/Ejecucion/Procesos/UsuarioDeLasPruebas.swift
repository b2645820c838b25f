import Foundation
import HerramientaNucleo

/// El usuario sin privilegios con el que corre el código de la entrega (`calificar --usuario`). Con otro uid
/// no puede señalar ni trazar a `calificar`, ni leer o escribir lo que es solo de root.
/// posix_spawn no cambia de usuario, y `fork` en Swift no es seguro: el proceso se lanza a través de
/// `setpriv` (util-linux), que cambia de usuario y hace `exec`, así que conserva el PID, el grupo de
/// procesos y los descriptores heredados (3, 4 y 5).
package struct UsuarioDeLasPruebas: Equatable, Sendable {
    package let nombre: String
    package let uid: uid_t
    package let gid: gid_t

    static let setpriv = "/usr/bin/setpriv"

    /// El usuario de ese nombre, si se puede cambiar a él: en Linux, como root, y sin privilegios.
    /// - Parameter euid: el usuario efectivo de quien califica (el de verdad, salvo en las pruebas).
    package static func buscar(_ nombre: String, euid: uid_t = geteuid()) throws(ErrorDeLaHerramienta) -> UsuarioDeLasPruebas {
        #if os(Linux)
        guard euid == 0 else {
            throw .entorno("--usuario \(nombre) necesita ejecutar calificar como root: solo root puede cambiar de usuario las pruebas.")
        }
        guard let entrada = getpwnam(nombre) else {
            throw .entorno("No existe el usuario «\(nombre)»: créalo sin privilegios, p. ej. useradd --system --no-create-home \(nombre).")
        }
        let usuario = UsuarioDeLasPruebas(nombre: nombre, uid: entrada.pointee.pw_uid, gid: entrada.pointee.pw_gid)
        guard usuario.uid != 0, usuario.gid != 0 else {
            throw .entorno("«\(nombre)» es root (uid o gid 0): --usuario es para un usuario sin privilegios.")
        }
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw .entorno("--usuario necesita \(setpriv) (util-linux) y no está.")
        }
        return usuario
        #else
        throw .entorno("--usuario solo está disponible en Linux.")
        #endif
    }

    /// Hace al usuario dueño de esas tuberías. Swift Testing abre /dev/fd/3 y /dev/fd/4 por su ruta, y eso
    /// vuelve a abrir la tubería con los permisos de su dueño: con las de root, EACCES (medido).
    package func ceder(_ tuberias: [Int32]) {
        for tuberia in tuberias { _ = fchown(tuberia, uid, gid) }
    }

    /// La carpeta temporal de sus pruebas: la de quien califica si este usuario puede llegar a ella y escribir
    /// en ella; si no, /tmp. Unas pruebas que no pueden crear su carpeta temporal fallan, y la entrega perdería
    /// puntos sin culpa (lo vio una prueba de integración con un TMPDIR solo de root).
    /// Una que también es de otros tiene que llevar el bit pegajoso de /tmp: sin él, las pruebas podrían
    /// renombrar lo que otro ponga en ella (el ensayo del atacante, con una 0777).
    package func carpetaTemporal(de actual: String?) -> String {
        guard let actual, actual.hasPrefix("/") else { return "/tmp" }
        var carpeta = URL(fileURLWithPath: actual).standardizedFileURL
        guard puede(S_IWUSR | S_IXUSR, en: carpeta.path), Self.aSalvoDeOtros(carpeta.path, dueno: uid) else { return "/tmp" }
        while carpeta.path != "/" {
            carpeta.deleteLastPathComponent()
            guard puede(S_IXUSR, en: carpeta.path) else { return "/tmp" }
        }
        return actual
    }

    /// Si en esa carpeta nadie más que su dueño (`dueno` o root) puede quitar o renombrar lo que hay: nadie
    /// más escribe en ella, o lleva el bit pegajoso.
    package static func aSalvoDeOtros(_ ruta: String, dueno: uid_t) -> Bool {
        var datos = stat()
        guard stat(ruta, &datos) == 0 else { return false }
        let escriben: mode_t = 0o022 | (datos.st_uid != dueno && datos.st_uid != 0 ? 0o200 : 0)  // grupo y otros; y un dueño ajeno
        return (datos.st_mode & escriben) == 0 || (datos.st_mode & 0o1000) != 0                      // o pegajosa
    }

    /// Si este usuario tiene esos permisos (con los bits del dueño) en esa ruta, como dueño, como grupo o como otro.
    private func puede(_ permisos: mode_t, en ruta: String) -> Bool {
        var datos = stat()
        guard stat(ruta, &datos) == 0, (datos.st_mode & S_IFMT) == S_IFDIR else { return false }
        let desplazamiento: mode_t = datos.st_uid == uid ? 0 : datos.st_gid == gid ? 3 : 6
        return (datos.st_mode << desplazamiento) & permisos == permisos
    }

    /// Mata todos los procesos de este usuario: `kill -9 -1` lanzado como él, que los alcanza a todos de una
    /// vez, también a una cadena de `fork` que se escapa de la tabla de descendientes más deprisa de lo que
    /// se recorre (el ensayo del atacante la vio seguir viva durante los fallos sembrados). Solo vale porque
    /// el usuario es de esta calificación y de nadie más a la vez (CerrojoDelUsuario).
    package func matarSusProcesos(registro: URL) {
        #if os(Linux)
        let orden = envolver("/bin/sh", ["-c", "kill -9 -1 2>/dev/null; exit 0"])
        for _ in 1...2 {    // el segundo, por si alguno nació mientras tanto
            _ = try? ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos, en: URL(fileURLWithPath: "/"),
                                 entorno: [:], registro: registro).esperar(limite: .seconds(10))
        }
        #endif
    }

    /// La orden que ejecuta `ejecutable` como este usuario, sin grupos de más y sin poder ganar privilegios
    /// (un programa setuid no le devolvería los de root).
    package func envolver(_ ejecutable: String, _ argumentos: [String]) -> (ejecutable: String, argumentos: [String]) {
        (Self.setpriv, ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--no-new-privs", "--", ejecutable] + argumentos)
    }
}
