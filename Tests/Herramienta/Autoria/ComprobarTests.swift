import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("generar --comprobar")
struct ComprobarTests {
    private func comprobar(_ arena: Arena) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        return (Herramienta.ejecutar(["generar", "--comprobar"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func recienGeneradoEstaAlDia() throws {
        let arena = try Arena()
        try arena.generar()

        let (codigo, consola) = comprobar(arena)

        #expect(codigo == 0)
        #expect(consola.salida == [
            "✓ Exercises/ está al día con Solutions/ (3 ficheros).",
            "✓ Sources/Catalogo/manifiesto.json está al día (6 ficheros de la publicación).",
        ])
    }

    @Test func unaPruebaCambiadaSinRegenerarDejaElManifiestoAtrasado() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.escribir("Tests/Mod/Nueva.swift", "// nueva\n")

        let (codigo, consola) = comprobar(arena)

        #expect(codigo == 1)
        #expect(consola.salida.contains("  Tests/Mod/Nueva.swift añadido"))
    }

    @Test func detectaUnaSolucionCambiadaSinRegenerar() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Solutions/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { -1 }")
        try arena.escribir("Solutions/Nuevo.swift", "let nuevo = 1\n")
        try arena.escribir("Exercises/Sobrante.swift", "let sobra = 1\n")

        let (codigo, consola) = comprobar(arena)

        #expect(codigo == 1)
        #expect(consola.salida.contains("  es distinto Exercises/Uno.swift"))
        #expect(consola.salida.contains("  falta      Exercises/Nuevo.swift"))
        #expect(consola.salida.contains("  sobra      Exercises/Sobrante.swift"))
        #expect(!consola.todo.contains("Libre.swift"))
    }

    @Test func noEscribeNada() throws {
        let arena = try Arena()

        let (codigo, _) = comprobar(arena)

        #expect(codigo == 1)
        #expect(!arena.existe("Exercises"))
    }
}
