import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("reiniciar <paso>")
struct ReiniciadorTests {
    /// Un Exercises/ en el que quien aprende ha trabajado en los dos pasos y fuera de las regiones.
    private func arenaConTrabajo() throws -> Arena {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }  // paso 1, mío")
        try arena.cambiar("Exercises/Uno.swift", "        0\n", por: "        2  // paso 2.1, mío\n")
        try arena.cambiar("Exercises/Uno.swift", "import Foundation", por: "import Foundation  // y esto también")
        try arena.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor = 2  // paso 1, mío")
        return arena
    }

    private func reiniciar(_ arena: Arena, _ argumentos: [String], respuesta: String? = nil) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        consola.respuesta = respuesta
        return (Herramienta.ejecutar(["reiniciar"] + argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func devuelveElEsqueletoDeUnPasoYNoTocaNadaMas() throws {
        let arena = try arenaConTrabajo()
        let dosAntes = try arena.datos("Exercises/Dos/Dos.swift")
        let libreAntes = try arena.datos("Exercises/Libre.swift")

        let (codigo, _) = reiniciar(arena, ["leccion-a/2.1", "--si"])

        let uno = try arena.leer("Exercises/Uno.swift")
        #expect(codigo == 0)
        #expect(!uno.contains("paso 2.1, mío"))
        #expect(uno.contains("\n        0\n"))
        #expect(uno.contains("func uno() -> Int { 1 }  // paso 1, mío"))
        #expect(uno.contains("import Foundation  // y esto también"))
        #expect(try arena.datos("Exercises/Dos/Dos.swift") == dosAntes)
        #expect(try arena.datos("Exercises/Libre.swift") == libreAntes)
    }

    @Test func unPasoConVariosFicherosLosReiniciaTodos() throws {
        let arena = try arenaConTrabajo()

        let (codigo, consola) = reiniciar(arena, ["leccion-a/1", "--si"])

        #expect(codigo == 0)
        let dos = try arena.leer("Exercises/Dos/Dos.swift")
        #expect(dos.contains("static let valor = 0") && !dos.contains("mío"))
        let uno = try arena.leer("Exercises/Uno.swift")
        #expect(uno.contains("func uno() -> Int { 0 }") && uno.contains("paso 2.1, mío"))
        // Lo de fuera de las regiones no es del paso: se queda, y se avisa de que calificar lo descarta.
        #expect(consola.salida == [
            "✓ Exercises/Uno.swift: esqueleto de leccion-a/1 restaurado",
            "✓ Exercises/Dos/Dos.swift: esqueleto de leccion-a/1 restaurado",
            "Ojo: reiniciar solo devuelve su esqueleto a las regiones, y fuera de ellas hay cambios tuyos:",
            "  Exercises/Uno.swift:1: has cambiado el fichero fuera de las marcas de sus regiones («import Foundation  // y esto también»).",
            "  Al calificar, lo que está fuera de las marcas se descarta: muévelo entre «// MARK: EJERCICIO» y «// MARK: FIN EJERCICIO».",
        ])
    }

    @Test func preguntaAntesYSiLaRespuestaNoEsSiNoTocaNada() throws {
        let arena = try arenaConTrabajo()
        let antes = try arena.datos("Exercises/Uno.swift")

        let (codigo, consola) = reiniciar(arena, ["leccion-a/2.1"], respuesta: "n")

        #expect(codigo == 1)
        #expect(consola.preguntas == 1)
        #expect(consola.salida.contains("  Exercises/Uno.swift"))
        #expect(try arena.datos("Exercises/Uno.swift") == antes)
    }

    @Test(arguments: ["s", "sí", " SI "])
    func conUnSiReinicia(_ respuesta: String) throws {
        let arena = try arenaConTrabajo()

        let (codigo, consola) = reiniciar(arena, ["leccion-a/2.1"], respuesta: respuesta)

        #expect(codigo == 0)
        #expect(consola.preguntas == 1)
        #expect(!(try arena.leer("Exercises/Uno.swift")).contains("paso 2.1, mío"))
    }

    @Test func conSiNoPregunta() throws {
        let arena = try arenaConTrabajo()

        let (_, consola) = reiniciar(arena, ["--si", "leccion-a/2.1"])

        #expect(consola.preguntas == 0)
    }

    @Test func unPasoQueYaEstaEnSuEsqueletoNoSeEscribe() throws {
        let arena = try Arena()
        try arena.generar()
        let fecha = try FileManager.default.attributesOfItem(atPath: arena.raiz.appending(path: "Exercises/Uno.swift").path)[.modificationDate]

        let (codigo, consola) = reiniciar(arena, ["leccion-a/2.1"])

        #expect(codigo == 0)
        #expect(consola.preguntas == 0)
        #expect(consola.salida == ["El paso leccion-a/2.1 ya tiene su esqueleto: no hay nada que reiniciar."])
        #expect(try FileManager.default.attributesOfItem(atPath: arena.raiz.appending(path: "Exercises/Uno.swift").path)[.modificationDate] as? Date == fecha as? Date)
    }

    @Test(arguments: [
        ("    // MARK: FIN EJERCICIO\n}", "}", "Las marcas de Exercises/Uno.swift no cuadran"),    // se borró su FIN
        ("    // MARK: EJERCICIO leccion-a/2.1\n", "    // MARK: EJERCICIO leccion-a/2.1\n    // MARK: EJERCICIO leccion-a/2.1\n",
         "Las marcas de Exercises/Uno.swift no cuadran"),
        ("    // MARK: EJERCICIO leccion-a/2.1\n", "    // MARK: EJERCICIO leccion-a/2\n",                // se tocó su id
         "Las marcas del paso leccion-a/2.1 en Exercises/Uno.swift están dañadas"),
        ("    // MARK: FIN EJERCICIO\n}", "    // MARK: FIN EJERCICO\n}", "Las marcas de Exercises/Uno.swift no cuadran"),  // mal escrita
    ])
    func siLasMarcasDelPasoEstanDanadasSeNiegaSinTocarNada(_ marcaSana: String, _ danada: String, _ mensaje: String) throws {
        let arena = try arenaConTrabajo()
        try arena.cambiar("Exercises/Uno.swift", marcaSana, por: danada)
        let antes = try arena.datos("Exercises/Uno.swift")
        let dosAntes = try arena.datos("Exercises/Dos/Dos.swift")

        let (codigo, consola) = reiniciar(arena, ["leccion-a/2.1", "--si"])

        #expect(codigo == 1)
        #expect(consola.todo.contains(mensaje), "\(consola.todo)")
        #expect(try arena.datos("Exercises/Uno.swift") == antes)
        #expect(try arena.datos("Exercises/Dos/Dos.swift") == dosAntes)
    }

    @Test func siUnFicheroDelPasoFaltaNoTocaLosDemas() throws {
        let arena = try arenaConTrabajo()
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Exercises/Dos/Dos.swift"))
        let antes = try arena.datos("Exercises/Uno.swift")

        let (codigo, consola) = reiniciar(arena, ["leccion-a/1", "--si"])

        #expect(codigo == 1)
        #expect(consola.todo.contains("No existe Exercises/Dos/Dos.swift"))
        #expect(try arena.datos("Exercises/Uno.swift") == antes)
    }

    @Test func unPasoQueNoEsUnEjercicioNoSeReinicia() throws {
        let arena = try arenaConTrabajo()

        let (codigo, consola) = reiniciar(arena, ["leccion-a/4", "--si"])

        #expect(codigo == 1)
        #expect(consola.todo.contains("El paso leccion-a/4 es de tipo «fuera-del-kit»"))
    }

    @Test func unPasoQueNoExisteSaleConDosYProponeElMasParecido() throws {
        let arena = try arenaConTrabajo()

        let (codigo, consola) = reiniciar(arena, ["leccion-a/9"])

        #expect(codigo == 2)
        #expect(consola.errores == [#"No hay ningún paso "leccion-a/9". ¿Querías decir leccion-a/1, leccion-a/2.1, leccion-a/3 o leccion-a/4?"#])
    }
}

@Suite("reiniciar <paso> con las marcas rotas o cambios fuera de ellas")
struct ReiniciadorConMarcasRotasTests {
    private static let finDelPaso1 = "func uno() -> Int { 0 }\n// MARK: FIN EJERCICIO\n"

    private func reiniciar(_ arena: Arena, _ paso: String) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        return (Herramienta.ejecutar(["reiniciar", paso, "--si"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func unaFINDuplicadaSeNombraConSuLineaYQueHacerYNoSeTocaNada() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "func mia() -> Int { 1 }\n// MARK: FIN EJERCICIO\n")
        let antes = try arena.datos("Exercises/Uno.swift")

        let (codigo, consola) = reiniciar(arena, "leccion-a/1")

        #expect(codigo == 1, "Con las marcas rotas no se sabe qué es de quién: no hay nada que reiniciar a ciegas")
        #expect(consola.todo.contains("Exercises/Uno.swift:11: «// MARK: FIN EJERCICIO» fuera de una región: sobra; bórrala"), "\(consola.todo)")
        #expect(consola.todo.contains("git checkout -- Exercises/Uno.swift"))
        #expect(try arena.datos("Exercises/Uno.swift") == antes)
    }

    @Test func conSuEsqueletoYCodigoFueraDeLasMarcasLoDiceConSuLinea() throws {
        let publicada = try { let kit = try Arena(); try kit.generar(); return try kit.publicar() }()
        try publicada.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "func mia() -> Int { 1 }\n")

        let (codigo, consola) = reiniciar(publicada, "leccion-a/1")

        #expect(codigo == 0)
        #expect(consola.salida.first == "El paso leccion-a/1 ya tiene su esqueleto: no hay nada que reiniciar.")
        #expect(consola.salida.contains("  Exercises/Uno.swift:10: has cambiado el fichero fuera de las marcas de sus regiones («func mia() -> Int { 1 }»)."),
                "\(consola.todo)")
    }
}
