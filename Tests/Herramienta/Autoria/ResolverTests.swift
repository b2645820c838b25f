import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria

@Suite("resolver [lección|paso]")
struct ResolverTests {
    private func resolver(_ arena: Arena, _ argumentos: [String], respuesta: String? = nil) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        consola.respuesta = respuesta
        return (Herramienta.ejecutar(["resolver"] + argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func ponLaSolucionDeUnPasoConSuCabeceraYNoTocaLosDemas() throws {
        let arena = try Arena()
        try arena.generar()

        let (codigo, consola) = resolver(arena, ["leccion-a/2.1"])

        #expect(codigo == 0)
        #expect(consola.preguntas == 0, "Sobre un esqueleto no hay trabajo que perder: no pregunta")
        let uno = try arena.leer("Exercises/Uno.swift")
        #expect(uno.contains("    func dos() -> Int {\n        2\n    }\n    // MARK: FIN EJERCICIO"))
        #expect(uno.contains("    // Comprueba: swift run marcador comprobar leccion-a/2.1"), "La cabecera de la región se queda")
        #expect(uno.contains("func uno() -> Int { 0 }"), "El paso leccion-a/1 sigue con su esqueleto")
        #expect(consola.salida == ["✓ Exercises/Uno.swift: solución de leccion-a/2.1"])
    }

    @Test func sinObjetivoResuelveTodosLosEjerciciosAunqueCompartanFichero() throws {
        let arena = try Arena()
        try arena.generar()

        let (codigo, _) = resolver(arena, [])

        #expect(codigo == 0)
        let uno = try arena.leer("Exercises/Uno.swift")
        #expect(uno.contains("func uno() -> Int { 1 }") && uno.contains("        2\n"))
        #expect(try arena.leer("Exercises/Dos/Dos.swift").contains("static let valor = 2"))
        #expect(Diferencia.entre(try arena.generador.generacion(), y: arena.raiz.appending(path: "Exercises")).count == 2,
                "Resuelto, Exercises/ ya no es lo que escribe el generador en los dos ficheros con regiones")
    }

    @Test func resolverYReiniciarDejanExercisesComoLoGenera() throws {
        let arena = try Arena()
        try arena.generar()
        let antes = try arena.datos("Exercises/Uno.swift")

        _ = resolver(arena, ["leccion-a"])
        let consola = ConsolaDePrueba()
        _ = Herramienta.ejecutar(["reiniciar", "leccion-a/1", "--si"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)
        _ = Herramienta.ejecutar(["reiniciar", "leccion-a/2.1", "--si"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(try arena.datos("Exercises/Uno.swift") == antes)
    }

    @Test func preguntaAntesDePisarTrabajoYSinUnSiNoTocaNada() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor = 3  // mío")
        let uno = try arena.datos("Exercises/Uno.swift")

        let (codigo, consola) = resolver(arena, ["leccion-a/1"], respuesta: "n")

        #expect(codigo == 1)
        #expect(consola.preguntas == 1)
        #expect(consola.salida.contains("  Exercises/Dos/Dos.swift (leccion-a/1)"))
        #expect(try arena.leer("Exercises/Dos/Dos.swift").contains("// mío"))
        #expect(try arena.datos("Exercises/Uno.swift") == uno, "Si no sigue, no toca ningún fichero del paso")
    }

    @Test func conSiPisaElTrabajoSinPreguntar() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor = 3  // mío")

        let (codigo, consola) = resolver(arena, ["leccion-a/1", "--si"])

        #expect(codigo == 0)
        #expect(consola.preguntas == 0)
        #expect(try arena.leer("Exercises/Dos/Dos.swift").contains("static let valor = 2\n"))
    }

    @Test func unPasoSinRegionEsUnErrorDeUso() throws {
        let arena = try Arena()
        try arena.generar()

        let (codigo, consola) = resolver(arena, ["leccion-a/4"])

        #expect(codigo == 2)
        #expect(consola.errores.first == "El paso leccion-a/4 es de tipo «fuera-del-kit»: no tiene ninguna región en Exercises/.")
    }

    @Test func sinSolutionsLoDiceYNoTocaNada() throws {
        let arena = try Arena()
        try arena.generar()
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Solutions/Dos/Dos.swift"))
        let uno = try arena.datos("Exercises/Uno.swift")

        let (codigo, consola) = resolver(arena, ["leccion-a/1"])

        #expect(codigo == 1)
        #expect(consola.errores == ["✗ No existe Solutions/Dos/Dos.swift, de donde salen el esqueleto y la solución de sus regiones."])
        #expect(try arena.datos("Exercises/Uno.swift") == uno)
    }
}
