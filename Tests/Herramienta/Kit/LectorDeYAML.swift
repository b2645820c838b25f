/// Un lector del subconjunto de YAML que usa docs/github-classroom/calificar.yml: mapas y listas por
/// sangría, escalares simples o entre comillas, bloques literales (`|`) y comentarios. Lo demás (anclas,
/// flujos `{…}`/`[…]`, tabuladores, claves repetidas) es un error: mejor fallar que leer otra cosa.
enum NodoYAML: Equatable {
    case texto(String)
    case mapa([(clave: String, valor: NodoYAML)])
    case lista([NodoYAML])
    case nulo

    subscript(clave: String) -> NodoYAML? {
        guard case let .mapa(pares) = self else { return nil }
        return pares.first { $0.clave == clave }?.valor
    }

    var texto: String? { if case let .texto(texto) = self { texto } else { nil } }
    var elementos: [NodoYAML] { if case let .lista(elementos) = self { elementos } else { [] } }
    var claves: [String] { if case let .mapa(pares) = self { pares.map(\.clave) } else { [] } }

    static func == (a: NodoYAML, b: NodoYAML) -> Bool {
        switch (a, b) {
        case let (.texto(x), .texto(y)): x == y
        case let (.lista(x), .lista(y)): x == y
        case let (.mapa(x), .mapa(y)): x.map(\.clave) == y.map(\.clave) && x.map(\.valor) == y.map(\.valor)
        case (.nulo, .nulo): true
        default: false
        }
    }
}

struct ErrorDeYAML: Error, CustomStringConvertible {
    let linea: Int
    let motivo: String
    var description: String { "línea \(linea): \(motivo)" }
}

struct LectorDeYAML {
    private var lineas: [String]
    private var actual = 0

    static func leer(_ texto: String) throws(ErrorDeYAML) -> NodoYAML {
        var lector = LectorDeYAML(lineas: texto.components(separatedBy: "\n"))
        lector.saltarVacias()
        guard lector.actual < lector.lineas.count else { return .nulo }
        let nodo = try lector.nodo(sangria: lector.sangria(lector.actual))
        lector.saltarVacias()
        if lector.actual < lector.lineas.count { throw ErrorDeYAML(linea: lector.actual + 1, motivo: "sangría inesperada") }
        return nodo
    }

    private init(lineas: [String]) { self.lineas = lineas }

    private func sangria(_ indice: Int) -> Int { lineas[indice].prefix { $0 == " " }.count }
    private func contenido(_ indice: Int) -> Substring { lineas[indice].drop { $0 == " " } }

    private mutating func saltarVacias() {
        while actual < lineas.count, contenido(actual).isEmpty || contenido(actual).hasPrefix("#") { actual += 1 }
    }

    private func esElemento(_ indice: Int) -> Bool { contenido(indice) == "-" || contenido(indice).hasPrefix("- ") }

    private mutating func nodo(sangria: Int) throws(ErrorDeYAML) -> NodoYAML {
        if lineas[actual].contains("\t") { throw ErrorDeYAML(linea: actual + 1, motivo: "tabulador") }
        return esElemento(actual) ? try lista(sangria: sangria) : try mapa(sangria: sangria)
    }

    private mutating func lista(sangria: Int) throws(ErrorDeYAML) -> NodoYAML {
        var elementos: [NodoYAML] = []
        while actual < lineas.count, self.sangria(actual) == sangria, esElemento(actual) {
            let resto = contenido(actual).dropFirst(1).drop { $0 == " " }
            if resto.isEmpty || resto.hasPrefix("#") { throw ErrorDeYAML(linea: actual + 1, motivo: "elemento vacío") }
            if Self.partir(resto) != nil {
                // «- clave: valor»: un mapa cuyas claves van a la sangría de «clave».
                let suya = sangria + (contenido(actual).count - resto.count)
                lineas[actual] = String(repeating: " ", count: suya) + resto
                elementos.append(try mapa(sangria: suya))
            } else {
                elementos.append(.texto(try Self.escalar(resto, linea: actual + 1)))
                actual += 1
            }
            saltarVacias()
        }
        return .lista(elementos)
    }

    private mutating func mapa(sangria: Int) throws(ErrorDeYAML) -> NodoYAML {
        var pares: [(clave: String, valor: NodoYAML)] = []
        while actual < lineas.count, self.sangria(actual) == sangria, !esElemento(actual) {
            let linea = actual + 1
            guard let (clave, resto) = Self.partir(contenido(actual)) else { throw ErrorDeYAML(linea: linea, motivo: "se esperaba «clave: valor»") }
            if pares.contains(where: { $0.clave == clave }) { throw ErrorDeYAML(linea: linea, motivo: "clave repetida «\(clave)»") }
            actual += 1
            let valor: NodoYAML
            if resto == "|" || resto == "|-" {
                valor = .texto(literal(padre: sangria, conSaltoFinal: resto == "|"))
            } else if resto.isEmpty || resto.hasPrefix("#") {
                saltarVacias()
                if actual < lineas.count, self.sangria(actual) > sangria || (self.sangria(actual) == sangria && esElemento(actual)) {
                    valor = try nodo(sangria: self.sangria(actual))
                } else {
                    valor = .nulo
                }
            } else {
                valor = .texto(try Self.escalar(resto, linea: linea))
            }
            pares.append((clave, valor))
            saltarVacias()
        }
        return .mapa(pares)
    }

    /// Las líneas más sangradas que `padre` (y las vacías entre ellas), sin su sangría común.
    private mutating func literal(padre: Int, conSaltoFinal: Bool) -> String {
        var cuerpo: [Substring] = []
        var sangriaDelBloque: Int?
        while actual < lineas.count, contenido(actual).isEmpty || sangria(actual) > padre {
            if !contenido(actual).isEmpty, sangriaDelBloque == nil { sangriaDelBloque = sangria(actual) }
            cuerpo.append(lineas[actual].dropFirst(min(sangria(actual), sangriaDelBloque ?? 0)))
            actual += 1
        }
        while cuerpo.last?.isEmpty == true { cuerpo.removeLast() }
        return cuerpo.joined(separator: "\n") + (conSaltoFinal && !cuerpo.isEmpty ? "\n" : "")
    }

    /// «clave: resto» o «clave:», con la clave simple (sin comillas ni espacios).
    private static func partir(_ linea: Substring) -> (String, Substring)? {
        guard let dosPuntos = linea.firstIndex(of: ":") else { return nil }
        let clave = linea[..<dosPuntos]
        guard !clave.isEmpty, clave.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else { return nil }
        let resto = linea[linea.index(after: dosPuntos)...]
        guard resto.isEmpty || resto.first == " " else { return nil }
        return (String(clave), resto.drop { $0 == " " })
    }

    private static func escalar(_ texto: Substring, linea: Int) throws(ErrorDeYAML) -> String {
        if let comilla = texto.first, comilla == "'" || comilla == "\"" {
            var valor = ""
            var indice = texto.index(after: texto.startIndex)
            while indice < texto.endIndex {
                let caracter = texto[indice]
                let siguiente = texto.index(after: indice)
                if caracter == comilla {
                    // '' dentro de comillas simples es una comilla.
                    if comilla == "'", siguiente < texto.endIndex, texto[siguiente] == "'" {
                        valor.append("'")
                        indice = texto.index(after: siguiente)
                        continue
                    }
                    let cola = texto[siguiente...].drop { $0 == " " }
                    guard cola.isEmpty || cola.hasPrefix("#") else { throw ErrorDeYAML(linea: linea, motivo: "texto tras las comillas") }
                    return valor
                }
                if comilla == "\"", caracter == "\\", siguiente < texto.endIndex {
                    valor.append(texto[siguiente])
                    indice = texto.index(after: siguiente)
                    continue
                }
                valor.append(caracter)
                indice = siguiente
            }
            throw ErrorDeYAML(linea: linea, motivo: "comillas sin cerrar")
        }
        if let primero = texto.first, "&*!{[>%@`".contains(primero) {
            throw ErrorDeYAML(linea: linea, motivo: "«\(primero)» está fuera del subconjunto que se lee")
        }
        // Un comentario empieza en « #».
        let sinComentario = texto.range(of: " #").map { texto[..<$0.lowerBound] } ?? texto
        return String(sinComentario.reversed().drop { $0 == " " }.reversed())
    }
}
