import Foundation

/// Las funciones de prueba que el kit declara en Tests/, con el ID que les da Swift Testing
/// («Modulo.Tipo/Anidado/funcion(etiqueta:)»): se leen de las fuentes, que son las del kit (restauradas
/// si la entrega las tocó). Sirven para contrastar el flujo de eventos: sobra en él una prueba que el kit
/// no tiene, o falta una que sí. Las de dentro de un `#if` pueden estar o no, según la plataforma.
struct PruebasDelKit: Sendable {
    private(set) var seguras: Set<String> = []
    private(set) var condicionales: Set<String> = []

    init(seguras: Set<String> = [], condicionales: Set<String> = []) {
        self.seguras = seguras
        self.condicionales = condicionales
    }

    /// Las de los módulos de prueba de `suites` («Modulo.Suite»): «XTests» está en la carpeta de pruebas
    /// del módulo de la app X, o en Tests/X si X no es de la app.
    /// Solo se leen los ficheros que nombran alguna de las suites: en los demás no hay pruebas suyas.
    init(raiz: URL, modulos: [ModuloDeLaApp], suites: [String]) {
        let pruebas = Set(suites.compactMap { $0.split(separator: ".").first.map(String.init) })
        let tipos = Set(suites.compactMap { $0.split(separator: ".").dropFirst().first?.split(separator: "/").first.map(String.init) })
        for modulo in pruebas.sorted() where modulo.hasSuffix("Tests") {
            let nombre = String(modulo.dropLast("Tests".count))
            let deLaApp = modulos.first { $0.nombre == nombre }
            let carpeta = "Tests/" + (deLaApp?.carpeta ?? nombre)
            for fichero in Arbol.ficheros(en: raiz.appending(path: carpeta)) where fichero.hasSuffix(".swift") {
                if let deLaApp, deLaApp.excluir.contains(where: { fichero.hasPrefix($0 + "/") }) { continue }
                // strstr y no String.contains, cien veces más lento en debug.
                guard let texto = try? String(contentsOf: raiz.appending(path: carpeta + "/" + fichero), encoding: .utf8),
                      texto.withCString({ c in tipos.contains { strstr(c, $0) != nil } }) else { continue }
                for (id, condicional) in Self.pruebas(en: texto) {
                    if condicional { condicionales.insert(modulo + "." + id) } else { seguras.insert(modulo + "." + id) }
                }
            }
        }
    }

    /// Lo que no cuadra entre las pruebas declaradas en un flujo y las del kit, para las suites pedidas.
    /// - Parameter completas: si el flujo llegó a empezar: solo entonces están todas sus declaraciones.
    func incoherencias(declaradas: Set<String>, suites: [String], completas: Bool) -> [String] {
        let deLasSuites = { (ids: Set<String>) in ids.filter { id in suites.contains { Catalogo.encaja(id, en: $0) } } }
        var incoherencias: [String] = []
        let sobran = deLasSuites(declaradas).subtracting(seguras).subtracting(condicionales)
        if !sobran.isEmpty {
            incoherencias.append("declara pruebas que el kit no tiene: " + sobran.sorted().prefix(5).joined(separator: ", "))
        }
        let faltan = deLasSuites(seguras).subtracting(declaradas)
        if completas, !faltan.isEmpty {
            incoherencias.append("faltan \(faltan.count) prueba(s) del kit: " + faltan.sorted().prefix(5).joined(separator: ", "))
        }
        return incoherencias
    }

    /// Las pruebas de un fichero: su ID sin el módulo y si están dentro de un `#if`.
    static func pruebas(en texto: String) -> [(id: String, condicional: Bool)] {
        let piezas = Self.piezas(texto)
        var encontradas: [(String, Bool)] = []
        var ambitos: [[String]?] = []       // por cada «{» abierto: la ruta del tipo, o nil si no es un tipo
        var tipoPendiente: [String]?        // el tipo declarado cuyo cuerpo empieza en la próxima «{»
        var esPrueba = false
        var condiciones = 0
        var i = 0
        while i < piezas.count {
            switch piezas[i] {
            case .directiva("if"): condiciones += 1
            case .directiva("endif"): condiciones -= 1
            case let .atributo(nombre):
                esPrueba = esPrueba || nombre == "Test"
                if i + 1 < piezas.count, piezas[i + 1] == .signo(UInt8(ascii: "(")) { i = Self.cierre(piezas, desde: i + 1) }
            case .nombre("struct"), .nombre("class"), .nombre("enum"), .nombre("actor"), .nombre("extension"):
                var ruta: [String] = []
                var j = i + 1
                while j < piezas.count, case let .nombre(parte) = piezas[j] {
                    ruta.append(parte)
                    guard j + 2 < piezas.count, piezas[j + 1] == .signo(UInt8(ascii: ".")) else { break }
                    j += 2
                }
                // `class func` o `class var` no declaran un tipo.
                if let primera = ruta.first, !["func", "var", "let", "final", "override", "static"].contains(primera) {
                    let dentro = piezas[i] == .nombre("extension") ? [] : (ambitos.last ?? []) ?? []
                    tipoPendiente = dentro + ruta
                }
            case .nombre("func"):
                if esPrueba, i + 1 < piezas.count, case let .nombre(nombre) = piezas[i + 1] {
                    var j = i + 2
                    if j < piezas.count, piezas[j] == .signo(UInt8(ascii: "<")) { j = Self.cierre(piezas, desde: j) }
                    let etiquetas = Self.etiquetas(piezas, desde: j)
                    // Solo en un tipo o en el fichero, no dentro de otra función.
                    if ambitos.allSatisfy({ $0 != nil }) {
                        let firma = nombre + "(" + etiquetas.map { $0 + ":" }.joined() + ")"
                        let tipo = (ambitos.last ?? []) ?? []
                        encontradas.append(((tipo + [firma]).joined(separator: "/"), condiciones > 0))
                    }
                }
                esPrueba = false
            case .signo(UInt8(ascii: "{")):
                ambitos.append(tipoPendiente)
                tipoPendiente = nil
                esPrueba = false
            case .signo(UInt8(ascii: "}")):
                _ = ambitos.popLast()
            default:
                break
            }
            i += 1
        }
        return encontradas
    }

    /// Lo que hace falta para encontrar las pruebas, de las piezas de TroceadorSwift (sin comentarios ni
    /// textos: dentro de un texto, `{` o `@Test` no cuentan). Los operadores, byte a byte: `->` no cierra un `<`
    /// porque `-` y `>` van sueltos y `etiquetas` cuenta la profundidad con ellos igual que con los paréntesis.
    enum Pieza: Equatable {
        case nombre(String)         // identificadores, palabras clave y números; `nombre` sin las comillas invertidas
        case atributo(String)       // @Test → "Test"
        case directiva(String)      // #if → "if"
        case signo(UInt8)
    }

    static func piezas(_ texto: String) -> [Pieza] {
        TroceadorSwift.piezas(de: texto).flatMap { pieza -> [Pieza] in
            switch pieza.clase {
            case .palabra, .numero:
                [.nombre(pieza.texto.hasPrefix("`") ? String(pieza.texto.filter { $0 != "`" }) : pieza.texto)]
            case .atributo:
                [pieza.texto.hasPrefix("@") ? .atributo(String(pieza.texto.dropFirst())) : .directiva(String(pieza.texto.dropFirst()))]
            case .signo, .operador:
                pieza.texto.utf8.map { .signo($0) }
            case .cadena:
                []
            }
        }
    }

    /// El índice del signo que cierra el que hay en `inicio` («(», «<», «[»), contando los anidados.
    private static func cierre(_ piezas: [Pieza], desde inicio: Int) -> Int {
        guard case let .signo(apertura) = piezas[inicio] else { return inicio }
        let cierre = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "<"): UInt8(ascii: ">"), UInt8(ascii: "["): UInt8(ascii: "]")][apertura]
        var (i, profundidad) = (inicio, 0)
        while i < piezas.count {
            if piezas[i] == .signo(apertura) { profundidad += 1 }
            if piezas[i] == .signo(cierre ?? apertura) {
                profundidad -= 1
                if profundidad == 0 { return i }
            }
            i += 1
        }
        return i
    }

    /// Las etiquetas de los parámetros de la lista que empieza en `inicio` («(»): la primera palabra antes
    /// de «:» en cada parámetro (`_ x: Int` → «_», `x: Int` → «x», `de x: Int` → «de»).
    private static func etiquetas(_ piezas: [Pieza], desde inicio: Int) -> [String] {
        guard inicio < piezas.count, piezas[inicio] == .signo(UInt8(ascii: "(")) else { return [] }
        let fin = cierre(piezas, desde: inicio)
        var etiquetas: [String] = []
        var (profundidad, antesDeLosDosPuntos, primera) = (0, true, String?.none)
        for pieza in piezas[(inicio + 1)..<min(fin, piezas.count)] {
            switch pieza {
            case .signo(UInt8(ascii: "(")), .signo(UInt8(ascii: "[")), .signo(UInt8(ascii: "<")), .signo(UInt8(ascii: "{")):
                profundidad += 1
            case .signo(UInt8(ascii: ")")), .signo(UInt8(ascii: "]")), .signo(UInt8(ascii: ">")), .signo(UInt8(ascii: "}")):
                profundidad -= 1
            case .signo(UInt8(ascii: ":")) where profundidad == 0 && antesDeLosDosPuntos:
                if let primera { etiquetas.append(primera) }
                antesDeLosDosPuntos = false
            case .signo(UInt8(ascii: ",")) where profundidad == 0:
                (antesDeLosDosPuntos, primera) = (true, nil)
            case let .nombre(nombre) where antesDeLosDosPuntos && primera == nil:
                primera = nombre
            default:
                break
            }
        }
        return etiquetas
    }
}
