import Foundation
import Synchronization

/// Cómo va una compilación, leído de lo que escribe SwiftPM («[29/141] Compiling CoreNetwork ServicioDelTorneo.swift»):
/// cada módulo que empieza, con la cuenta de pasos. Quien espera una compilación en frío no ve minutos de una
/// sola línea. Una compilación de un segundo, la de una edición, no dice nada: solo se cuenta pasado `espera`.
package final class AvanceDeCompilacion: Sendable {
    private struct Estado {
        var pendiente = Data()              // lo leído sin salto de línea aún
        var vistos: Set<String> = []
        var nuevos: [String] = []           // los que han empezado desde la última línea
        var ultimaCuenta = ""
    }

    private let contar: @Sendable (String) -> Void
    private let espera: Duration
    private let inicio = ContinuousClock.now
    private let estado = Mutex(Estado())

    /// Lo que tarda una compilación de una edición, o poco más: hasta entonces no se cuenta nada.
    package static let espera: Duration = .milliseconds(1500)

    package init(espera: Duration = espera, contar: @escaping @Sendable (String) -> Void) {
        self.espera = espera
        self.contar = contar
    }

    /// Un trozo de la salida, tal como llega.
    package func leer(_ datos: Data) {
        let linea: String? = estado.withLock { estado in
            estado.pendiente.append(datos)
            while let salto = estado.pendiente.firstIndex(of: UInt8(ascii: "\n")) {
                let linea = String(decoding: estado.pendiente[..<salto], as: UTF8.self)
                estado.pendiente.removeSubrange(...salto)
                if let (modulo, cuenta) = Self.modulo(en: linea), estado.vistos.insert(modulo).inserted {
                    estado.nuevos.append(modulo)
                    estado.ultimaCuenta = cuenta
                }
            }
            guard !estado.nuevos.isEmpty, ContinuousClock.now - inicio >= espera else { return nil }
            defer { estado.nuevos = [] }
            return "  compilando " + estado.nuevos.map(Self.nombre).joined(separator: ", ") + "… (\(estado.ultimaCuenta))"
        }
        if let linea { contar(linea) }
    }

    /// El módulo que empieza en una línea de SwiftPM y la cuenta de pasos, «29 de 141»; nil si no es eso.
    static func modulo(en linea: String) -> (String, String)? {
        guard linea.hasPrefix("["), let cierre = linea.firstIndex(of: "]") else { return nil }
        let cuenta = linea[linea.index(after: linea.startIndex)..<cierre].split(separator: "/")
        let resto = linea[linea.index(after: cierre)...].split(separator: " ")
        guard cuenta.count == 2, resto.count >= 2 else { return nil }
        let modulo: Substring
        switch resto[0] {
        case "Compiling": modulo = resto[1]
        case "Emitting" where resto.count >= 3 && resto[1] == "module": modulo = resto[2]
        default: return nil
        }
        return (String(modulo), "\(cuenta[0]) de \(cuenta[1])")
    }

    /// Lo que se enseña de cada módulo: el ejecutable de las pruebas, por lo que es.
    static func nombre(_ modulo: String) -> String {
        modulo == "marcador_pruebas" ? "el ejecutable de las pruebas" : modulo
    }
}
