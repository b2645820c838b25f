/// Las líneas que delimitan una región de ejercicio. El formato es fijo (docs/instructores.md).
package enum Marca: Equatable {
    case ejercicio(paso: String)    // «// MARK: EJERCICIO <paso>»
    case esqueleto                  // «// MARK: ESQUELETO», solo en Solutions/
    case fin                        // «// MARK: FIN EJERCICIO»
    case malEscrita                 // parece una marca y no lo es: mejor un error que una región perdida

    static let textoDeEjercicio = "// MARK: EJERCICIO"
    package static let textoDeEsqueleto = "// MARK: ESQUELETO"
    package static let textoDeFin = "// MARK: FIN EJERCICIO"

    /// nil si la línea no tiene nada que ver con las marcas.
    init?(linea: String) {
        // Casi ninguna línea lleva «MARK»: se descartan sin Foundation, que en debug cuesta (comprobar lee
        // todas las de Exercises/ en cada vuelta).
        guard Self.nombraMARK(linea) else { return nil }
        let texto = linea.trimmingCharacters(in: .whitespacesAndNewlines)
        if texto == Self.textoDeFin {
            self = .fin
        } else if texto == Self.textoDeEsqueleto {
            self = .esqueleto
        } else if texto == Self.textoDeEjercicio {
            self = .ejercicio(paso: "")
        } else if texto.hasPrefix(Self.textoDeEjercicio + " ") {
            self = .ejercicio(paso: String(texto.dropFirst(Self.textoDeEjercicio.count + 1)))
        } else if texto.contains("MARK"), texto.contains("EJERC") || texto.contains("ESQUEL") {
            // «EJERC» y no «EJERCICIO»: así también se ve «// MARK: FIN EJERCICO».
            self = .malEscrita
        } else {
            return nil
        }
    }

    private static func nombraMARK(_ linea: String) -> Bool {
        let bytes = Array(linea.utf8)
        guard bytes.count >= 4 else { return false }
        for i in 0...(bytes.count - 4) where bytes[i] == 0x4D && bytes[i + 1] == 0x41 && bytes[i + 2] == 0x52 && bytes[i + 3] == 0x4B {
            return true     // «MARK»
        }
        return false
    }

    static func sangria(de linea: String) -> String {
        String(linea.prefix { $0 == " " || $0 == "\t" })
    }
}
