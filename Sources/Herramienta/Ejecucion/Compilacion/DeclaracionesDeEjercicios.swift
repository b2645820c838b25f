import Foundation
import HerramientaNucleo

/// Las declaraciones de Exercises/ que explican un error que el compilador señala en otro sitio: un tipo sin
/// `package` que otro módulo no ve, o un struct con un init escrito dentro, que pierde el de miembro a
/// miembro. Se leen con el troceador, no con el compilador: el código no compila. Solo las de los tipos y
/// las de nivel de fichero; las variables de dentro de una función no cuentan.
struct DeclaracionesDeEjercicios {
    struct Declaracion {
        let nombre: String
        let fichero: String         // relativo a Exercises/
        let linea: Int              // desde 1
        let visible: Bool           // lleva package, public u open: otro módulo la ve
        let esStruct: Bool
        var initDentro: (linea: Int, firma: String)? = nil   // de un struct: un init escrito en su cuerpo

        var sitio: String { "Exercises/\(fichero):\(linea)" }
    }

    private(set) var todas: [Declaracion] = []
    private let modulos: [ModuloDeLaApp]

    init(raiz: URL) {
        modulos = (try? ModuloDeLaApp.leer(raiz: raiz)) ?? []
        let ejercicios = raiz.appending(path: "Exercises")
        for fichero in Arbol.ficheros(en: ejercicios) where fichero.hasSuffix(".swift") {
            guard let texto = try? String(contentsOf: ejercicios.appending(path: fichero), encoding: .utf8) else { continue }
            todas += Self.declaraciones(en: texto, fichero: fichero)
        }
    }

    /// Las que se llaman así, en el orden de los ficheros.
    func llamadas(_ nombre: String) -> [Declaracion] {
        todas.filter { $0.nombre == nombre }
    }

    /// El módulo de la app de una ruta relativa al paquete («Exercises/…»), si Package.swift lo declara.
    func modulo(deLaRuta ruta: String) -> String? {
        ModuloDeLaApp.modulo(deLaRuta: ruta, en: modulos)?.nombre
    }

    /// Si a la declaración le hace falta `package` para que la vea el fichero de `ruta` (relativa al paquete, con
    /// su texto): si está en un módulo de la app que no es el suyo. Unas pruebas son siempre otro módulo, pero
    /// con @testable ven lo interno. Sin los módulos de Package.swift, basta con que esté en otro fichero.
    func faltaPackage(_ declaracion: Declaracion, paraLaRuta ruta: String, texto: String?) -> Bool {
        guard !modulos.isEmpty else { return "Exercises/" + declaracion.fichero != ruta }
        guard let suyo = modulo(deLaRuta: "Exercises/" + declaracion.fichero) else { return false }
        if ruta.hasPrefix("Exercises/"), let otro = modulo(deLaRuta: ruta) { return suyo != otro }
        return !(texto ?? "").contains("@testable import \(suyo)")
    }

    // MARK: - Lectura

    private static let tipos: Set<String> = ["struct", "class", "enum", "protocol", "actor"]
    private static let miembros: Set<String> = ["func", "var", "let", "typealias", "case"]
    private static let visibles: Set<String> = ["package", "public", "open"]
    private static let modificadores: Set<String> = [
        "package", "public", "open", "internal", "private", "fileprivate", "final", "static", "nonisolated",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "indirect", "set",
    ]

    /// Cada `{` abre un ámbito: el cuerpo de un tipo o de una extensión (donde hay declaraciones) u otro.
    private enum Ambito { case tipo(Int), enExtension, otro }   // tipo: índice de su declaración

    static func declaraciones(en texto: String, fichero: String) -> [Declaracion] {
        let piezas = TroceadorSwift.piezas(de: texto)
        var declaraciones: [Declaracion] = []
        var ambitos: [Ambito] = []
        var pendiente: Ambito?     // el de la próxima «{»
        for (indice, pieza) in piezas.enumerated() {
            if pieza.es("{") {
                ambitos.append(pendiente ?? .otro)
                pendiente = nil
                continue
            }
            if pieza.es("}") {
                _ = ambitos.popLast()
                continue
            }
            guard pieza.clase == .palabra else { continue }
            let dondeSeDeclara: Bool
            switch ambitos.last {
            case nil, .tipo?, .enExtension?: dondeSeDeclara = true
            case .otro?: dondeSeDeclara = false
            }
            guard dondeSeDeclara else { continue }
            if pieza.texto == "extension" {
                pendiente = .enExtension
            } else if pieza.texto == "init", case let .tipo(suyo)? = ambitos.last, declaraciones[suyo].esStruct,
                      declaraciones[suyo].initDentro == nil {
                declaraciones[suyo].initDentro = (pieza.linea, "init(" + etiquetas(en: piezas, desde: indice + 1) + ")")
                pendiente = .otro
            } else if tipos.contains(pieza.texto) || miembros.contains(pieza.texto) || pieza.texto == "init",
                      indice + 1 < piezas.count, piezas[indice + 1].clase == .palabra || pieza.texto == "init" {
                let previas = modificadores(antesDe: indice, en: piezas)
                if pieza.texto != "init" {
                    declaraciones.append(Declaracion(
                        nombre: piezas[indice + 1].texto, fichero: fichero, linea: pieza.linea,
                        visible: !previas.isDisjoint(with: visibles), esStruct: pieza.texto == "struct"))
                }
                pendiente = tipos.contains(pieza.texto) ? .tipo(declaraciones.count - 1) : .otro
            }
        }
        return declaraciones
    }

    /// Las palabras que preceden a una declaración: sus modificadores, con `private(set)` y los atributos.
    private static func modificadores(antesDe indice: Int, en piezas: [PiezaSwift]) -> Set<String> {
        var encontrados: Set<String> = []
        var i = indice - 1
        while i >= 0 {
            let pieza = piezas[i]
            if pieza.clase == .atributo || pieza.es("(") || pieza.es(")") {
                i -= 1
            } else if pieza.clase == .palabra, modificadores.contains(pieza.texto) {
                encontrados.insert(pieza.texto)
                i -= 1
            } else {
                break
            }
        }
        return encontrados
    }

    /// «dto:» de `init(dto: ArbitroDTO)`: la primera palabra de cada parámetro.
    private static func etiquetas(en piezas: [PiezaSwift], desde inicio: Int) -> String {
        var etiquetas = ""
        var profundidad = 0
        var alEmpezar = true
        for pieza in piezas[inicio...] {
            if pieza.es("(") || pieza.es("[") { profundidad += 1; if profundidad == 1 { continue } }
            if pieza.es(")") || pieza.es("]") { profundidad -= 1; if profundidad == 0 { break } }
            if profundidad == 1, pieza.es(",") { alEmpezar = true; continue }
            if profundidad == 1, alEmpezar, pieza.clase == .palabra {
                etiquetas += pieza.texto + ":"
                alEmpezar = false
            }
        }
        return etiquetas
    }
}
