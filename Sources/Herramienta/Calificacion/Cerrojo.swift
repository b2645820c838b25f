import Foundation
import HerramientaNucleo

/// Un cerrojo entre procesos (flock) sobre un fichero: dos `calificar --kit` con el mismo kit comparten la
/// copia que se compila, así que el segundo espera a que acabe el primero. Se suelta al cerrar el
/// descriptor, también si el proceso muere.
final class Cerrojo {
    private let descriptor: Int32

    /// - Parameter esperando: se llama si hay que esperar, antes de hacerlo.
    init(_ fichero: URL, esperando: () -> Void) throws(ErrorDeLaHerramienta) {
        try? FileManager.default.createDirectory(at: fichero.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(fichero.path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .entorno("No puedo crear el cerrojo \(fichero.path): el kit de --kit tiene que poder escribirse.") }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        esperando()
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw .entorno("No puedo esperar al cerrojo \(fichero.path).")
        }
    }

    deinit {
        close(descriptor)
    }
}
