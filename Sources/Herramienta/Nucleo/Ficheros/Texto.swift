import Foundation

/// Los ficheros con regiones se tratan como líneas separadas por «\n»; al volver a unirlas,
/// lo que no es región queda idéntico, con o sin salto de línea al final.
package enum Texto {
    package static func lineas(_ datos: Data) -> [String]? {
        String(data: datos, encoding: .utf8)?.components(separatedBy: "\n")
    }

    package static func datos(_ lineas: [String]) -> Data {
        Data(lineas.joined(separator: "\n").utf8)
    }

    static func tieneMarcas(_ lineas: [String]) -> Bool {
        lineas.contains { Marca(linea: $0) != nil }
    }
}
