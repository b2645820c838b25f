import Foundation
import HerramientaNucleo

/// Las funciones de prueba que el kit declara en Tests/, con el ID que les da Swift Testing
/// («Modulo.Tipo/Anidado/funcion(etiqueta:)»): se leen de las fuentes, que son las del kit (restauradas
/// si la entrega las tocó). Sirven para contrastar el flujo de eventos: sobra en él una prueba que el kit
/// no tiene, o falta una que sí. Las de dentro de un `#if` pueden estar o no, según la plataforma.
struct PruebasDelKit: Sendable {
    private(set) var seguras: Set<String> = []
    private(set) var condicionales: Set<String> = []
    /// Para los informes: la posición de cada prueba en el orden en que se declara y el código de su cuerpo.
    private(set) var posiciones: [String: Int] = [:]
    private(set) var codigos: [String: String] = [:]

    /// - Parameter declaradas: las pruebas en el orden en que se declaran, con su código.
    init(seguras: Set<String> = [], condicionales: Set<String> = [], declaradas: [(id: String, codigo: String)] = []) {
        self.seguras = seguras
        self.condicionales = condicionales
        for (id, codigo) in declaradas { declarar(id, codigo) }
    }

    private mutating func declarar(_ id: String, _ codigo: String) {
        posiciones[id] = posiciones[id] ?? posiciones.count
        codigos[id] = codigo
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
                for (id, condicional, codigo) in Self.pruebas(en: texto) {
                    let completo = modulo + "." + id
                    if condicional { condicionales.insert(completo) } else { seguras.insert(completo) }
                    declarar(completo, codigo)
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
            incoherencias.append("\(concuerda: faltan.count, "falta", "faltan") \(faltan.count, "prueba") del kit: " + faltan.sorted().prefix(5).joined(separator: ", "))
        }
        return incoherencias
    }

    /// Las pruebas de un paso en el orden en que el kit las declara (las que no declara, detrás, como
    /// venían), cada una con el código de su cuerpo: el orden y el `test_code` que pide Exercism.
    func enOrden(_ resultado: ResultadoDePaso) -> ResultadoDePaso {
        var ordenado = resultado
        ordenado.pruebas = resultado.pruebas.enumerated()
            .sorted { (posiciones[$0.element.id] ?? Int.max, $0.offset) < (posiciones[$1.element.id] ?? Int.max, $1.offset) }
            .map { _, prueba in
                var prueba = prueba
                prueba.codigo = prueba.codigo ?? codigos[prueba.id]
                return prueba
            }
        return ordenado
    }

    /// Las pruebas de un fichero: su ID sin el módulo, si están dentro de un `#if` y el código de su cuerpo.
    static func pruebas(en texto: String) -> [(id: String, condicional: Bool, codigo: String)] {
        let (piezas, sitios) = Self.piezasConSitios(texto)
        let bytes = Array(texto.utf8)
        var encontradas: [(String, Bool, String)] = []
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
                        let cuerpo = Self.cuerpo(piezas, desde: j, sitios: sitios, bytes: bytes)
                        encontradas.append(((tipo + [firma]).joined(separator: "/"), condiciones > 0, cuerpo))
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

    /// Las piezas y, para cada una, el byte (UTF-8) del texto en el que empieza.
    static func piezasConSitios(_ texto: String) -> (piezas: [Pieza], sitios: [Int]) {
        var (piezas, sitios): ([Pieza], [Int]) = ([], [])
        for pieza in TroceadorSwift.piezas(de: texto) {
            switch pieza.clase {
            case .palabra, .numero:
                piezas.append(.nombre(pieza.texto.hasPrefix("`") ? String(pieza.texto.filter { $0 != "`" }) : pieza.texto))
                sitios.append(pieza.inicio)
            case .atributo:
                let nombre = String(pieza.texto.dropFirst())
                piezas.append(pieza.texto.hasPrefix("@") ? .atributo(nombre) : .directiva(nombre))
                sitios.append(pieza.inicio)
            case .signo, .operador:
                for (desplazamiento, byte) in pieza.texto.utf8.enumerated() {
                    piezas.append(.signo(byte))
                    sitios.append(pieza.inicio + desplazamiento)
                }
            case .cadena:
                break
            }
        }
        return (piezas, sitios)
    }

    /// El código entre las llaves de la función cuyos parámetros empiezan en `inicio`, sin la sangría común.
    private static func cuerpo(_ piezas: [Pieza], desde inicio: Int, sitios: [Int], bytes: [UInt8]) -> String {
        var i = inicio < piezas.count && piezas[inicio] == .signo(UInt8(ascii: "(")) ? cierre(piezas, desde: inicio) : inicio
        while i < piezas.count, piezas[i] != .signo(UInt8(ascii: "{")) { i += 1 }
        let apertura = i
        var profundidad = 0
        while i < piezas.count {
            if piezas[i] == .signo(UInt8(ascii: "{")) { profundidad += 1 }
            if piezas[i] == .signo(UInt8(ascii: "}")) {
                profundidad -= 1
                if profundidad == 0 { break }
            }
            i += 1
        }
        guard apertura < i, i < piezas.count else { return "" }
        let texto = String(decoding: bytes[(sitios[apertura] + 1)..<sitios[i]], as: UTF8.self)
        var lineas = texto.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
        while lineas.first?.isEmpty == true { lineas.removeFirst() }
        while lineas.last?.isEmpty == true { lineas.removeLast() }
        let sangria = lineas.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lineas.map { String($0.dropFirst(sangria)) }.joined(separator: "\n")
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
