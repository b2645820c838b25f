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

    /// La carpeta de un módulo, desde la raíz, tal como se ha compilado: la de su árbol («Solutions/Core») o, si
    /// MARCADOR_MUTANTES lo nombra, su copia en .build/marcador/mutantes, como en Package.swift (los fallos
    /// sembrados y las alternativas que `verificar` prueba; así las reglas leen esa variante).
    package static func carpeta(de modulo: String, carpeta: String) -> String {
        let copias = (ProcessInfo.processInfo.environment["MARCADOR_MUTANTES"] ?? "").split(separator: ",")
        return copias.contains { $0 == modulo } ? ".build/marcador/mutantes/\(modulo)" : arbol(de: modulo) + "/" + carpeta
    }

    /// El texto de un fichero de la app tal como se ha compilado, por ejemplo ("Core", "Core/Configuracion.swift").
    package static func fuente(de modulo: String, fichero: String) throws -> String {
        let copia = carpeta(de: modulo, carpeta: "")
        if copia.hasPrefix(".build/") {
            // En la copia, el fichero va sin la carpeta del módulo («Core/Configuracion.swift» → «Configuracion.swift»).
            let partes = fichero.split(separator: "/")
            for quitar in 1..<max(partes.count, 1) {
                let url = raiz.appending(path: copia + "/" + partes.dropFirst(quitar).joined(separator: "/"))
                if let texto = try? String(contentsOf: url, encoding: .utf8) { return texto }
            }
        }
        return try String(contentsOf: raiz.appending(path: "\(arbol(de: modulo))/\(fichero)"), encoding: .utf8)
    }
}
