/// Qué módulos de la app no compilan, según las líneas `error:` del registro de `swift build`: un error
/// en Exercises/<carpeta>/… (o en las pruebas de esa carpeta, Tests/<carpeta>/…) es de ese módulo.
struct ModulosRotos: Equatable, Sendable {
    private(set) var errores: [String: [String]] = [:]  // módulo → «Exercises/…:línea:col: error: …»
    private(set) var ajenos: [String] = []              // errores fuera de los módulos de la app

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

    /// Lo que se enseña de un módulo: sus primeros errores, no el registro entero.
    func mensaje(de modulo: String) -> String {
        let lineas = errores[modulo] ?? []
        let sobran = lineas.count - Self.maximoPorModulo
        return (Array(lineas.prefix(Self.maximoPorModulo)) + (sobran > 0 ? ["… y \(sobran) error(es) más"] : []))
            .joined(separator: "\n")
    }
}
