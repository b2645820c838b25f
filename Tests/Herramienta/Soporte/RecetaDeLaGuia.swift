@testable import HerramientaNucleo
/// Una receta de una guía: los pasos numerados de una sección, cada uno un fichero que tocar (`Tests/<carpeta>/<Suite>.swift`,
/// con huecos entre `<` y `>`) o una orden de la herramienta (`swift run marcador generar`). Las pruebas
/// de las recetas la siguen tal cual: si la guía y la herramienta se separan, fallan.
package struct RecetaDeLaGuia: Equatable {
    package enum Paso: Equatable {
        case fichero(String)
        case orden([String])    // los argumentos de `swift run marcador`
    }

    package let pasos: [Paso]

    /// Las recetas de las guías del kit: las siguen las pruebas de integración (`RecetasTests`).
    package static let anadirUnPaso = (guia: "docs/instructores.md", seccion: "Añadir un paso a una lección")
    package static let anadirUnaLeccion = (guia: "docs/instructores.md", seccion: "Añadir una lección")
    package static let anadirUnaRegla = (guia: "docs/arquitectura.md", seccion: "Cómo añadir una regla")
    package static let delKit = [anadirUnPaso, anadirUnaLeccion, anadirUnaRegla]

    /// Los pasos de la sección `## <titulo>` de una guía: las líneas «N. `…`» hasta la sección siguiente.
    package init?(guia: String, seccion titulo: String) {
        let lineas = guia.components(separatedBy: "\n")
        guard let inicio = lineas.firstIndex(of: "## " + titulo) else { return nil }
        let seccion = lineas[(inicio + 1)...].prefix { !$0.hasPrefix("## ") && !$0.hasPrefix("# ") }
        pasos = seccion.compactMap { linea in
            guard let punto = linea.firstIndex(of: "."), !linea[..<punto].isEmpty, linea[..<punto].allSatisfy(\.isNumber) else { return nil }
            let resto = linea[punto...].dropFirst()
            guard resto.hasPrefix(" `"), let fin = resto.dropFirst(2).firstIndex(of: "`") else { return nil }
            let dentro = String(resto.dropFirst(2)[..<fin])
            let orden = "swift run marcador "
            return dentro.hasPrefix(orden) ? .orden(dentro.dropFirst(orden.count).split(separator: " ").map(String.init)) : .fichero(dentro)
        }
    }

    /// Si una ruta encaja en un patrón con huecos: cada `<…>` es uno o más caracteres cualesquiera.
    package static func encaja(_ ruta: String, en patron: String) -> Bool {
        encaja(Substring(ruta), Substring(patron))
    }

    private static func encaja(_ ruta: Substring, _ patron: Substring) -> Bool {
        guard let hueco = patron.firstIndex(of: "<"), let cierre = patron[hueco...].firstIndex(of: ">") else {
            return ruta == patron
        }
        let antes = patron[..<hueco]
        let despues = patron[patron.index(after: cierre)...]
        guard ruta.hasPrefix(antes) else { return false }
        let resto = ruta.dropFirst(antes.count)
        guard !resto.isEmpty else { return false }
        // El hueco se come uno o más caracteres: se prueba cada corte.
        var corte = resto.index(after: resto.startIndex)
        while !encaja(resto[corte...], despues) {
            guard corte < resto.endIndex else { return false }
            corte = resto.index(after: corte)
        }
        return true
    }
}
