import Foundation
import Testing
@testable import MarcadorHerramientas

/// Los documentos del kit no se quedan atrás del catálogo ni del formato de las marcas.
@Suite("Documentación")
struct DocumentacionTests {
    private static func leer(_ ruta: String) throws -> String {
        try String(contentsOf: CatalogoDelKitTests.raiz.appending(path: ruta), encoding: .utf8)
    }

    /// La tabla de pasos de docs/aprendices.md, tal como se escribe a partir del catálogo.
    static func tablaDePasos(_ catalogo: Catalogo) -> String {
        var lineas = ["| Paso | Qué es | Fichero(s) en Exercises/ | Sus pruebas |", "|---|---|---|---|"]
        for leccion in catalogo.lecciones {
            for paso in leccion.pasos {
                let ficheros = paso.ficheros.map { "`Exercises/\($0)`" }.joined(separator: "<br>")
                let pruebas = switch paso.tipo {
                case .ejercicio: "`\(paso.ordenDePruebas)`"
                case .pruebas where paso.esDeQuienAprende: "las escribes tú; se miden con fallos sembrados: `swift run marcador comprobar \(paso.id)`"
                case .pruebas: "las escribes tú (aún no se califican)"
                case .fueraDelKit: "fuera del kit: en el curso, con Xcode"
                case .arquitectura: "`\(paso.ordenDePruebas)` (una regla: ya pasa, y tiene que seguir pasando)"
                }
                lineas.append("| `\(paso.id)` | \(leccion.titulo) · \(paso.titulo) | \(ficheros) | \(pruebas) |")
            }
        }
        return lineas.joined(separator: "\n")
    }

    @Test func laTablaDePasosDeLaGuiaDeAprendicesSaleDelCatalogo() throws {
        let tabla = Self.tablaDePasos(try Catalogo.cargar(raiz: CatalogoDelKitTests.raiz))
        #expect(try Self.leer("docs/aprendices.md").contains(tabla), """
            docs/aprendices.md no tiene la tabla de pasos del catálogo. Sustituye la suya por esta:
            \(tabla)
            """)
    }

    @Test func elREADMEDaLaOrdenDePruebasDeCadaLeccionDelCatalogo() throws {
        let catalogo = try Catalogo.cargar(raiz: CatalogoDelKitTests.raiz)
        let readme = try Self.leer("README.md")
        for leccion in catalogo.lecciones where leccion.pasos.contains(where: { $0.tipo == .ejercicio }) {
            let suites = leccion.pasos.filter { $0.tipo == .ejercicio }.flatMap(\.suites)
            let orden = (["swift test"] + suites.map { "--filter \($0)" }).joined(separator: " ")
            #expect(readme.contains("| \(leccion.titulo) | `\(orden)` |"), "README.md no da, para «\(leccion.titulo)», la orden: \(orden)")
        }
    }

    @Test func laGuiaDeInstructoresEnsenaLasMarcasTalCualSon() throws {
        let guia = try Self.leer("docs/instructores.md")
        for marca in [Marca.textoDeEjercicio, Marca.textoDeEsqueleto, Marca.textoDeFin, Catalogo.ruta] {
            #expect(guia.contains(marca), "docs/instructores.md no menciona «\(marca)»")
        }
    }
}
