import HerramientaEjecucion
import HerramientaNucleo

/// Qué módulos de la app no compilan, según las líneas `error:` del registro de `swift build`: un error
/// en Exercises/<carpeta>/… (o en las pruebas de esa carpeta, Tests/<carpeta>/…) es de ese módulo.
struct ModulosRotos: Equatable, Sendable {
    private(set) var errores: [String: [String]] = [:]  // módulo → «Exercises/…:línea:col: error: …»
    private(set) var ajenos: [String] = []              // errores fuera de los módulos de la app
    /// Los que compilan, pero no con la solución de un módulo que los usa: el contrato que esa solución
    /// espera (un `Codable`, un `Equatable`, un `throws`) no está. Se sustituyen también.
    private(set) var incompatibles: Set<String> = []

    static let maximoPorModulo = 5

    init() {}

    init(lineas: [String], raiz: String, modulos: [ModuloDeLaApp]) {
        for error in ErroresDelCompilador(lineas: lineas, raiz: raiz).errores {
            let ruta = String(error.prefix { $0 != ":" })
            if let modulo = ModuloDeLaApp.modulo(deLaRuta: ruta, en: modulos) {
                errores[modulo.nombre, default: []].append(error)
            } else {
                ajenos.append(error)
            }
        }
    }

    var nombres: Set<String> { Set(errores.keys) }

    /// Suma los de otra compilación: al sustituir un módulo pueden aparecer otros rotos.
    mutating func anadir(_ otros: ModulosRotos) {
        for (modulo, lineas) in otros.errores where errores[modulo] == nil { errores[modulo] = lineas }
        ajenos = otros.ajenos
    }

    /// El siguiente módulo de quien aprende que hay que sustituir cuando lo que no compila son soluciones ya
    /// sustituidas: el primero de sus dependencias, de la más cercana a la más lejana, que aún es suyo.
    func incompatible(segun otros: ModulosRotos, modulos: [ModuloDeLaApp]) -> String? {
        var cola = otros.nombres.sorted()
        var vistos = Set(cola)
        while !cola.isEmpty {
            let nombre = cola.removeFirst()
            for dependencia in modulos.first(where: { $0.nombre == nombre })?.dependencias ?? [] where vistos.insert(dependencia).inserted {
                if !nombres.contains(dependencia) { return dependencia }
                cola.append(dependencia)
            }
        }
        return nil
    }

    /// Sustituye también `nombre`, que compila, porque las soluciones de `otros` no compilan con él.
    mutating func anadir(incompatible nombre: String, segun otros: ModulosRotos) {
        incompatibles.insert(nombre)
        let quien = otros.nombres.sorted().joined(separator: ", ")
        errores[nombre] = ["compila, pero la solución de \(quien), que lo usa, no compila con él:"]
            + otros.errores.values.flatMap { $0 }.prefix(Self.maximoPorModulo - 1)
        ajenos = otros.ajenos
    }

    /// Lo que se enseña de un módulo: sus primeros errores, no el registro entero.
    func mensaje(de modulo: String) -> String {
        let lineas = errores[modulo] ?? []
        let sobran = lineas.count - Self.maximoPorModulo
        return (Array(lineas.prefix(Self.maximoPorModulo)) + (sobran > 0 ? ["… y \(sobran, "error", "errores") más"] : []))
            .joined(separator: "\n")
    }
}
