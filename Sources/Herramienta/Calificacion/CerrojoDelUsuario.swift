import Foundation
import HerramientaNucleo

/// Un cerrojo por usuario de las pruebas en toda la máquina: dos `calificar --usuario` con el mismo usuario,
/// aunque sea con kits distintos, van uno detrás de otro. Es un socket de Unix con nombre abstracto (Linux):
/// no hay fichero que una entrega pueda plantar antes ni cambiar, y se suelta al cerrarse, también si el
/// proceso muere. Quien lo tomara antes (un proceso del usuario) solo haría esperar, y lo diría el aviso.
final class CerrojoDelUsuario {
    private let descriptor: Int32

    /// - Parameter esperando: se llama una vez, si hay que esperar.
    init(_ uid: uid_t, esperando: () -> Void) throws(ErrorDeLaHerramienta) {
        #if os(Linux)
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .entorno("No puedo crear el cerrojo del usuario de las pruebas (socket: \(errno)).") }
        var avisado = false
        while !Self.tomar(descriptor, nombre: "marcador-calificar-usuario-\(uid)") {
            guard errno == EADDRINUSE else {
                close(descriptor)
                throw .entorno("No puedo tomar el cerrojo del usuario de las pruebas (bind: \(errno)).")
            }
            if !avisado { esperando() }
            avisado = true
            usleep(200_000)
        }
        #else
        descriptor = -1
        #endif
    }

    #if os(Linux)
    /// `bind` a `\0nombre`: solo uno a la vez en la máquina (en su espacio de nombres de red).
    private static func tomar(_ descriptor: Int32, nombre: String) -> Bool {
        var direccion = sockaddr_un()
        direccion.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(nombre.utf8.prefix(100))
        withUnsafeMutableBytes(of: &direccion.sun_path) { camino in
            camino[0] = 0
            for (indice, byte) in bytes.enumerated() { camino[indice + 1] = byte }
        }
        let longitud = socklen_t(MemoryLayout<sa_family_t>.size + 1 + bytes.count)
        return withUnsafePointer(to: &direccion) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, longitud) == 0 }
        }
    }
    #endif

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
