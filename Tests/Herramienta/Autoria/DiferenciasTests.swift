import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria

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
            "paso           ficheros  líneas que escribir  pruebas",
            "leccion-a/1           2                    2        2  Uno.swift, Dos/Dos.swift",
            "leccion-a/2.1         1                    1        0  Uno.swift",
            "leccion-a/3                                            pruebas de quien aprende: se miden con fallos sembrados",
            "leccion-a/4                                            fuera del kit (SwiftUI): está en el curso",
        ])
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
