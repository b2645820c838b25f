import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Con `--usuario`, mientras se califica: el usuario de las pruebas solo alcanza la copia que se califica,
/// dentro de KIT/.build. Las carpetas del camino hasta ella se pueden atravesar pero no listar (--x para los
/// demás) y lo demás que hay en cada una (Solutions/, Sources/, .git, el resto de .build…) queda solo para
/// su dueño. De la copia se cierran, además, las carpetas de los módulos que llevan la solución del kit porque
/// no compilaban (`cerrar`): lo demás lo lee quien lo prueba (las reglas de arquitectura, que leen las fuentes,
/// corren aparte y como calificar). Al acabar, cada permiso vuelve a ser el que era.
final class CierreDelKit {
    private var originales: [(ruta: String, modo: mode_t)] = []

    init(kit: URL, copia: URL, usuario: UsuarioDeLasPruebas) throws(ErrorDeLaHerramienta) {
        let componentes = copia.standardizedFileURL.pathComponents
        let delKit = kit.standardizedFileURL.pathComponents
        guard componentes.count > delKit.count, Array(componentes.prefix(delKit.count)) == delKit else {
            throw .entorno("La copia que se califica (\(copia.path)) no está dentro del kit (\(kit.path)).")
        }
        // Por encima del kit no se cambia nada: si una carpeta no deja pasar al usuario, se dice ya.
        for fin in 1..<delKit.count {
            let carpeta = NSString.path(withComponents: Array(delKit.prefix(fin)))
            guard let info = Self.estado(carpeta), info.st_mode & 0o001 != 0 || info.st_uid == usuario.uid else {
                throw .entorno("\(usuario.nombre) no puede llegar a la copia que se califica: \(carpeta) no deja pasar a otros usuarios (chmod o+x).")
            }
        }
        for fin in delKit.count..<componentes.count {
            let carpeta = NSString.path(withComponents: Array(componentes.prefix(fin)))
            try cambiar(carpeta) { $0 & ~0o066 | 0o001 }
            let siguiente = componentes[fin]
            let dentro = (try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []
            for nombre in dentro where nombre != siguiente {
                try cambiar(carpeta + "/" + nombre) { $0 & ~0o077 }
            }
        }
    }

    /// Cierra esas carpetas de la copia (y lo que tienen dentro) a todos menos a su dueño; las que ya lo
    /// están no se tocan. Lo que se escriba después en ellas tampoco se alcanza: se atraviesan para llegar.
    func cerrar(_ carpetas: [URL]) throws(ErrorDeLaHerramienta) {
        for carpeta in carpetas {
            guard let info = Self.estado(carpeta.path), info.st_mode & 0o077 != 0 else { continue }
            try cambiar(carpeta.path) { $0 & ~0o077 }
        }
    }

    /// Devuelve a cada cosa su permiso de antes, en orden inverso.
    func reabrir() {
        for (ruta, modo) in originales.reversed() { chmod(ruta, modo) }
        originales = []
    }

    /// Un enlace simbólico no se toca: chmod cambiaría aquello a lo que apunta.
    private func cambiar(_ ruta: String, _ nuevo: (mode_t) -> mode_t) throws(ErrorDeLaHerramienta) {
        guard let info = Self.estado(ruta), info.st_mode & S_IFMT != S_IFLNK else { return }
        let modo = info.st_mode & 0o7777
        guard chmod(ruta, nuevo(modo)) == 0 else {
            reabrir()
            throw .entorno("No he podido cambiar los permisos de \(ruta): \(String(cString: strerror(errno))).")
        }
        originales.append((ruta, modo))
    }

    private static func estado(_ ruta: String) -> stat? {
        var info = stat()
        return lstat(ruta, &info) == 0 ? info : nil
    }
}
