import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion
@testable import HerramientaCalificacion
@testable import HerramientaClase
#if canImport(FoundationXML)
import FoundationXML   // en Linux XMLParser vive aquí; en macOS, en Foundation
#endif

/// La tabla Markdown y la página HTML de `clase`: las dos con cada alumno y cada paso, y con todo lo que
/// viene de las entregas escapado.
@Suite("Informes de clase")
struct InformesDeClaseTests {
    @Test func laTablaMarkdownTieneUnaFilaPorAlumnoYLosPasosPorAtasco() {
        let resumen = ResumenDeClase(entregas: Array(ResumenDeClaseTests.clase.entregas.prefix(2)),
                                     problemas: [.init(fichero: "rosa/resultados.json", motivo: "está vacío", seLeyo: false)])
        #expect(TablaDeClase(resumen: resumen).lineas == [
            "## La clase: 2 entregas",
            "",
            "| Alumno | Puntos | 1 | 2 | 3 |",
            "|---|---|---|---|---|",
            "| ana | 1 / 3 | ✓ | ✗ | no compila |",
            "| luis | 1 / 3 | revienta | ✗ | ✓ |",
            "",
            "Cada columna es un paso, por su número (#) en la tabla de abajo. ✓ pasa, ✗ falla, — no está en el informe.",
            "",
            "### Pasos, de más a menos alumnos atascados",
            "",
            "| # | Paso | Atascados | Lo pasan |",
            "|---|---|---|---|",
            "| 1 | p/1 Título p/1 | 1 | 1 de 2 |",
            "| 2 | p/2 Título p/2 | 1 | 0 de 2 |",
            "| 3 | p/3 Título p/3 | 0 | 1 de 2 |",
            "",
            "Atascado en un paso: es el primero, en el orden del curso, que no pasa.",
            "",
            "### Las pruebas que más fallan",
            "",
            "**1 · p/1 Título p/1**",
            "",
            "- 1 alumno · c1: revienta: no terminó",
            "",
            "**2 · p/2 Título p/2**",
            "",
            "- 2 alumnos · t2: arréglalo",
            "- 2 alumnos · t3: arréglalo",
            "- 1 alumno · t1: arréglalo",
            "",
            "### Entregas con problemas",
            "",
            "- rosa/resultados.json: está vacío (no está en el resumen)",
        ])
    }

    /// Un alumno y un mensaje con todo lo que puede romper una celda de Markdown o una página HTML.
    static let peligroso = ResumenDeClase(entregas: [
        EntregaDeClase(alumno: "<script>alert('x')</script> | a\nb & \"c\" \u{1B}[31m",
                       pasos: [ResumenDeClaseTests.paso("p/<i>1</i>", 1, .falla, fallos: ["t|<b>"], explicacion: "usa `x` & <img src=x onerror=y>")],
                       puntos: 0, maximo: 1),
        EntregaDeClase(alumno: "luis", pasos: [ResumenDeClaseTests.paso("p/2", 2, .seCuelga)], puntos: 0, maximo: 1),
    ], problemas: [.init(fichero: "<x>/resultados.json", motivo: "no es JSON válido", seLeyo: false)])

    @Test func elMarkdownEscapaBarrasSaltosDeLineaYEtiquetas() {
        let lineas = TablaDeClase(resumen: Self.peligroso).lineas
        #expect(lineas.contains("| \\<script\\>alert('x')\\</script\\> \\| a b \\& \"c\" \u{FFFD}\\[31m | 0 / 1 | ✗ | — |"),
                "el «|» escapado no parte la celda; el salto de línea es un espacio; el escape de terminal no sale")
        #expect(lineas.contains("- 1 alumno · t\\|\\<b\\>: usa \\`x\\` \\& \\<img src=x onerror=y\\>"))
        #expect(lineas.allSatisfy { !$0.contains("\n") && !$0.unicodeScalars.contains("\u{1B}") })
    }

    /// Lo que ve un lector de XML: los nombres de los elementos y el texto (ya sin escapar).
    private final class Lectura: NSObject, XMLParserDelegate {
        var elementos: Set<String> = []
        var texto = ""
        var atributos: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                    attributes attributeDict: [String: String] = [:]) {
            elementos.insert(elementName)
            atributos += attributeDict.keys
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { texto += string }
    }

    @Test func laPaginaEsHTMLBienFormadoConCadaAlumnoYCadaPasoYNadaQueDescargar() throws {
        let html = PaginaDeClase(resumen: Self.peligroso).html
        let parser = XMLParser(data: Data(html.utf8))
        let lectura = Lectura()
        parser.delegate = lectura
        #expect(parser.parse(), "la página no es XML bien formado: \(String(describing: parser.parserError))")
        #expect(lectura.elementos.isSubset(of: ["html", "head", "meta", "title", "style", "body", "h1", "h2", "table", "tr", "th", "td",
                                                "p", "ul", "li", "code", "span", "strong"]),
                "elementos que no se escriben a propósito (¿un nombre sin escapar?): \(lectura.elementos.sorted())")
        #expect(Set(lectura.atributos).isSubset(of: ["lang", "charset", "id", "class", "title"]), "\(lectura.atributos)")
        for alumno in ["<script>alert('x')</script> | a b & \"c\" \u{FFFD}[31m", "luis"] {
            #expect(lectura.texto.contains(alumno), "falta el alumno «\(alumno)» en la página")
        }
        for paso in ["p/<i>1</i>", "p/2"] {
            #expect(lectura.texto.contains(paso), "falta el paso «\(paso)» en la página")
        }
        #expect(lectura.texto.contains("usa `x` & <img src=x onerror=y>"))
        #expect(lectura.texto.contains("<x>/resultados.json: no es JSON válido"))
        for externo in ["http:", "https:", "//", "url(", "@import"] {
            #expect(!html.replacingOccurrences(of: "</", with: "").contains(externo), "la página pide algo de fuera («\(externo)»): en clase no hay red")
        }
    }

    // MARK: - La orden

    @Test func laOrdenSaleConCeroAunqueHayaFicherosMalosYLosNombra() throws {
        let entregas = EntregasDePrueba()
        try entregas.escribir("ana/resultados.json", LectorDeEntregasTests.variada())
        try entregas.escribir("luis/resultados.json", "no es json")
        let consola = ConsolaDePrueba()
        let codigo = Herramienta.ejecutar(["clase", "ana", "luis", "nadie", "--html", "clase.html"], ordenes: ordenesDeEstasPruebas, directorio: entregas.raiz,
                                          consola: consola.consola)
        #expect(codigo == 0, Comment(rawValue: consola.todo))
        #expect(consola.salida.contains("| ana | 1,67 / 4 | ✗ | revienta | no compila | ✓ |"))
        #expect(consola.salida.contains("- luis/resultados.json: no es JSON válido (no está en el resumen)"))
        #expect(consola.salida.contains("- nadie: no existe (no está en el resumen)"))
        #expect(consola.errores == ["He leído 1 de 3 entregas; 2 sin leer y 0 a medias (ver «Entregas con problemas»). Página: clase.html"])
        let pagina = try String(contentsOf: entregas.raiz.appending(path: "clase.html"), encoding: .utf8)
        #expect(pagina.contains("<td>ana</td>"))
    }

    @Test func sinNingunaEntregaLegibleSaleConDosYNombraCadaFichero() throws {
        let entregas = EntregasDePrueba()
        try entregas.escribir("luis/resultados.json", "")
        let consola = ConsolaDePrueba()
        #expect(Herramienta.ejecutar(["clase", "luis", "nadie"], ordenes: ordenesDeEstasPruebas, directorio: entregas.raiz, consola: consola.consola) == 2)
        #expect(consola.salida.isEmpty)
        #expect(consola.errores == ["  luis/resultados.json: está vacío", "  nadie: no existe",
                                    "Ninguna entrega se ha podido leer (2 dadas): no hay resumen."])
    }

    @Test func losArgumentosSonCarpetasYHtml() throws {
        #expect(try Argumentos(["clase", "a", "b c", "--html", "p.html"], ordenes: ordenesDeEstasPruebas).orden as? OrdenesDeClase.Clase
            == OrdenesDeClase.Clase(carpetas: ["a", "b c"], html: "p.html"))
    }

    @Test(arguments: [["clase"], ["clase", "--html", "p.html"], ["clase", "a", "--tiempo", "3"], ["clase", "a", "--kit", "k"],
                      ["clase", "a", "--resumen"], ["lista", "--html", "p.html"], ["clase", "a", "--raiz", "r"]])
    func rechazaLoQueNoTieneSentido(_ argumentos: [String]) {
        #expect(throws: ErrorDeLaHerramienta.self) { try Argumentos(argumentos, ordenes: ordenesDeEstasPruebas) }
    }

    /// El ensayo del instructor: una entrega con una prueba debilitada salía en el resumen igual que una sin tocar.
    @Test func losCambiosAlKitYLasManipulacionesSeNombranPorAlumno() throws {
        let datos = try EntregasDePrueba.resultados([("l/1", .pasa, nil, [("M.S/a()", true, nil)])],
                                                     cambios: [CambioDelKit(ruta: "Tests/Lib/DobleTests.swift", tipo: .cambiado)],
                                                     manipulaciones: [Manipulacion(paso: nil, motivos: ["dos runStarted"])])
        let leidos = try JSONDecoder().decode(ResultadosLeidos.self, from: datos)
        let resumen = ResumenDeClase(entregas: [EntregaDeClase(alumno: "eva", resultados: leidos)], problemas: [])

        let lineas = TablaDeClase(resumen: resumen).lineas
        let seccion = try #require(lineas.firstIndex(of: "### Cambios al kit y manipulaciones (no dan nota: se calificó con el kit)"), "\(lineas)")
        #expect(lineas[seccion + 2].hasPrefix("- eva: cambió el kit: Tests/Lib/DobleTests.swift cambiado; flujo que no cuadra: "), "\(lineas[seccion + 2])")
        #expect(PaginaDeClase(resumen: resumen).html.contains("<li><strong>eva</strong>: cambió el kit: Tests/Lib/DobleTests.swift cambiado"))
    }
}
