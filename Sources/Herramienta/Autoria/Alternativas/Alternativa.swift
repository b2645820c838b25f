import Foundation
import HerramientaNucleo

/// Una forma de escribir un paso que no es la de Solutions/: correcta (tiene que salir ✓, con sus reglas) o
/// errónea (tiene que salir ✗, con un mensaje sobre ese error). Vive en el corpus del kit
/// (`CorpusDeAlternativas`), fuera de la publicación, y la comprueba `verificar`.
///
/// El fichero lleva una cabecera de comentarios y, después, lo de dentro de cada región del paso, en el orden
/// del catálogo (como la n-ésima región de una entrega al calificar):
///
///     // Alternativa correcta: guard en vez del ternario
///     // Alternativa errónea: un 0 guardado vale como si no hubiera ajuste
///     // Lección: «…la frase de la lección en la que descansa…»
///     // Espera: un trozo del mensaje de la prueba (o de la regla) que tiene que fallar
///     // MARK: EJERCICIO <paso>
///     …
///     // MARK: FIN EJERCICIO
struct Alternativa: Equatable, Sendable {
    let paso: String
    let ruta: String            // relativa al kit, para los mensajes
    let correcta: Bool
    let como: String            // lo que la hace distinta
    let leccion: String?        // la frase de la lección (las erróneas)
    let espera: String?         // un trozo del mensaje del fallo (las erróneas)
    let regiones: [[String]]    // lo de dentro de cada región, sin las marcas

    /// nil y el porqué si el fichero no se entiende.
    static func leer(_ texto: String, paso: String, ruta: String) -> Result<Alternativa, ProblemaDeAlternativa> {
        var correcta: Bool?
        var como = ""
        var leccion: String?
        var espera: String?
        var regiones: [[String]] = []
        var dentro: [String]?
        for linea in texto.components(separatedBy: "\n") {
            let limpia = linea.trimmingCharacters(in: .whitespaces)
            if var abierta = dentro {
                if limpia == "// MARK: FIN EJERCICIO" {
                    regiones.append(abierta)
                    dentro = nil
                } else if limpia.hasPrefix("// MARK: EJERCICIO") {
                    return .failure(.init(ruta: ruta, problema: "una región se abre antes de cerrar la anterior"))
                } else {
                    abierta.append(linea)
                    dentro = abierta
                }
                continue
            }
            if limpia == "// MARK: EJERCICIO \(paso)" {
                dentro = []
            } else if limpia.hasPrefix("// MARK: EJERCICIO") {
                return .failure(.init(ruta: ruta, problema: "tiene una región de otro paso: \(limpia)"))
            } else if let resto = Self.valor(limpia, "// Alternativa correcta:") {
                correcta = true
                como = resto
            } else if let resto = Self.valor(limpia, "// Alternativa errónea:") {
                correcta = false
                como = resto
            } else if let resto = Self.valor(limpia, "// Lección:") {
                leccion = resto
            } else if let resto = Self.valor(limpia, "// Espera:") {
                espera = resto
            }
        }
        if dentro != nil { return .failure(.init(ruta: ruta, problema: "una región no se cierra con // MARK: FIN EJERCICIO")) }
        guard let correcta else {
            return .failure(.init(ruta: ruta, problema: "falta «// Alternativa correcta: …» o «// Alternativa errónea: …» en la cabecera"))
        }
        if !correcta, leccion?.isEmpty != false || espera?.isEmpty != false {
            return .failure(.init(ruta: ruta, problema: "una errónea nombra la frase de la lección en que descansa («// Lección: …») y el mensaje que espera («// Espera: …»)"))
        }
        guard !regiones.isEmpty else { return .failure(.init(ruta: ruta, problema: "no tiene ninguna región del paso \(paso)")) }
        return .success(Alternativa(paso: paso, ruta: ruta, correcta: correcta, como: como, leccion: leccion, espera: espera, regiones: regiones))
    }

    private static func valor(_ linea: String, _ prefijo: String) -> String? {
        linea.hasPrefix(prefijo) ? linea.dropFirst(prefijo.count).trimmingCharacters(in: .whitespaces) : nil
    }
}

/// Un fichero del corpus que no se entiende, o un paso al que le faltan alternativas.
struct ProblemaDeAlternativa: Error, Equatable, Sendable, CustomStringConvertible {
    let ruta: String
    let problema: String

    var description: String { "\(ruta): \(problema)" }
}
