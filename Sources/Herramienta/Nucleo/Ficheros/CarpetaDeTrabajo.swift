import Foundation

/// Dónde se crean las carpetas temporales del kit.
package enum CarpetaDeTrabajo {
    /// Para las carpetas pequeñas (las de cada prueba): TMPDIR si alguien lo ha elegido; si no, en Linux,
    /// /dev/shm, que vive en memoria: en un ext4 montado con `discard`, borrar ficheros cuesta
    /// milisegundos, y las pruebas crean y borran cientos (medido: la batería entera pasa de ≈0,9 s a
    /// ≈0,4 s). Solo si le queda al menos 1 GB libre: en Docker mide 64 MB, y llenarla haría fallar pruebas.
    package static let base: URL = {
        #if os(Linux)
        let memoria = "/dev/shm"
        if ProcessInfo.processInfo.environment["TMPDIR"] == nil, FileManager.default.isWritableFile(atPath: memoria),
           libre(en: memoria) >= minimoEnMemoria {
            return URL(fileURLWithPath: memoria, isDirectory: true)
        }
        #endif
        return disco
    }()

    /// Para lo grande (la copia restaurada de una entrega, su compilación, los registros): siempre en disco,
    /// en TMPDIR o /tmp.
    package static var disco: URL { FileManager.default.temporaryDirectory }

    static let minimoEnMemoria: UInt64 = 1 << 30

    /// Los bytes libres del sistema de ficheros de una ruta; 0 si no se sabe.
    static func libre(en ruta: String) -> UInt64 {
        var datos = statvfs()
        guard statvfs(ruta, &datos) == 0 else { return 0 }
        return UInt64(datos.f_bavail) * UInt64(datos.f_frsize)
    }
}
