import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

/// Un esqueleto guarda lo mismo que su solución: en cada tipo, las mismas propiedades guardadas (con su
/// tipo, en el mismo orden) y los mismos casos. Si el esqueleto calcula lo que la solución guarda, los
/// módulos compilados contra el esqueleto se quedan con la forma vieja del tipo cuando quien aprende
/// escribe la suya, y sus pruebas revientan con el código bien escrito (issue 10, ArbitroDTO).
@Suite("Los esqueletos tienen la forma guardada de su solución")
struct FormaDeLosEsqueletosTests {
    /// Por tipo («ArbitroDTO», «ArbitroDTO.Direccion»), sus propiedades guardadas y sus casos, en orden.
    /// Se lee línea a línea, con la pila de llaves: basta para el código de las lecciones.
    static func forma(_ lineas: [String]) -> [String: [String]] {
        var forma: [String: [String]] = [:]
        var ambitos: [String?] = []     // el nombre del tipo que abre cada llave, o nil (una función, un switch…)
        let tipo = /\b(?:struct|class|enum|actor|extension)\s+(\w+)/
        let propiedad = /^\s*(?:@\w+\s+)*(?:(?:package|private|fileprivate|internal|public)(?:\(set\))?\s+|nonisolated\s+|weak\s+)*(let|var)\s+(\w+)\s*(?::\s*([^={]+?))?\s*(=[^{]*)?$/
        for linea in lineas {
            let codigo = linea.replacing(/(^|\s)\/\/.*$/, with: "")
            let dentro = ambitos.compactMap { $0 }
            if let nombre = ambitos.last ?? nil, !codigo.contains("static") {
                if let encontrada = codigo.wholeMatch(of: propiedad) {
                    let anotado = encontrada.output.3.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "inferido"
                    forma[nombre, default: []].append("\(encontrada.output.1) \(encontrada.output.2): \(anotado)")
                } else if codigo.trimmingCharacters(in: .whitespaces).hasPrefix("case ") {
                    forma[nombre, default: []].append(codigo.trimmingCharacters(in: .whitespaces))
                }
            }
            for caracter in codigo {
                if caracter == "{" {
                    let abierto = codigo.firstMatch(of: tipo).map { String($0.output.1) }
                    ambitos.append(abierto.map { (dentro + [$0]).joined(separator: ".") })
                } else if caracter == "}" {
                    _ = ambitos.popLast()
                }
            }
        }
        return forma
    }

    @Test func cadaEsqueletoGuardaLoMismoQueSuSolucion() throws {
        let raiz = RaizDelKit.url
        let catalogo = try Catalogo.cargar(raiz: raiz)
        let lector = LectorDeRegiones(catalogo: catalogo)
        var regiones = 0
        for fichero in Arbol.ficheros(en: raiz.appending(path: "Solutions")) {
            let lineas = try #require(Texto.lineas(try Data(contentsOf: raiz.appending(path: "Solutions/" + fichero))))
            // Las de un paso de pruebas no cuentan: ningún otro módulo se compila contra las pruebas de quien aprende.
            for region in try lector.regiones(en: lineas, fichero: fichero) where catalogo.paso(region.paso)?.tipo == .ejercicio {
                regiones += 1
                #expect(Self.forma(region.esqueleto) == Self.forma(region.solucion), """
                    Solutions/\(fichero), \(region.paso): el esqueleto tiene que guardar lo mismo que la solución (las \
                    propiedades guardadas y los casos de cada tipo); si calcula lo que la solución guarda, lo compilado \
                    contra él se queda con la forma vieja del tipo y las pruebas revientan con el código bien escrito.
                    """)
            }
        }
        let esperadas = catalogo.pasos.filter { $0.tipo == .ejercicio }.reduce(0) { $0 + $1.ficheros.count }
        #expect(regiones == esperadas, "Una región por fichero de cada ejercicio: si no se encuentran, la prueba no mira nada")
    }

    @Test func unaPropiedadCalculadaDondeLaSolucionGuardaCambiaLaForma() {
        let solucion = ["struct ArbitroDTO: Decodable {", "    let id: Int", "    let name: String // el nombre", "    struct Direccion {", "        let city: String", "    }", "}"]
        let esqueleto = ["struct ArbitroDTO: Decodable {", "    let id: Int", "    var name: String { \"\" }", "    struct Direccion {", "        let city: String", "    }", "}"]

        #expect(Self.forma(solucion) == ["ArbitroDTO": ["let id: Int", "let name: String"], "ArbitroDTO.Direccion": ["let city: String"]])
        #expect(Self.forma(esqueleto) == ["ArbitroDTO": ["let id: Int"], "ArbitroDTO.Direccion": ["let city: String"]])
    }

    @Test func lasVariablesLocalesYLasEstaticasNoSonDeLaForma() {
        let lineas = [
            "final class Repositorio {", "    private let servicio: Servicio", "    static let predeterminado = Repositorio()",
            "    func arbitros() {", "        let url = base", "        switch x {", "        case .a: break", "        }", "    }", "}",
        ]

        #expect(Self.forma(lineas) == ["Repositorio": ["let servicio: Servicio"]])
    }
}
