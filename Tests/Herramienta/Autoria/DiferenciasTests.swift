import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria
@testable import HerramientaMutacion

@Suite("diferencias [lección|paso] [--resumen]")
struct DiferenciasTests {
    private func diferencias(_ arena: Arena, _ argumentos: [String]) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        return (Herramienta.ejecutar(["diferencias"] + argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func cadaRegionDelPasoEsUnTrozoDeDiffUnificadoConSuFicheroSuLineaYSuPaso() throws {
        let arena = try Arena()

        let (codigo, consola) = diferencias(arena, ["leccion-a/2.1"])

        #expect(codigo == 0)
        // En Exercises/Uno.swift, la región de leccion-a/1 crece con su cabecera: el esqueleto de 2.1 está en la 16.
        #expect(consola.salida == [
            "leccion-a/2.1 · Lección A · Paso 2 · Tanda 1",
            "--- Exercises/Uno.swift",
            "+++ Solutions/Uno.swift",
            "@@ -16,4 +11,3 @@ leccion-a/2.1",
            "     func dos() -> Int {",
            "-",
            "-        0",
            "+        2",
            "     }",
            "",
        ])
    }

    @Test func unPasoConVariosFicherosLosEnsenaEnSuOrdenYSinObjetivoVanTodosEnElDelCurso() throws {
        let arena = try Arena()

        let (_, consola) = diferencias(arena, [])

        #expect(consola.salida.filter { $0.hasPrefix("---") || $0.hasPrefix("@@") || $0.hasPrefix("leccion-a/") } == [
            "leccion-a/1 · Lección A · Paso 1 · Uno",
            "--- Exercises/Uno.swift", "@@ -8,1 +4,1 @@ leccion-a/1",
            "--- Exercises/Dos/Dos.swift", "@@ -7,1 +3,1 @@ leccion-a/1",
            "leccion-a/2.1 · Lección A · Paso 2 · Tanda 1",
            "--- Exercises/Uno.swift", "@@ -16,4 +11,3 @@ leccion-a/2.1",
        ])
    }

    @Test func elEsqueletoEsElQueGeneraSolutionsNoLoQueHayaEnExercises() throws {
        let arena = try Arena()
        try arena.generar()
        let consola = ConsolaDePrueba()
        _ = Herramienta.ejecutar(["resolver", "leccion-a/2.1"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        let (_, salida) = diferencias(arena, ["leccion-a/2.1"])

        #expect(salida.salida.contains("-        0"), "Aunque Exercises/ ya tenga la solución, el diff es el del esqueleto")
    }

    @Test func elResumenDaUnaLineaPorPasoConFicherosLineasQueEscribirYPruebas() throws {
        let arena = try Arena()
        try arena.escribir("Tests/Mod/UnoTests.swift", """
            @Suite struct UnoTests {
                @Test func uno() {}
                @Test(arguments: [1, 2])
                func otra(_ x: Int) {}
            }
            """)

        let (codigo, consola) = diferencias(arena, ["leccion-a", "--resumen"])

        #expect(codigo == 0)
        #expect(consola.salida == [
            "paso           ficheros  líneas que escribir  pruebas  detalle",
            "leccion-a/1           2                    2        2  Uno.swift, Dos/Dos.swift",
            "leccion-a/2.1         1                    1        0  Uno.swift",
            "leccion-a/3                                            pruebas de quien aprende: se miden con fallos sembrados",
            "leccion-a/4                                            fuera del kit (SwiftUI): está en el curso",
        ])
    }

    @Test func lasLineasQueEscribirNoCuentanComentariosNiLineasEnBlanco() throws {
        let arena = try Arena()
        try arena.cambiar("Solutions/Uno.swift", "func uno() -> Int { 1 }", por: """
            // Un comentario de la solución: nadie lo escribe.
            /* Ni este,
               que ocupa dos líneas. */

            func uno() -> Int { 1 }  // este sí: la línea tiene código
            """)

        let (_, consola) = diferencias(arena, ["leccion-a/1", "--resumen"])

        let fila = consola.salida.first { $0.hasPrefix("leccion-a/1 ") }?.split(separator: " ").prefix(3)
        #expect(fila == ["leccion-a/1", "2", "2"], "2 ficheros y 2 líneas que escribir (una en cada fichero), y no 6: \(consola.salida)")
    }

    /// Un paso de pruebas con sus ficheros: lo que escribe quien aprende son pruebas, y se miden con fallos sembrados.
    static let catalogoConPasoDePruebas = Arena.catalogo.replacingOccurrences(
        of: #"{"id": "leccion-a/3", "titulo": "Paso 3 · Pruebas", "tipo": "pruebas", "pista": "Un falso."}"#,
        with: #"""
            {"id": "leccion-a/3", "titulo": "Paso 3 · Pruebas", "tipo": "pruebas", "ficheros": ["PruebasA/UnoTests.swift"],
             "suites": ["PruebasA"], "enunciado": ["Escribe las pruebas."], "pista": "Un falso."}
            """#)

    @Test func elResumenDeUnPasoDePruebasDaSusFicherosSusPruebasYSusFallosSembrados() throws {
        let arena = try Arena(catalogo: Self.catalogoConPasoDePruebas)
        try arena.escribir("Solutions/PruebasA/UnoTests.swift", """
            import Testing

            // MARK: EJERCICIO leccion-a/3
            // Las dos pruebas de la lección.
            struct UnoTests {
                @Test func uno() {
                    #expect(uno() == 1)
                }

                @Test(arguments: [1, 2])
                func otra(_ x: Int) {}
            }
            // MARK: ESQUELETO
            // MARK: FIN EJERCICIO

            """)
        try arena.escribir(CatalogoDeMutantes.ruta, """
            {"pasos": [{"paso": "leccion-a/3", "codigoDe": "leccion-a/1", "mutantes": [
              {"id": "uno-es-cero", "descripcion": "un uno que es cero", "rompe": "uno() es 1",
               "en": "cuerpo", "nombre": "uno", "hacer": "al-empezar", "codigo": "return 0"},
              {"id": "uno-dos-veces", "descripcion": "un uno repetido", "rompe": "uno() es 1",
               "en": "cuerpo", "nombre": "uno", "hacer": "repetir"}
            ]}]}
            """)

        let (codigo, consola) = diferencias(arena, ["leccion-a/3", "--resumen"])

        #expect(codigo == 0, Comment(rawValue: consola.todo))
        #expect(consola.salida == [
            "paso         ficheros  líneas que escribir  pruebas  detalle",
            "leccion-a/3         1                    7        2  PruebasA/UnoTests.swift · las pruebas las escribe quien aprende, "
                + "medidas con 2 fallos sembrados en el código de leccion-a/1",
        ], "7 líneas de código (sin el comentario ni la línea en blanco) y 2 @Test, una parametrizada")
    }

    @Test func unPasoSinRegionesEsUnErrorDeUsoYUnasRegionesRotasSeNombran() throws {
        let arena = try Arena()
        #expect(diferencias(arena, ["leccion-a/3"]).0 == 2)

        try arena.cambiar("Solutions/Dos/Dos.swift", "// MARK: FIN EJERCICIO", por: "// MARK: FIN EJERCICO")
        let (codigo, consola) = diferencias(arena, [])
        #expect(codigo == 1)
        #expect(consola.errores.contains { $0.contains("Solutions/Dos/Dos.swift:2: la región leccion-a/1 no se cierra") })
    }

    @Test func sinSolutionsLoDiceYSaleConDos() throws {
        let arena = try Arena(soluciones: [:])

        let (codigo, consola) = diferencias(arena, [])

        #expect(codigo == 2)
        #expect(consola.errores.first?.hasPrefix("No hay Solutions/ en ") == true)
    }

    @Test func laComparacionQuitaYPoneComoDiff() {
        typealias L = ComparacionDeLineas.Linea
        #expect(ComparacionDeLineas.comparar(["a", "b"], ["a", "b"]) == [L.igual("a"), .igual("b")])
        #expect(ComparacionDeLineas.comparar([], ["a"]) == [L.puesta("a")])
        #expect(ComparacionDeLineas.comparar(["a", "x", "c"], ["a", "y", "z", "c"]) == [L.igual("a"), .quitada("x"), .puesta("y"), .puesta("z"), .igual("c")])
    }
}
