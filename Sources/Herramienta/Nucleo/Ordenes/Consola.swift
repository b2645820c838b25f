import Foundation

/// Por dónde habla la herramienta. Las pruebas la cambian por una que lo guarda todo. Se puede escribir desde
/// otro hilo: el avance de una compilación llega del que lee su salida.
package struct Consola: Sendable {
    let colores: Bool
    package let escribir: @Sendable (String) -> Void      // salida normal
    package let avisar: @Sendable (String) -> Void        // errores
    package let leerLinea: @Sendable () -> String?

    /// Colores solo si la salida es un terminal y nadie pide lo contrario (NO_COLOR).
    static var estandar: Consola {
        Consola(
            colores: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
            // Sin búfer: en CI, el aviso de «compilando…» tiene que salir antes de la espera.
            escribir: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            avisar: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            leerLinea: { readLine() }
        )
    }

    package func verde(_ texto: String) -> String { pintar(texto, "32") }
    package func rojo(_ texto: String) -> String { pintar(texto, "31") }
    package func amarillo(_ texto: String) -> String { pintar(texto, "33") }
    package func negrita(_ texto: String) -> String { pintar(texto, "1") }

    private func pintar(_ texto: String, _ codigo: String) -> String {
        colores ? "\u{1B}[\(codigo)m\(texto)\u{1B}[0m" : texto
    }
}
