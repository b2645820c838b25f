/// Una pieza del código fuente, sin comentarios ni texto de cadenas: lo que las reglas de arquitectura leen.
///
/// El contenido de un literal de cadena se queda en un solo token `.cadena` vacío (sus interpolaciones
/// `\(…)` sí son código y salen como tokens), así que un «URLSession» dentro de un comentario o de un
/// texto nunca cuenta como uso.
package struct TokenSwift: Sendable, Equatable {
    package enum Clase: Sendable, Equatable {
        case identificador     // también las palabras clave: `class`, `var`, `self`…
        case atributo          // `@MainActor`, `@ObservationIgnored`
        case directiva         // `#if`, `#endif`, `#expect`
        case numero
        case cadena
        case puntuacion        // ( ) [ ] { } , : ; .
        case operador          // = == -> ? ! && …
    }

    package let texto: String
    package let clase: Clase
    package let linea: Int
    package let columna: Int

    package func es(_ texto: String) -> Bool { self.texto == texto && clase != .cadena }
    package var esIdentificador: Bool { clase == .identificador }
}

/// Trocea el texto de un fichero Swift en tokens. Entiende comentarios anidados, cadenas de varias
/// líneas, cadenas crudas (`#"…"#`) e interpolaciones; no entiende los literales de expresión regular `/…/`.
struct LectorDeTokens {
    private let bytes: [UInt8]
    private var i = 0
    private var linea = 1
    private var inicioDeLinea = 0
    /// Si hay espacio, salto de línea o comentario justo delante del token que se va a anotar.
    private var separado = true

    init(_ texto: String) {
        bytes = Array(texto.utf8)
    }

    static func tokens(de texto: String) -> [TokenSwift] {
        var lector = LectorDeTokens(texto)
        var tokens: [TokenSwift] = []
        lector.leer(en: &tokens, hastaCerrarInterpolacion: false)
        return tokens
    }

    // MARK: - Código

    private mutating func leer(en tokens: inout [TokenSwift], hastaCerrarInterpolacion: Bool) {
        var parentesis = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A { nuevaLinea(); i += 1; separado = true; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; separado = true; continue }
            if c == 0x2F, siguiente(1) == 0x2F { saltarHastaFinDeLinea(); separado = true; continue }
            if c == 0x2F, siguiente(1) == 0x2A { saltarComentarioDeBloque(); separado = true; continue }

            let inicio = i
            let columna = columnaActual()
            func anotar(_ clase: TokenSwift.Clase, _ texto: String) {
                tokens.append(TokenSwift(texto: texto, clase: clase, linea: linea, columna: columna))
                separado = false
            }

            if c == 0x22 || (c == 0x23 && esInicioDeCadenaCruda()) {
                anotar(.cadena, "")
                leerCadena(en: &tokens)
                separado = false
                continue
            }
            if esLetra(c) || c == 0x24 {   // identificador o $0
                i += 1
                while i < bytes.count, esLetra(bytes[i]) || esDigito(bytes[i]) { i += 1 }
                anotar(.identificador, texto(desde: inicio))
                continue
            }
            if c == 0x60 {   // `identificador`
                i += 1
                while i < bytes.count, bytes[i] != 0x60, bytes[i] != 0x0A { i += 1 }
                let nombre = String(decoding: bytes[(inicio + 1)..<i], as: UTF8.self)
                if i < bytes.count, bytes[i] == 0x60 { i += 1 }
                anotar(.identificador, nombre)
                continue
            }
            if c == 0x40 || c == 0x23, i + 1 < bytes.count, esLetra(bytes[i + 1]) {   // @atributo, #directiva
                i += 1
                while i < bytes.count, esLetra(bytes[i]) || esDigito(bytes[i]) { i += 1 }
                anotar(c == 0x40 ? .atributo : .directiva, texto(desde: inicio))
                continue
            }
            if esDigito(c) {
                i += 1
                while i < bytes.count {
                    let d = bytes[i]
                    if esLetra(d) || esDigito(d) { i += 1; continue }
                    if d == 0x2E, i + 1 < bytes.count, esDigito(bytes[i + 1]) { i += 2; continue }
                    break
                }
                anotar(.numero, texto(desde: inicio))
                continue
            }
            if "()[]{},:;.@#\\".utf8.contains(c) {
                if hastaCerrarInterpolacion {
                    if c == 0x28 { parentesis += 1 }
                    if c == 0x29 {
                        if parentesis == 0 { i += 1; return }   // fin de `\(…)`
                        parentesis -= 1
                    }
                }
                i += 1
                anotar(.puntuacion, texto(desde: inicio))
                continue
            }
            if esOperador(c) {
                // `x?.y`, `x!`, `as?`: el ? o el ! pegados a lo anterior van solos.
                let pegado = !separado && (c == 0x3F || c == 0x21)
                i += 1
                if !pegado {
                    while i < bytes.count, esOperador(bytes[i]) {
                        // Un comentario pegado a un operador no es parte del operador.
                        if bytes[i] == 0x2F, siguiente(1) == 0x2F || siguiente(1) == 0x2A { break }
                        i += 1
                    }
                }
                anotar(.operador, texto(desde: inicio))
                continue
            }
            i += 1   // cualquier otro byte suelto (no debería haberlos en Swift válido)
            separado = true
        }
    }

    // MARK: - Cadenas

    private func esInicioDeCadenaCruda() -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == 0x23 { j += 1 }
        return j < bytes.count && bytes[j] == 0x22
    }

    /// Lee un literal de cadena entero (ya anotado) y deja en `tokens` el código de sus interpolaciones.
    private mutating func leerCadena(en tokens: inout [TokenSwift]) {
        var almohadillas = 0
        while bytes[i] == 0x23 { almohadillas += 1; i += 1 }
        let multilinea = siguiente(0) == 0x22 && siguiente(1) == 0x22 && siguiente(2) == 0x22
        i += multilinea ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A {
                nuevaLinea(); i += 1
                if !multilinea { return }   // cadena sin cerrar: no seguir comiendo el fichero
                continue
            }
            if c == 0x5C, cuentaAlmohadillas(desde: i + 1) >= almohadillas {   // \ con sus #
                i += 1 + almohadillas
                if i < bytes.count, bytes[i] == 0x28 {   // \( … ): código
                    i += 1
                    separado = true
                    leer(en: &tokens, hastaCerrarInterpolacion: true)
                } else if i < bytes.count {
                    if bytes[i] == 0x0A { nuevaLinea() }
                    i += 1
                }
                continue
            }
            if c == 0x22 {
                let comillas = multilinea ? 3 : 1
                if (0..<comillas).allSatisfy({ siguiente($0) == 0x22 }),
                   cuentaAlmohadillas(desde: i + comillas) >= almohadillas {
                    i += comillas + almohadillas
                    return
                }
            }
            i += 1
        }
    }

    private func cuentaAlmohadillas(desde inicio: Int) -> Int {
        var j = inicio
        while j < bytes.count, bytes[j] == 0x23 { j += 1 }
        return j - inicio
    }

    // MARK: - Comentarios

    private mutating func saltarHastaFinDeLinea() {
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
    }

    private mutating func saltarComentarioDeBloque() {
        var nivel = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, siguiente(1) == 0x2A { nivel += 1; i += 2; continue }
            if bytes[i] == 0x2A, siguiente(1) == 0x2F {
                nivel -= 1; i += 2
                if nivel == 0 { return }
                continue
            }
            if bytes[i] == 0x0A { nuevaLinea() }
            i += 1
        }
    }

    // MARK: - Ayudas

    private func siguiente(_ desplazamiento: Int) -> UInt8? {
        i + desplazamiento < bytes.count ? bytes[i + desplazamiento] : nil
    }

    private mutating func nuevaLinea() {
        linea += 1
        inicioDeLinea = i + 1
    }

    /// La columna en caracteres (no en bytes): cuenta los bytes que empiezan un carácter UTF-8.
    private func columnaActual() -> Int {
        bytes[inicioDeLinea..<i].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private func texto(desde inicio: Int) -> String {
        String(decoding: bytes[inicio..<i], as: UTF8.self)
    }

    private func esLetra(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    private func esDigito(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private func esOperador(_ c: UInt8) -> Bool { "/=-+!*%<>&|^~?".utf8.contains(c) }
}
