/// Las piezas de un fichero Swift que hacen falta para encontrar sus pruebas: nombres, atributos,
/// directivas (`#if`…) y signos, sin comentarios ni textos (dentro de un texto, `{` o `@Test` no cuentan).
enum EscanerDeSwift {
    enum Pieza: Equatable {
        case nombre(String)         // identificadores y palabras clave; `nombre` entre comillas invertidas, sin ellas
        case atributo(String)       // @Test → "Test"
        case directiva(String)      // #if → "if"
        case signo(UInt8)
    }

    static func piezas(_ texto: String) -> [Pieza] { piezasConSitios(texto).piezas }

    /// Las piezas y, para cada una, el byte (UTF-8) del texto en el que empieza.
    static func piezasConSitios(_ texto: String) -> (piezas: [Pieza], sitios: [Int]) {
        var texto = texto
        // Sobre los bytes tal cual: la herramienta se compila en debug, y ahí un Array es varias veces más lento.
        return texto.withUTF8 { piezas(en: $0) }
    }

    private typealias Bytes = UnsafeBufferPointer<UInt8>

    private static func piezas(en bytes: Bytes) -> (piezas: [Pieza], sitios: [Int]) {
        var piezas: [Pieza] = []
        var sitios: [Int] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let inicio = i
            defer { if piezas.count > sitios.count { sitios.append(inicio) } }     // una pieza como mucho por vuelta
            if b == ascii("/"), siguiente(bytes, i) == ascii("/") {
                while i < bytes.count, bytes[i] != ascii("\n") { i += 1 }
            } else if b == ascii("/"), siguiente(bytes, i) == ascii("*") {
                i = finDeComentario(bytes, desde: i)
            } else if b == ascii("\"") || (b == ascii("#") && esTextoCrudo(bytes, i)) {
                i = finDeTexto(bytes, desde: i)
            } else if b == ascii("@") || b == ascii("#"), let (nombre, fin) = nombre(bytes, desde: i + 1) {
                piezas.append(b == ascii("@") ? .atributo(nombre) : .directiva(nombre))
                i = fin
            } else if let (nombre, fin) = nombre(bytes, desde: i) {
                piezas.append(.nombre(nombre))
                i = fin
            } else {
                if b > 32 { piezas.append(.signo(b)) }
                i += 1
            }
        }
        return (piezas, sitios)
    }

    private static func ascii(_ caracter: Unicode.Scalar) -> UInt8 { UInt8(caracter.value) }

    private static func siguiente(_ bytes: Bytes, _ i: Int) -> UInt8? { i + 1 < bytes.count ? bytes[i + 1] : nil }

    /// Letras, dígitos, «_» y cualquier byte no ASCII (los nombres en castellano llevan tildes).
    private static func esDeNombre(_ b: UInt8) -> Bool {
        b >= 0x80 || b == ascii("_") || (b >= ascii("a") && b <= ascii("z")) || (b >= ascii("A") && b <= ascii("Z"))
            || (b >= ascii("0") && b <= ascii("9"))
    }

    private static func nombre(_ bytes: Bytes, desde inicio: Int) -> (String, Int)? {
        if inicio < bytes.count, bytes[inicio] == ascii("`") {
            guard let cierre = bytes[(inicio + 1)...].firstIndex(of: ascii("`")) else { return nil }
            return (String(decoding: Bytes(rebasing: bytes[(inicio + 1)..<cierre]), as: UTF8.self), cierre + 1)
        }
        var fin = inicio
        while fin < bytes.count, esDeNombre(bytes[fin]) { fin += 1 }
        return fin > inicio ? (String(decoding: Bytes(rebasing: bytes[inicio..<fin]), as: UTF8.self), fin) : nil
    }

    private static func finDeComentario(_ bytes: Bytes, desde inicio: Int) -> Int {
        var (i, profundidad) = (inicio, 0)
        while i < bytes.count {
            if bytes[i] == ascii("/"), siguiente(bytes, i) == ascii("*") {
                profundidad += 1
                i += 2
            } else if bytes[i] == ascii("*"), siguiente(bytes, i) == ascii("/") {
                profundidad -= 1
                i += 2
                if profundidad == 0 { return i }
            } else {
                i += 1
            }
        }
        return i
    }

    /// `#"…"#`, `##"…"##`…: almohadillas seguidas de comillas.
    private static func esTextoCrudo(_ bytes: Bytes, _ inicio: Int) -> Bool {
        var i = inicio
        while i < bytes.count, bytes[i] == ascii("#") { i += 1 }
        return i < bytes.count && bytes[i] == ascii("\"")
    }

    /// El final de un texto («"…"», «"""…"""», crudo o no), con sus interpolaciones `\( … )`, que pueden
    /// llevar otros textos dentro.
    private static func finDeTexto(_ bytes: Bytes, desde inicio: Int) -> Int {
        var i = inicio
        var almohadillas = 0
        while bytes[i] == ascii("#") { almohadillas += 1; i += 1 }
        let triple = i + 2 < bytes.count && bytes[i + 1] == ascii("\"") && bytes[i + 2] == ascii("\"")
        let comillas = triple ? 3 : 1
        i += comillas
        // Se mira byte a byte y sin trozos intermedios: es el bucle por el que pasa casi todo el fichero.
        func repetido(_ byte: UInt8, _ veces: Int, desde inicio: Int) -> Bool {
            inicio + veces <= bytes.count && (0..<veces).allSatisfy { bytes[inicio + $0] == byte }
        }
        while i < bytes.count {
            if bytes[i] == ascii("\\"), repetido(ascii("#"), almohadillas, desde: i + 1) {
                let tras = i + 1 + almohadillas
                if tras < bytes.count, bytes[tras] == ascii("(") {
                    i = finDeInterpolacion(bytes, desde: tras + 1)
                } else {
                    i = tras + 1
                }
            } else if bytes[i] == ascii("\""), repetido(ascii("\""), comillas, desde: i),
                      repetido(ascii("#"), almohadillas, desde: i + comillas) {
                return i + comillas + almohadillas
            } else if !triple, bytes[i] == ascii("\n") {
                return i    // un texto de una línea sin cerrar: no se lleva el resto del fichero
            } else {
                i += 1
            }
        }
        return i
    }

    private static func finDeInterpolacion(_ bytes: Bytes, desde inicio: Int) -> Int {
        var (i, profundidad) = (inicio, 1)
        while i < bytes.count {
            switch bytes[i] {
            case ascii("\""): i = finDeTexto(bytes, desde: i)
            case ascii("#") where esTextoCrudo(bytes, i): i = finDeTexto(bytes, desde: i)
            case ascii("("): profundidad += 1; i += 1
            case ascii(")"):
                profundidad -= 1
                i += 1
                if profundidad == 0 { return i }
            default: i += 1
            }
        }
        return i
    }
}
