import Foundation
import HerramientaNucleo

/// El registro de un proceso en disco, con tope: guarda el principio y el final de lo que escribe y, en
/// medio, cuántos bytes se saltó. Una solución correcta que imprime 80 MB no llena el disco ni la memoria,
/// y los errores del compilador (al principio) y el mensaje de un crash (al final) siguen ahí.
final class RegistroAcotado: @unchecked Sendable {   // lo escribe el hilo del drenaje; se cierra tras él
    static let cabezaPorDefecto = 4 << 20
    static let colaPorDefecto = 1 << 20

    private let fichero: FileHandle
    private let cabeza: Int
    private let cola: Int
    private var escritos = 0
    private var final = Data()
    private var omitidos = 0

    /// - Parameters:
    ///   - cabeza: los bytes del principio que se guardan tal cual.
    ///   - cola: los del final que se guardan, si el total pasa de `cabeza`.
    init(_ url: URL, cabeza: Int = cabezaPorDefecto, cola: Int = colaPorDefecto) throws {
        try Data().write(to: url)
        fichero = try FileHandle(forWritingTo: url)
        self.cabeza = cabeza
        self.cola = cola
    }

    func anadir(_ datos: Data) {
        let cabe = min(datos.count, cabeza - escritos)
        if cabe > 0 {
            try? fichero.write(contentsOf: datos.prefix(cabe))
            escritos += cabe
        }
        final.append(datos.dropFirst(max(cabe, 0)))
        if final.count > cola * 2 {     // se recorta de vez en cuando, no a cada trozo
            omitidos += final.count - cola
            final = Data(final.suffix(cola))
        }
    }

    func cerrar() {
        if final.count > cola {
            omitidos += final.count - cola
            final = Data(final.suffix(cola))
        }
        if omitidos > 0 { try? fichero.write(contentsOf: Data("\n[… \(omitidos, "byte omitido", "bytes omitidos") …]\n".utf8)) }
        try? fichero.write(contentsOf: final)
        try? fichero.close()
    }
}
