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

    static func sangria(de linea: String) -> String {
        String(linea.prefix { $0 == " " || $0 == "\t" })
    }
}
