import Foundation

/// Lo que impide que la herramienta haga su trabajo: sale con el código 2 (128 + la señal si la interrumpieron).
package enum ErrorDeLaHerramienta: Error, Equatable {
    case uso(String)        // argumentos mal dados: además se enseña el uso
    case paso(String)       // un paso o una lección que no existe o no vale para esa orden: sin el uso entero
    case entorno(String)    // sin Package.swift, un catálogo que no se lee…
    case interrumpida(Int32)    // un Ctrl-C o un SIGTERM: la señal

    package var mensaje: String {
        switch self {
        case let .uso(texto), let .paso(texto), let .entorno(texto): texto
        case let .interrumpida(senal):
            "Interrumpida por \(senal == SIGTERM ? "SIGTERM" : senal == SIGINT ? "SIGINT (Ctrl-C)" : "la señal \(senal)"): "
                + "se pararon sus procesos y se borraron sus carpetas temporales; no hay informe."
        }
    }

    /// El código de salida: 2, o 128 + la señal, como haría la shell.
    var codigoDeSalida: Int32 {
        if case let .interrumpida(senal) = self { return 128 + senal }
        return 2
    }
}
