import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

/// Los documentos del kit no se quedan atrás del catálogo ni del formato de las marcas. Cada fallo nombra
/// la fila que falta o sobra y la da escrita, lista para pegar; nunca enseña el documento entero.
@Suite("Documentación")
struct DocumentacionTests {
    private let catalogo: Catalogo

    init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
    }

    private static func leer(_ ruta: String) throws -> [String] {
        try String(contentsOf: RaizDelKit.url.appending(path: ruta), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    // MARK: - docs/aprendices.md

    static let cabeceraDePasos = "| Paso | Qué es | Fichero(s) en Exercises/ | Sus pruebas |"

    /// Las filas de la tabla de pasos de docs/aprendices.md, tal como salen del catálogo.
    static func filasDePasos(_ catalogo: Catalogo) -> [TablaDeLaGuia.Fila] {
        catalogo.lecciones.flatMap { leccion in
            leccion.pasos.map { paso in
                let ficheros = paso.ficheros.map { "`Exercises/\($0)`" }.joined(separator: "<br>")
                let pruebas = switch paso.tipo {
                case .ejercicio: "`\(paso.ordenDePruebas)`"
                case .pruebas where paso.esDeQuienAprende: "las escribes tú; se miden con fallos sembrados: `swift run marcador comprobar \(paso.id)`"
                case .pruebas: "las escribes tú (aún no se califican)"
                case .fueraDelKit: "fuera del kit: en el curso, con Xcode"
                case .arquitectura: "`\(paso.ordenDePruebas)` (una regla: ya pasa, y tiene que seguir pasando)"
                }
                let clave = "| `\(paso.id)` |"
                return .init(nombre: paso.id, clave: clave, texto: "\(clave) \(leccion.titulo) · \(paso.titulo) | \(ficheros) | \(pruebas) |")
            }
        }
    }

    @Test func laTablaDePasosDeLaGuiaDeAprendicesSaleDelCatalogo() throws {
        let tabla = TablaDeLaGuia(documento: "docs/aprendices.md", seccion: "la tabla de pasos", cabecera: Self.cabeceraDePasos)
        for problema in tabla.problemas(en: try Self.leer("docs/aprendices.md"), esperadas: Self.filasDePasos(catalogo)) {
            Issue.record(Comment(rawValue: problema))
        }
    }

    // MARK: - README.md

    static let cabeceraDeLecciones = "| # | Lección | Sus pruebas |"

    /// Una fila por lección con ejercicios, numeradas en el orden del curso.
    static func filasDeLecciones(_ catalogo: Catalogo) -> [TablaDeLaGuia.Fila] {
        let conEjercicios = catalogo.lecciones.filter { $0.pasos.contains { $0.tipo == .ejercicio } }
        return conEjercicios.enumerated().map { indice, leccion in
            let suites = leccion.pasos.filter { $0.tipo == .ejercicio }.flatMap(\.suites)
            let orden = (["swift test"] + suites.map { "--filter \($0)" }).joined(separator: " ")
            return .init(nombre: leccion.id, clave: "| \(leccion.titulo) |", texto: "| \(indice + 1) | \(leccion.titulo) | `\(orden)` |")
        }
    }

    @Test func elREADMEDaLaOrdenDePruebasDeCadaLeccionDelCatalogo() throws {
        let tabla = TablaDeLaGuia(documento: "README.md", seccion: "«Las lecciones»", cabecera: Self.cabeceraDeLecciones)
        for problema in tabla.problemas(en: try Self.leer("README.md"), esperadas: Self.filasDeLecciones(catalogo)) {
            Issue.record(Comment(rawValue: problema))
        }
    }

    // MARK: - docs/arquitectura.md

    @Test func laGuiaDeArquitecturaTieneUnaFilaPorReglaConSuSuite() throws {
        let guia = try Self.leer("docs/arquitectura.md")
        for regla in catalogo.pasos where regla.tipo == .arquitectura {
            let numero = regla.id.split(separator: "/").last.map(String.init) ?? ""
            let suite = regla.suites.first.map(SuitesDeTests.nombre) ?? ""
            let fila = guia.first { $0.hasPrefix("| \(numero) | ") }
            let nombre = regla.titulo.components(separatedBy: " · ").dropFirst().joined(separator: " · ")
            if fila == nil {
                Issue.record(Comment(rawValue: """
                    docs/arquitectura.md no tiene la fila de \(regla.id) en la tabla «Las reglas». Añade, tras la regla anterior:
                    | \(numero) | **\(nombre)** (`\(suite)`): qué exige. | Por qué (la cita de la lección). | Cómo se comprueba. |
                    """))
            } else if fila?.contains("(`\(suite)`)") == false {
                Issue.record(Comment(rawValue: "docs/arquitectura.md: la fila de la regla \(numero) no nombra su suite: escribe (`\(suite)`) tras su nombre"))
            }
        }
    }

    // MARK: - Las recetas

    /// Cada receta nombra sus ficheros, uno por paso, y acaba regenerando y verificando. Que funcionen de
    /// verdad lo comprueban las pruebas de integración que las siguen (`RecetasTests`).
    @Test func cadaRecetaDeLasGuiasNombraSusFicherosYAcabaEnGenerarYVerificar() throws {
        for (guia, seccion) in RecetaDeLaGuia.delKit {
            let texto = try Self.leer(guia).joined(separator: "\n")
            let receta = RecetaDeLaGuia(guia: texto, seccion: seccion)
            #expect(receta != nil, "\(guia) no tiene la sección «## \(seccion)»")
            let pasos = receta?.pasos ?? []
            #expect(pasos.suffix(2) == [.orden(["generar"]), .orden(["verificar"])],
                    "La receta «\(seccion)» de \(guia) acaba con «`swift run marcador generar`» y «`swift run marcador verificar`»")
            #expect(pasos.contains(.fichero(Catalogo.ruta)), "La receta «\(seccion)» de \(guia) no nombra \(Catalogo.ruta)")
        }
    }

    /// Quien sigue «Añadir un paso» escribe una suite que lee un ViewModel: sin `@MainActor` no compila, porque
    /// los módulos de la app son `@MainActor` por defecto y los de pruebas no. La receta lo dice donde escribe la suite.
    @Test func laRecetaDeAnadirUnPasoDiceAlEscribirLaSuiteQueLosModulosDeLaAppSonMainActor() throws {
        let (guia, titulo) = RecetaDeLaGuia.anadirUnPaso
        let lineas = try Self.leer(guia)
        let inicio = try #require(lineas.firstIndex(of: "## " + titulo), "\(guia) ya no tiene la sección «\(titulo)»")
        let seccion = lineas[(inicio + 1)...].prefix { !$0.hasPrefix("## ") }
        let paso = try #require(seccion.firstIndex { $0.contains(". `Tests/<carpeta>/<Suite>.swift`") },
                                "La receta «\(titulo)» ya no tiene el paso que escribe la suite")
        let texto = ([seccion[paso]] + seccion[(paso + 1)...].prefix { $0.hasPrefix("   ") }).joined(separator: " ")
        #expect(texto.contains(".defaultIsolation(MainActor.self)"),
                "El paso de la suite de «\(titulo)» dice que los módulos de la app son @MainActor por defecto (.defaultIsolation(MainActor.self))")
        #expect(texto.contains("@Suite @MainActor struct <Suite>"),
                "El paso de la suite de «\(titulo)» enseña la suite con @MainActor: `@Suite @MainActor struct <Suite>`")
    }

    // MARK: - docs/instructores.md

    @Test func laGuiaDeInstructoresEnsenaLasMarcasTalCualSon() throws {
        let guia = try Self.leer("docs/instructores.md").joined(separator: "\n")
        for marca in [Marca.textoDeEjercicio, Marca.textoDeEsqueleto, Marca.textoDeFin, Catalogo.ruta] {
            let mencionada = guia.contains(marca)
            #expect(mencionada, "docs/instructores.md no menciona «\(marca)»")
        }
    }
}
