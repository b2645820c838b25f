import Foundation

/// El catálogo de lecciones (Sources/Catalogo/catalogo.json): orden, títulos, pasos, ficheros,
/// suites y pistas. Lo leen el generador, la verificación y las pruebas de la documentación.
package struct Catalogo: Decodable, Sendable {
    package static let ruta = "Sources/Catalogo/catalogo.json"

    package let lecciones: [Leccion]
    package let suitesBase: [String]    // prefijos de las pruebas del código base: pasan también con los esqueletos

    package var pasos: [Paso] { lecciones.flatMap(\.pasos) }

    package func paso(_ id: String) -> Paso? {
        pasos.first { $0.id == id }
    }

    package func leccion(de paso: Paso) -> Leccion? {
        lecciones.first { $0.pasos.contains { $0.id == paso.id } }
    }

    /// Las reglas de arquitectura que vigilan los ficheros de un ejercicio: cuentan en su veredicto.
    package func reglas(de paso: Paso) -> [Paso] {
        pasos.filter { $0.tipo == .arquitectura && $0.gobierna.contains(paso.id) }
    }

    package static func cargar(raiz: URL) throws(ErrorDeLaHerramienta) -> Catalogo {
        let url = raiz.appending(path: ruta)
        guard let datos = try? Data(contentsOf: url) else {
            throw .entorno("No puedo leer el catálogo de lecciones: falta \(ruta).")
        }
        let catalogo: Catalogo
        do {
            catalogo = try JSONDecoder().decode(Catalogo.self, from: datos)
        } catch {
            throw .entorno("El catálogo \(ruta) no tiene la forma esperada: \(error)")
        }
        let problemas = catalogo.problemas()
        guard problemas.isEmpty else {
            throw .entorno("El catálogo \(ruta) no es válido:\n" + problemas.map { "  - \($0)" }.joined(separator: "\n"))
        }
        return catalogo
    }

    /// Las reglas que el JSON no puede imponer por sí solo.
    func problemas() -> [String] {
        var problemas: [String] = []
        var vistos: Set<String> = []
        for leccion in lecciones {
            if !vistos.insert(leccion.id).inserted { problemas.append("la lección \(leccion.id) está repetida") }
            for paso in leccion.pasos {
                if !vistos.insert(paso.id).inserted { problemas.append("el paso \(paso.id) está repetido") }
                if !paso.id.hasPrefix(leccion.id + "/") || !Self.esIdDePaso(paso.id) {
                    problemas.append("el paso \(paso.id) debe llamarse \(leccion.id)/<número>")
                }
                problemas += Self.problemas(de: paso)
            }
        }
        let suites = pasos.flatMap(\.suites)
        for suite in suites where suites.contains(where: { $0 != suite && $0.hasPrefix(suite) }) {
            // `swift test --filter` busca por texto: una suite no puede ser el comienzo de otra.
            problemas.append("la suite \(suite) es el comienzo de otra suite de un paso")
        }
        for suite in Set(suites) where suites.count(where: { $0 == suite }) > 1 {
            problemas.append("la suite \(suite) aparece en más de un paso")
        }
        for paso in pasos where !paso.gobierna.isEmpty {
            if paso.tipo != .arquitectura { problemas.append("el paso \(paso.id) no es una regla: no puede llevar «gobierna»") }
            for id in paso.gobierna where self.paso(id)?.tipo != .ejercicio {
                problemas.append("la regla \(paso.id) gobierna \(id), que no es un ejercicio del catálogo")
            }
        }
        return problemas
    }

    private static func problemas(de paso: Paso) -> [String] {
        switch paso.tipo {
        case .ejercicio:
            var faltan: [String] = []
            if paso.ficheros.isEmpty { faltan.append("ficheros") }
            if paso.suites.isEmpty { faltan.append("suites") }
            if paso.enunciado.isEmpty { faltan.append("enunciado") }
            if paso.pista.isEmpty { faltan.append("pista") }
            return faltan.isEmpty ? [] : ["al ejercicio \(paso.id) le falta: \(faltan.joined(separator: ", "))"]
        case .pruebas:
            // Sin ficheros, el kit no lo comprueba; con ellos, es como un ejercicio cuyas pruebas se miden con
            // fallos sembrados (Sources/Catalogo/mutantes.json).
            var faltan: [String] = []
            if !paso.ficheros.isEmpty && paso.suites.isEmpty { faltan.append("suites (su target de pruebas)") }
            if !paso.ficheros.isEmpty && paso.enunciado.isEmpty { faltan.append("enunciado") }
            if paso.pista.isEmpty { faltan.append("pista") }
            return faltan.isEmpty ? [] : ["al paso de pruebas \(paso.id) le falta: \(faltan.joined(separator: ", "))"]
        case .fueraDelKit:
            return (paso.nota ?? "").isEmpty ? ["al paso \(paso.id), fuera del kit, le falta la nota"] : []
        case .arquitectura:
            var faltan: [String] = []
            if paso.suites.isEmpty { faltan.append("suites") }
            if paso.gobierna.isEmpty { faltan.append("gobierna (los ejercicios cuyos ficheros vigila)") }
            if paso.pista.isEmpty { faltan.append("pista") }
            return faltan.isEmpty ? [] : ["a la regla \(paso.id) le falta: \(faltan.joined(separator: ", "))"]
        }
    }

    /// `leccion-en-minusculas/1` o `leccion/2.3`.
    static func esIdDePaso(_ texto: String) -> Bool {
        // Sin Regex a propósito: compilar la expresión costaba más que todo lo demás de cargar el catálogo.
        let partes = texto.split(separator: "/", omittingEmptySubsequences: false)
        guard partes.count == 2 else { return false }
        let palabras = partes[0].split(separator: "-", omittingEmptySubsequences: false)
        let numeros = partes[1].split(separator: ".", omittingEmptySubsequences: false)
        return palabras.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isASCII || $0.isNumber && $0.isASCII } }
            && numeros.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isNumber && $0.isASCII } }
    }

    /// El paso de la primera suite que encaja; si no, el código base.
    package func pertenencia(deLaPrueba id: String) -> Pertenencia {
        // Sin `pasos`, que copia todos los pasos en cada llamada: se llama una vez por prueba.
        for leccion in lecciones {
            if let paso = leccion.pasos.first(where: { $0.suites.contains { Self.encaja(id, en: $0) } }) {
                return .paso(paso.id)
            }
        }
        return suitesBase.contains { Self.encaja(id, en: $0) } ? .base : .sinClasificar
    }

    /// `Modulo.Suite` abarca `Modulo.Suite/prueba()` y las suites anidadas, pero no `Modulo.SuiteOtra`.
    package static func encaja(_ id: String, en prefijo: String) -> Bool {
        id == prefijo || id.hasPrefix(prefijo + "/") || id.hasPrefix(prefijo + ".")
    }
}
