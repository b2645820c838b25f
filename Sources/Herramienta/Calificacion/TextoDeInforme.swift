/// Un texto tal como puede ir en un informe. Los mensajes vienen de la entrega (un valor que falla puede
/// ocupar un mega y traer caracteres de control), así que salen sin secuencias de escape ANSI ni caracteres
/// de control, salvo el salto de línea y el tabulador (lo que queda es válido en XML 1.0), y con un máximo
/// de caracteres: escalares Unicode, los que cuenta `maxLength` de JSON Schema.
enum TextoDeInforme {
    static let maximoDeMensaje = 2_000          // el de cada prueba: el principio de un fallo es lo que se lee
    static let maximoDelMensajeGeneral = 20_000 // el de arriba, con los errores de compilación (Exercism admite 65 535)
    static let maximoDeCodigo = 20_000          // el cuerpo de una prueba del kit

    static func acotar(_ texto: String, maximo: Int) -> String {
        var limpio = String.UnicodeScalarView()
        var resto = texto.unicodeScalars[...]
        var guardados = 0
        while let escalar = resto.popFirst() {
            if escalar == "\u{1B}" {
                // ESC [ … final: los colores de un terminal. Se va entera, no solo el ESC.
                if resto.first == "[" {
                    resto.removeFirst()
                    while let siguiente = resto.popFirst(), !(0x40...0x7E).contains(siguiente.value) {}
                }
                continue
            }
            guard valido(escalar) else { continue }
            limpio.append(escalar)
            guardados += 1
            if guardados > maximo { break }
        }
        guard guardados > maximo else { return String(limpio) }
        let nota = "\n… (recortado: el texto tenía \(texto.unicodeScalars.count) caracteres)"
        let cabe = max(0, maximo - nota.unicodeScalars.count)
        return String(String.UnicodeScalarView(limpio.prefix(cabe))) + nota
    }

    /// El tabulador, el salto de línea y lo imprimible que XML 1.0 admite (ni C0, ni DEL, ni C1, ni U+FFFE/FFFF).
    private static func valido(_ escalar: Unicode.Scalar) -> Bool {
        switch escalar.value {
        case 0x09, 0x0A, 0x20...0x7E, 0xA0...0xFFFD, 0x10000...: true
        default: false
        }
    }
}
