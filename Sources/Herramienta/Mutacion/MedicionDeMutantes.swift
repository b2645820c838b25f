import Foundation

/// Lo que mide `MedidorDeMutantes` de unos pasos de pruebas de una vez.
package struct MedicionDeMutantes: Equatable, Sendable {
    package var pasos: [String: MedicionDePruebas] = [:]
    package var errores: [String] = []      // si el paquete no compila por algo que no es de esos pasos: sus líneas `error:`
    package var cortada = false             // alguna ejecución pasó del límite de tiempo
    package var tiempos = Tiempos()

    /// Dónde se va el tiempo de una medición, para decirlo (calificar) y medirlo (docs/benchmarks).
    package struct Tiempos: Equatable, Sendable {
        package var compilar: Duration = .zero          // las compilaciones con los mutantes, SwiftPM incluido
        package var ejecuciones = 0
        package var ejecutar: Duration = .zero          // de reloj: lanzar, esperar, barrer y leer cada flujo
        package var dentro: Duration = .zero            // lo que vivieron los procesos de las pruebas

        /// «compilar 0,55 s · 22 ejecuciones 1,61 s (0,07 s cada una: 0,05 s el proceso de las pruebas)».
        package var resumen: String {
            let cada = ejecuciones > 0 ? " (\(Self.texto(ejecutar / ejecuciones)) cada una: \(Self.texto(dentro / ejecuciones)) el proceso de las pruebas)" : ""
            return "compilar \(Self.texto(compilar)) · \(ejecuciones) ejecuciones \(Self.texto(ejecutar))" + cada
        }

        private static func texto(_ duracion: Duration) -> String {
            let segundos = Double(duracion.components.seconds) + Double(duracion.components.attoseconds) / 1e18
            return String(format: "%.2f s", segundos).replacingOccurrences(of: ".", with: ",")
        }
    }

    package init(pasos: [String: MedicionDePruebas] = [:], errores: [String] = [], cortada: Bool = false) {
        self.pasos = pasos
        self.errores = errores
        self.cortada = cortada
    }
}
