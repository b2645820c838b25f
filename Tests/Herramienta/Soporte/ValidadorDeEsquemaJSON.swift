import Foundation

/// Valida un valor JSON contra un JSON Schema (draft 2020-12), solo con las palabras que usa el esquema
/// de results.json: type, enum, required, properties, additionalProperties (false), items, minLength,
/// maxLength (en escalares Unicode), pattern, minimum, maximum y anyOf. Una palabra que no conoce es un
/// error del esquema, no algo que se salte: así el esquema no puede pedir algo que nadie comprueba.
package struct ValidadorDeEsquemaJSON: Sendable {
    package let esquema: ValorJSON

    private static let anotaciones: Set<String> = ["$schema", "$comment", "title", "description"]

    package init(_ datos: Data) throws {
        esquema = try JSONDecoder().decode(ValorJSON.self, from: datos)
    }

    /// Lo que no cumple, con su ruta («$.tests[3].message: …»); vacío si es válido.
    package func errores(de valor: ValorJSON) -> [String] {
        Self.errores(de: valor, contra: esquema, en: "$")
    }

    private static func errores(de valor: ValorJSON, contra esquema: ValorJSON, en ruta: String) -> [String] {
        guard case let .objeto(palabras) = esquema else { return ["\(ruta): el esquema no es un objeto"] }
        var errores: [String] = []
        for (palabra, regla) in palabras.sorted(by: { $0.key < $1.key }) where !anotaciones.contains(palabra) {
            switch (palabra, regla) {
            case let ("type", .texto(tipo)):
                if !esDeTipo(valor, tipo) { errores.append("\(ruta): no es de tipo \(tipo)") }
            case let ("type", .lista(tipos)):
                if !tipos.contains(where: { $0.texto.map { esDeTipo(valor, $0) } ?? false }) {
                    errores.append("\(ruta): no es de ningún tipo de \(tipos.compactMap(\.texto))")
                }
            case let ("enum", .lista(valores)):
                if !valores.contains(where: { iguales($0, valor) }) { errores.append("\(ruta): \(valor) no es uno de \(valores)") }
            case let ("required", .lista(claves)):
                if case let .objeto(campos) = valor {
                    for clave in claves.compactMap(\.texto) where campos[clave] == nil { errores.append("\(ruta): falta «\(clave)»") }
                }
            case let ("properties", .objeto(reglas)):
                if case let .objeto(campos) = valor {
                    for (clave, regla) in reglas.sorted(by: { $0.key < $1.key }) {
                        if let campo = campos[clave] { errores += Self.errores(de: campo, contra: regla, en: "\(ruta).\(clave)") }
                    }
                }
            case ("additionalProperties", .booleano(false)):
                if case let .objeto(campos) = valor {
                    var permitidas: Set<String> = []
                    if case let .objeto(reglas)? = palabras["properties"] { permitidas = Set(reglas.keys) }
                    for clave in campos.keys.sorted() where !permitidas.contains(clave) { errores.append("\(ruta): sobra «\(clave)»") }
                }
            case ("items", _):
                if case let .lista(elementos) = valor {
                    for (i, elemento) in elementos.enumerated() { errores += Self.errores(de: elemento, contra: regla, en: "\(ruta)[\(i)]") }
                }
            case let ("minLength", .entero(minimo)):
                if let texto = valor.texto, texto.unicodeScalars.count < minimo { errores.append("\(ruta): tiene menos de \(minimo) caracteres") }
            case let ("maxLength", .entero(maximo)):
                if let texto = valor.texto, texto.unicodeScalars.count > maximo {
                    errores.append("\(ruta): tiene \(texto.unicodeScalars.count) caracteres, más de \(maximo)")
                }
            case let ("pattern", .texto(patron)):
                if let texto = valor.texto, !cumple(texto, patron) { errores.append("\(ruta): no cumple el patrón \(patron)") }
            case ("minimum", _), ("maximum", _):
                if let x = numero(valor), let limite = numero(regla), palabra == "minimum" ? x < limite : x > limite {
                    errores.append("\(ruta): \(x) está fuera del \(palabra) \(limite)")
                }
            case let ("anyOf", .lista(alternativas)):
                let fallos = alternativas.map { Self.errores(de: valor, contra: $0, en: ruta) }
                if !fallos.contains(where: \.isEmpty) {
                    errores.append("\(ruta): no cumple ninguna alternativa de anyOf: " + fallos.map { $0.joined(separator: ", ") }.joined(separator: " | "))
                }
            default:
                errores.append("\(ruta): el validador no conoce «\(palabra)» con ese valor")
            }
        }
        return errores
    }

    private static func esDeTipo(_ valor: ValorJSON, _ tipo: String) -> Bool {
        switch (tipo, valor) {
        case ("null", .nulo), ("boolean", .booleano), ("integer", .entero), ("number", .entero), ("number", .numero),
             ("string", .texto), ("array", .lista), ("object", .objeto): true
        default: false
        }
    }

    private static func numero(_ valor: ValorJSON) -> Double? {
        switch valor {
        case let .entero(entero): Double(entero)
        case let .numero(numero): numero
        default: nil
        }
    }

    /// 3 y 3.0 son el mismo número en JSON Schema.
    private static func iguales(_ a: ValorJSON, _ b: ValorJSON) -> Bool {
        if let x = numero(a), let y = numero(b) { return x == y }
        return a == b
    }

    private static func cumple(_ texto: String, _ patron: String) -> Bool {
        guard let expresion = try? NSRegularExpression(pattern: patron) else { return false }
        return expresion.firstMatch(in: texto, range: NSRange(texto.startIndex..., in: texto)) != nil
    }
}
