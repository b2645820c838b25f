import Foundation

/// Un fichero `.swift` de un módulo, leído para las reglas de arquitectura: sus tokens (sin comentarios
/// ni texto de cadenas), sus `import` y sus declaraciones, cada cosa con su línea.
package struct FuenteSwift: Sendable {
    /// El módulo al que pertenece, por ejemplo "ArbitrosUI".
    package let modulo: String
    package let url: URL
    /// La ruta desde la raíz del proyecto, por ejemplo "Exercises/Arbitros/UI/ArbitrosViewModel.swift".
    package let ruta: String
    package let tokens: [TokenSwift]
    /// Para cada `(`, `[` o `{`, el índice de su pareja de cierre (y al revés); -1 si no la tiene.
    package let parejas: [Int]
    package let importaciones: [Importacion]
    package let declaraciones: [Declaracion]

    package struct Importacion: Sendable {
        package let modulo: String
        package let token: Int
    }

    package init(modulo: String, url: URL, ruta: String, texto: String) {
        self.modulo = modulo
        self.url = url
        self.ruta = ruta
        let tokens = LectorDeTokens.tokens(de: texto)
        self.tokens = tokens
        let parejas = Self.emparejar(tokens)
        self.parejas = parejas
        importaciones = Self.importaciones(en: tokens)
        declaraciones = LectorDeDeclaraciones(tokens: tokens, parejas: parejas).leer()
    }

    package init(modulo: String, url: URL, ruta: String) throws {
        try self.init(modulo: modulo, url: url, ruta: ruta, texto: String(contentsOf: url, encoding: .utf8))
    }

    /// El nombre del fichero, por ejemplo "ArbitrosViewModel.swift".
    package var nombre: String { url.lastPathComponent }

    /// Dónde está un token, para señalarlo en un informe.
    package func ubicacion(_ token: Int) -> Ubicacion {
        let t = tokens[min(max(token, 0), tokens.count - 1)]
        return Ubicacion(modulo: modulo, url: url, ruta: ruta, linea: t.linea, columna: t.columna)
    }

    package func ubicacion(_ declaracion: Declaracion) -> Ubicacion { ubicacion(declaracion.token) }

    /// Si el token está dentro del bloque `{ … }` que abre `llave`.
    package func token(_ indice: Int, estaDentroDe llave: Int) -> Bool {
        guard llave >= 0, llave < parejas.count, parejas[llave] > llave else { return false }
        return indice > llave && indice < parejas[llave]
    }

    // MARK: - Lectura

    private static func emparejar(_ tokens: [TokenSwift]) -> [Int] {
        var parejas = Array(repeating: -1, count: tokens.count)
        var pila: [Int] = []
        let cierre: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (indice, token) in tokens.enumerated() where token.clase == .puntuacion {
            switch token.texto {
            case "(", "[", "{":
                pila.append(indice)
            case ")", "]", "}":
                // Si no casa (código a medio escribir), se descartan las aperturas sin pareja.
                while let abierta = pila.popLast() {
                    if tokens[abierta].texto == cierre[token.texto] {
                        parejas[abierta] = indice
                        parejas[indice] = abierta
                        break
                    }
                }
            default:
                break
            }
        }
        return parejas
    }

    private static func importaciones(en tokens: [TokenSwift]) -> [Importacion] {
        let clasesDeImport: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor"]
        var resultado: [Importacion] = []
        for (indice, token) in tokens.enumerated() where token.es("import") {
            if indice > 0, tokens[indice - 1].es(".") { continue }
            var siguiente = indice + 1
            if siguiente < tokens.count, clasesDeImport.contains(tokens[siguiente].texto) { siguiente += 1 }
            guard siguiente < tokens.count, tokens[siguiente].esIdentificador else { continue }
            resultado.append(Importacion(modulo: tokens[siguiente].texto, token: siguiente))
        }
        return resultado
    }
}

/// Un sitio concreto del código: lo que acaba en el `sourceLocation` de un `Issue.record`.
package struct Ubicacion: Sendable, Equatable, CustomStringConvertible {
    package let modulo: String
    package let url: URL
    package let ruta: String
    package let linea: Int
    package let columna: Int

    package init(modulo: String, url: URL, ruta: String, linea: Int, columna: Int) {
        self.modulo = modulo
        self.url = url
        self.ruta = ruta
        self.linea = linea
        self.columna = columna
    }

    package var description: String { "\(ruta):\(linea):\(columna)" }

    /// "ruta:línea", lo que suele bastar para decir dónde.
    package var lugar: String { "\(ruta):\(linea)" }
}
