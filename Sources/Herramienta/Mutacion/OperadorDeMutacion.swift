/// Un fallo que se siembra en el código que prueban unas pruebas de quien aprende: un error verosímil de
/// quien escribe ese código. Dice dónde (un patrón de piezas de Swift, no un número de línea: da igual cómo
/// esté formateado el código), qué cambio se hace y qué se le dice a quien aprende si sus pruebas no lo notan.
/// Se leen de Sources/Catalogo/mutantes.json (docs/instructores.md, «Pasos de pruebas»).
package struct OperadorDeMutacion: Decodable, Equatable, Sendable {
    /// Dónde se siembra.
    enum Sitio: String, Decodable, Sendable {
        case valorInicial = "valor-inicial"             // el valor tras `=` en `var|let <nombre>`
        case caso                                       // la expresión `.<nombre>(…)` entera (con su tipo delante, si lo lleva)
        case argumentoDelCaso = "argumento-del-caso"    // lo de dentro de `.<nombre>(…)`
        case argumento                                  // el valor de `<nombre>:` en una llamada a `<llamada>(…)`
        case cadena                                     // un literal de cadena que empieza por `<empiezaPor>`
        case cuerpo                                     // el cuerpo de `func <nombre>`
        case bloqueCatch = "catch"                      // el bloque de cada `catch`

        var esExpresion: Bool { ![.cuerpo, .bloqueCatch].contains(self) }
    }

    /// Qué se le hace.
    enum Cambio: String, Decodable, Sendable {
        case sustituir                      // una expresión pasa a valer `codigo`
        case transformar                    // una expresión pasa por la closure `codigo`, `{ $0… }`
        case alEmpezar = "al-empezar"       // un cuerpo empieza ejecutando `codigo` (p. ej. `return`)
        case repetir                        // un cuerpo se ejecuta dos veces seguidas
    }

    package let id: String              // corto y estable: sale en los informes, p. ej. «no-reintenta»
    package let descripcion: String     // va tras «Tus pruebas no notan »: «un ViewModel que no vuelve a pedir al reintentar»
    package let rompe: String           // el comportamiento de la lección que rompe
    let en: Sitio
    let nombre: String?
    let llamada: String?
    let empiezaPor: String?
    let hacer: Cambio
    let codigo: String?

    /// Lo que falta o sobra en su declaración, en castellano; vacío si está bien.
    var problemas: [String] {
        var problemas: [String] = []
        func exige(_ valor: String?, _ campo: String) {
            if (valor ?? "").isEmpty { problemas.append("al mutante «\(id)» le falta «\(campo)»") }
        }
        exige(descripcion, "descripcion")
        exige(rompe, "rompe")
        switch en {
        case .valorInicial, .caso, .argumentoDelCaso, .cuerpo: exige(nombre, "nombre")
        case .argumento: exige(nombre, "nombre"); exige(llamada, "llamada")
        case .cadena: exige(empiezaPor, "empiezaPor")
        case .bloqueCatch: break
        }
        switch hacer {
        case .sustituir, .transformar, .alEmpezar: exige(codigo, "codigo")
        case .repetir: break
        }
        let casan = en.esExpresion ? [Cambio.sustituir, .transformar].contains(hacer) : [Cambio.alEmpezar, .repetir].contains(hacer)
        if !casan {
            problemas.append("el mutante «\(id)» no puede «\(hacer.rawValue)» en «\(en.rawValue)»: una expresión se sustituye o se transforma; un cuerpo, «al-empezar» o «repetir»")
        }
        return problemas
    }

    /// «Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar».
    package var pista: String { "Tus pruebas no notan " + descripcion }
}
