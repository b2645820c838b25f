import SoporteDeLaHerramienta
import Testing

@Suite("Las recetas de las guías, leídas paso a paso")
struct RecetaDeLaGuiaTests {
    @Test func leeLosPasosNumeradosDeSuSeccionYNadaMas() throws {
        let guia = """
            ## Otra
            1. `Otra.swift`: no es de esta receta.
            ## Añadir algo
            Texto.

            1. `Sources/Catalogo/catalogo.json`: el paso,
               en dos líneas.
            2. `Tests/<carpeta>/<Suite>.swift`: su suite.
            - `README.md` no va numerado: no es un paso.
            3. `swift run marcador verificar`: en verde.
            ## Siguiente
            4. `Fuera.swift`
            """
        let receta = try #require(RecetaDeLaGuia(guia: guia, seccion: "Añadir algo"))
        #expect(receta.pasos == [.fichero("Sources/Catalogo/catalogo.json"), .fichero("Tests/<carpeta>/<Suite>.swift"), .orden(["verificar"])])
        #expect(RecetaDeLaGuia(guia: guia, seccion: "No está") == nil)
    }

    @Test(arguments: [
        ("Tests/Arbitros/UI/TituloTests.swift", "Tests/<carpeta>/<Suite>.swift", true),
        ("Tests/Arquitectura/XTests.swift", "Tests/Arquitectura/<Suite>.swift", true),
        ("README.md", "README.md", true),
        ("README.md", "docs/README.md", false),
        ("Tests/X.swift", "Tests/<carpeta>/<Suite>.swift", false),
        ("Solutions/A/B.swift", "Tests/<carpeta>/<Suite>.swift", false),
        ("Tests/Arquitectura/XTests.md", "Tests/Arquitectura/<Suite>.swift", false),
    ])
    func unHuecoEsUnoOMasCaracteres(ruta: String, patron: String, encaja: Bool) {
        #expect(RecetaDeLaGuia.encaja(ruta, en: patron) == encaja)
    }
}
