/// Una declaración de un fichero: un tipo, una extensión, una función o una propiedad, con sus
/// atributos (`@MainActor`), sus modificadores (`final`, `private(set)`), lo que hereda y su cuerpo.
package struct Declaracion: Sendable {
    package enum Clase: String, Sendable {
        case clase = "class", estructura = "struct", enumeracion = "enum", protocolo = "protocol"
        case actor, `extension`, funcion = "func", inicializador = "init", variable = "var", constante = "let"

        package var esTipo: Bool { [.clase, .estructura, .enumeracion, .protocolo, .actor].contains(self) }
    }

    package let clase: Clase
    package let nombre: String
    /// El índice del token de la palabra clave (`class`, `var`…): ahí se señala.
    package let token: Int
    package let atributos: [String]
    package let modificadores: [String]
    /// Los nombres tras `:` en un tipo o una extensión (`Decodable`, `ArbitrosRepositorio`…).
    package let herencia: [String]
    /// Los tokens del tipo anotado de una propiedad (`any ArbitrosRepositorio`) o de una función (su firma).
    package let firma: ClosedRange<Int>?
    /// La llave `{` que abre el cuerpo, si lo tiene.
    package let llave: Int?
    /// El índice, en `declaraciones`, de la declaración que la contiene (un tipo, una función…).
    package internal(set) var contenedor: Int?

    package func tiene(_ modificador: String) -> Bool { modificadores.contains(modificador) }
    package func lleva(_ atributo: String) -> Bool { atributos.contains(atributo) }

    /// `private` o `fileprivate` (sin `(set)`): nadie de fuera la ve.
    package var esPrivada: Bool { tiene("private") || tiene("fileprivate") }
    /// `private(set)` o `fileprivate(set)`: de fuera se lee, pero solo se escribe dentro.
    package var soloSeEscribeDentro: Bool { tiene("private(set)") || tiene("fileprivate(set)") }
}

/// Lee las declaraciones de una lista de tokens: sin compilador, lo justo para las reglas.
struct LectorDeDeclaraciones {
    let tokens: [TokenSwift]
    let parejas: [Int]

    private static let modificadores: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class",
        "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "convenience",
        "required", "dynamic", "indirect", "optional", "distributed", "isolated", "consuming", "borrowing",
    ]
    private static let accesos: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open"]
    private static let finDeFirma: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
        "actor", "extension", "typealias", "case", "import",
    ]

    func leer() -> [Declaracion] {
        var declaraciones: [Declaracion] = []
        for indice in tokens.indices where tokens[indice].esIdentificador {
            if let declaracion = declaracion(en: indice) { declaraciones.append(declaracion) }
        }
        // El contenedor: la declaración con cuerpo más interna que la rodea.
        for i in declaraciones.indices {
            var mejor: Int?
            for j in declaraciones.indices where j != i {
                guard let llave = declaraciones[j].llave, parejas[llave] > llave,
                      declaraciones[i].token > llave, declaraciones[i].token < parejas[llave] else { continue }
                if let actual = mejor, let llaveActual = declaraciones[actual].llave, llaveActual > llave { continue }
                mejor = j
            }
            declaraciones[i].contenedor = mejor
        }
        return declaraciones
    }

    private func declaracion(en indice: Int) -> Declaracion? {
        let texto = tokens[indice].texto
        let anterior = indice > 0 ? tokens[indice - 1] : nil
        if anterior?.es(".") == true { return nil }   // `.init(…)`, `x.class`
        switch texto {
        case "class", "struct", "enum", "protocol", "actor", "extension":
            guard let nombre = siguiente(indice), nombre.esIdentificador,
                  !["func", "var", "let", "subscript", "init", "deinit", "static", "final"].contains(nombre.texto)
            else { return nil }   // `class func`, `class var`: es un modificador
            return tipo(en: indice, clase: Declaracion.Clase(rawValue: texto)!)
        case "func":
            return funcion(en: indice, clase: .funcion, nombre: siguiente(indice)?.texto ?? "")
        case "init":
            return funcion(en: indice, clase: .inicializador, nombre: "init")
        case "var", "let":
            // `if let`, `case let`, `guard var`… son patrones, no declaraciones de propiedad.
            if let anterior, ["if", "guard", "while", "case", "for", "in", "catch", ",", "("].contains(anterior.texto) { return nil }
            return propiedad(en: indice, clase: texto == "var" ? .variable : .constante)
        default:
            return nil
        }
    }

    // MARK: - Tipos

    private func tipo(en indice: Int, clase: Declaracion.Clase) -> Declaracion {
        var j = indice + 1
        var nombre = tokens[j].texto
        j += 1
        while j + 1 < tokens.count, tokens[j].es("."), tokens[j + 1].esIdentificador {   // extension A.B
            nombre += "." + tokens[j + 1].texto
            j += 2
        }
        if j < tokens.count, tokens[j].es("<") || tokens[j].texto.hasPrefix("<") { j = saltarGenericos(desde: j) }
        var herencia: [String] = []
        if j < tokens.count, tokens[j].es(":") {
            j += 1
            while j < tokens.count, !tokens[j].es("{"), !tokens[j].es("where") {
                if tokens[j].esIdentificador, !["any", "some"].contains(tokens[j].texto) { herencia.append(tokens[j].texto) }
                j += 1
            }
        }
        while j < tokens.count, !tokens[j].es("{") { j += 1 }
        let (atributos, modificadores) = prefijos(antesDe: indice)
        return Declaracion(
            clase: clase, nombre: nombre, token: indice, atributos: atributos, modificadores: modificadores,
            herencia: herencia, firma: nil, llave: j < tokens.count ? j : nil
        )
    }

    private func saltarGenericos(desde inicio: Int) -> Int {
        var nivel = 0
        var j = inicio
        while j < tokens.count {
            for caracter in tokens[j].texto where tokens[j].clase == .operador {
                if caracter == "<" { nivel += 1 }
                if caracter == ">" { nivel -= 1 }
            }
            j += 1
            if nivel <= 0 { break }
        }
        return j
    }

    // MARK: - Funciones

    private func funcion(en indice: Int, clase: Declaracion.Clase, nombre: String) -> Declaracion {
        var j = indice + 1
        var llave: Int?
        while j < tokens.count {
            let t = tokens[j]
            if t.es("(") || t.es("[") {
                j = max(parejas[j], j) + 1
                continue
            }
            if t.es("{") { llave = j; break }
            if t.es("}") || t.es(";") || (t.esIdentificador && Self.finDeFirma.contains(t.texto)) || t.clase == .atributo {
                break   // un requisito de protocolo: sin cuerpo
            }
            j += 1
        }
        let (atributos, modificadores) = prefijos(antesDe: indice)
        let finDeFirma = (llave ?? j) - 1
        return Declaracion(
            clase: clase, nombre: nombre, token: indice, atributos: atributos, modificadores: modificadores,
            herencia: [], firma: finDeFirma > indice ? (indice + 1)...finDeFirma : nil, llave: llave
        )
    }

    // MARK: - Propiedades

    private func propiedad(en indice: Int, clase: Declaracion.Clase) -> Declaracion? {
        guard let nombre = siguiente(indice), nombre.esIdentificador else { return nil }   // `let (a, b) = …`
        var j = indice + 2
        var firma: ClosedRange<Int>?
        if j < tokens.count, tokens[j].es(":") {
            let inicio = j + 1
            j += 1
            // El tipo acaba en `=`, en `{` o al empezar otra línea fuera de paréntesis.
            while j < tokens.count {
                let t = tokens[j]
                if t.es("=") || t.es("{") || t.es(";") || t.es("}") { break }
                if j > inicio, t.linea != tokens[j - 1].linea, !(t.clase == .operador || t.es(".")) { break }
                if t.es("(") || t.es("[") { j = max(parejas[j], j) + 1; continue }
                j += 1
            }
            if j > inicio { firma = inicio...(j - 1) }
        }
        let tieneValorInicial = j < tokens.count && tokens[j].es("=")
        // `{` en la misma declaración: propiedad calculada, o `didSet`/`willSet`.
        var llave: Int?
        if !tieneValorInicial, j < tokens.count, tokens[j].es("{"), tokens[j].linea == tokens[indice].linea || firma != nil {
            llave = j
        }
        let (atributos, modificadores) = prefijos(antesDe: indice)
        return Declaracion(
            clase: clase, nombre: nombre.texto, token: indice, atributos: atributos, modificadores: modificadores,
            herencia: [], firma: firma, llave: llave
        )
    }

    // MARK: - Atributos y modificadores

    /// Los atributos y modificadores escritos delante de la palabra clave, en el orden del fichero.
    private func prefijos(antesDe indice: Int) -> (atributos: [String], modificadores: [String]) {
        var atributos: [String] = []
        var modificadores: [String] = []
        var j = indice - 1
        while j >= 0 {
            let t = tokens[j]
            if t.clase == .atributo { atributos.insert(t.texto, at: 0); j -= 1; continue }
            if t.esIdentificador, Self.modificadores.contains(t.texto) { modificadores.insert(t.texto, at: 0); j -= 1; continue }
            if t.es(")"), parejas[j] > 0 {
                let abre = parejas[j]
                let antes = tokens[abre - 1]
                if antes.esIdentificador, Self.accesos.contains(antes.texto) {   // private(set)
                    let dentro = tokens[(abre + 1)..<j].map(\.texto).joined()
                    modificadores.insert("\(antes.texto)(\(dentro))", at: 0)
                    j = abre - 2
                    continue
                }
                if antes.clase == .atributo {   // @available(…)
                    atributos.insert(antes.texto, at: 0)
                    j = abre - 2
                    continue
                }
            }
            break
        }
        return (atributos, modificadores)
    }

    private func siguiente(_ indice: Int) -> TokenSwift? {
        indice + 1 < tokens.count ? tokens[indice + 1] : nil
    }
}
