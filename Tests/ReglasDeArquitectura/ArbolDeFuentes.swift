import Foundation

/// De qué carpeta salen las fuentes compiladas de cada módulo de la app: `Exercises/` o `Solutions/`.
/// Sigue la misma regla que Package.swift con la variable MARCADOR, que `swift test` hereda al
/// ejecutar las pruebas; así las pruebas que leen código fuente miran el árbol que se ha compilado.
package enum ArbolDeFuentes {
    /// La raíz del paquete (la carpeta de Package.swift).
    package static let raiz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // ReglasDeArquitectura
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    /// "Solutions" o "Exercises" para un módulo de la app, por ejemplo "Core".
    package static func arbol(de modulo: String) -> String {
        arbol(de: modulo, eleccion: ProcessInfo.processInfo.environment["MARCADOR"] ?? "")
    }

    /// Lo mismo, con el valor de MARCADOR dado: «soluciones», «soluciones:Core,ArbitrosData» o cualquier otro.
    package static func arbol(de modulo: String, eleccion: String) -> String {
        guard eleccion.hasPrefix("soluciones") else { return "Exercises" }
        let partes = eleccion.split(separator: ":", maxSplits: 1)
        guard partes.count == 2 else { return "Solutions" }
        return partes[1].split(separator: ",").contains { $0 == modulo } ? "Solutions" : "Exercises"
    }

    /// El texto de un fichero de la app tal como se ha compilado, por ejemplo ("Core", "Core/Configuracion.swift").
    package static func fuente(de modulo: String, fichero: String) throws -> String {
        try String(contentsOf: raiz.appending(path: "\(arbol(de: modulo))/\(fichero)"), encoding: .utf8)
    }
}
