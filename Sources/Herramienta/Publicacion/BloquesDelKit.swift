import HerramientaNucleo

/// Las partes de un fichero del kit que no van en la publicación, entre «SOLO EN EL KIT» y «FIN SOLO EN EL
/// KIT»: la elección de Solutions/ en Package.swift, la sección de la guía que enseña a ver las soluciones…
/// En Swift, el bloque puede traer, comentado tras «EN LA PUBLICACIÓN», lo que va en su lugar (como el
/// esqueleto de una región).
///
/// ```swift
/// // MARK: SOLO EN EL KIT
/// func arbol(de modulo: String) -> String { … Solutions … }
/// // MARK: EN LA PUBLICACIÓN
/// // func arbol(de modulo: String) -> String { "Exercises" }
/// // MARK: FIN SOLO EN EL KIT
/// ```
///
/// En Markdown, `<!-- SOLO EN EL KIT -->` y `<!-- FIN SOLO EN EL KIT -->`, sin sustituto.
enum BloquesDelKit {
    struct Sintaxis: Equatable {
        let inicio: String
        let alternativa: String?
        let fin: String
    }

    static let swift = Sintaxis(inicio: "// MARK: SOLO EN EL KIT", alternativa: "// MARK: EN LA PUBLICACIÓN", fin: "// MARK: FIN SOLO EN EL KIT")
    static let markdown = Sintaxis(inicio: "<!-- SOLO EN EL KIT -->", alternativa: nil, fin: "<!-- FIN SOLO EN EL KIT -->")

    /// Solo Package.swift, el ejecutable de la herramienta (que junta las órdenes que trae) y la documentación:
    /// el resto del código de la herramienta nombra estas marcas sin serlo.
    static let conBloques = ["Package.swift", "Sources/Herramienta/marcador/main.swift"]

    static func sintaxis(de ruta: String) -> Sintaxis? {
        if conBloques.contains(ruta) { return swift }
        if ruta.hasSuffix(".md") { return markdown }
        return nil
    }

    /// El texto tal como va en la publicación. Una marca fuera de sitio o mal escrita es un error: mejor no
    /// publicar que publicar algo del kit.
    static func quitar(_ lineas: [String], ruta: String) throws(ErrorDeLaHerramienta) -> [String] {
        guard let sintaxis = sintaxis(de: ruta) else { return lineas }
        var salida: [String] = []
        var abierto: (linea: Int, enLaAlternativa: Bool)?
        for (indice, linea) in lineas.enumerated() {
            let texto = linea.trimmingCharacters(in: .whitespaces)
            let fallo = { (motivo: String) -> ErrorDeLaHerramienta in .entorno("\(ruta):\(indice + 1): \(motivo)") }
            switch texto {
            case sintaxis.inicio:
                if let abierto { throw fallo("un bloque «SOLO EN EL KIT» dentro de otro, el de la línea \(abierto.linea + 1)") }
                abierto = (indice, false)
            case sintaxis.alternativa:
                guard let actual = abierto, !actual.enLaAlternativa else { throw fallo("«EN LA PUBLICACIÓN» fuera de un bloque «SOLO EN EL KIT»") }
                abierto = (actual.linea, true)
            case sintaxis.fin:
                guard abierto != nil else { throw fallo("«FIN SOLO EN EL KIT» sin su «SOLO EN EL KIT»") }
                abierto = nil
            default:
                // «SOLO EN» y no «SOLO EN EL KIT»: así también se ve «FIN SOLO EN KIT».
                if texto.contains("SOLO EN") || texto.contains("EN LA PUBLICACI") {
                    throw fallo("marca de bloque mal escrita; las buenas son «\(sintaxis.inicio)» y «\(sintaxis.fin)»")
                }
                guard let actual = abierto else {
                    salida.append(linea)
                    continue
                }
                guard actual.enLaAlternativa else { continue }
                guard let codigo = descomentar(linea) else { throw fallo("tras «EN LA PUBLICACIÓN», cada línea va comentada con //") }
                salida.append(codigo)
            }
        }
        if let abierto { throw .entorno("\(ruta):\(abierto.linea + 1): bloque «SOLO EN EL KIT» sin cerrar") }
        return salida
    }

    /// `    // codigo` → `    codigo`; `//` solo → línea vacía.
    private static func descomentar(_ linea: String) -> String? {
        let sangria = linea.prefix { $0 == " " || $0 == "\t" }
        let resto = linea.dropFirst(sangria.count)
        if resto == "//" { return "" }
        guard resto.hasPrefix("// ") else { return nil }
        return String(sangria) + resto.dropFirst(3)
    }
}
