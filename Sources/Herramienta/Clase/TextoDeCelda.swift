/// Un texto que viene de fuera (un nombre de carpeta, un mensaje de prueba) puesto en una sola línea y
/// con tope, antes de escaparlo para Markdown o HTML: sin saltos de línea ni caracteres de control (una
/// secuencia de escape de terminal en un nombre no cambia los colores de nadie, y el HTML sigue siendo
/// XML válido).
enum TextoDeCelda {
    static func linea(_ texto: String, maximo: Int) -> String {
        var resultado = ""
        var cuantos = 0
        for caracter in texto {
            guard cuantos < maximo else { return resultado + "…" }
            let escalares = caracter.unicodeScalars
            if caracter.isNewline || caracter == "\t" {
                resultado.append(" ")
            } else if escalares.contains(where: { $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint }) {
                resultado.append("\u{FFFD}")
            } else {
                resultado.append(caracter)
            }
            cuantos += 1
        }
        return resultado
    }
}
