import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria

@Suite("Generador de Exercises/")
struct GeneradorTests {
    @Test func cambiaCadaRegionPorSuCabeceraYSuEsqueletoConLaSangriaDeLaRegion() throws {
        let arena = try Arena()
        try arena.generar()

        #expect(try arena.leer("Exercises/Uno.swift") == """
            import Foundation

            // MARK: EJERCICIO leccion-a/1
            // Lección A · Paso 1 · Uno
            // Escribe uno.
            // En dos líneas.
            // Comprueba: swift run marcador comprobar leccion-a/1 · Pista: swift run marcador pista leccion-a/1
            func uno() -> Int { 0 }
            // MARK: FIN EJERCICIO

            struct Caja {
                // MARK: EJERCICIO leccion-a/2.1
                // Lección A · Paso 2 · Tanda 1
                // Escribe dos.
                // Comprueba: swift run marcador comprobar leccion-a/2.1 · Pista: swift run marcador pista leccion-a/2.1
                func dos() -> Int {

                    0
                }
                // MARK: FIN EJERCICIO
            }

            """)
    }

    @Test func copiaByteAByteLosFicherosSinRegiones() throws {
        let binario = Data([0xFF, 0xFE, 0x00, 0x0A, 0x80])     // no es UTF-8
        let arena = try Arena()
        try arena.escribir("Solutions/Recursos/logo.bin", binario)
        try arena.escribir("Solutions/Crlf.swift", "let a = 1\r\nlet b = 2\r\n")
        try arena.generar()

        #expect(try arena.datos("Exercises/Recursos/logo.bin") == binario)
        #expect(try arena.datos("Exercises/Crlf.swift") == Data("let a = 1\r\nlet b = 2\r\n".utf8))
        #expect(try arena.datos("Exercises/Libre.swift") == arena.datos("Solutions/Libre.swift"))
    }

    @Test func generarDosVecesNoCambiaNada() throws {
        let arena = try Arena()
        let generador = try arena.generador
        let escritor = EscritorDeEjercicios(carpeta: generador.ejercicios)
        let primera = try escritor.escribir(try generador.generacion())
        let antes = try Arbol.ficheros(en: generador.ejercicios).map { try arena.datos("Exercises/" + $0) }

        let segunda = try escritor.escribir(try generador.generacion())

        #expect(primera.escritos == ["Dos/Dos.swift", "Libre.swift", "Uno.swift"])
        #expect(segunda == EscritorDeEjercicios.Cambios())
        #expect(try Arbol.ficheros(en: generador.ejercicios).map { try arena.datos("Exercises/" + $0) } == antes)
    }

    @Test func borraDeExercisesLoQueYaNoEstaEnSolutionsYRespetaLosOcultos() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Viejo/Viejo.swift", "let viejo = 1\n")
        try arena.escribir("Exercises/.DS_Store", "x")
        let generador = try arena.generador

        let cambios = try EscritorDeEjercicios(carpeta: generador.ejercicios).escribir(try generador.generacion())

        #expect(cambios.borrados == ["Viejo/Viejo.swift"])
        #expect(!arena.existe("Exercises/Viejo"))
        #expect(arena.existe("Exercises/.DS_Store"))
    }

    @Test func noPisaUnaRegionConTrabajoDeQuienAprendeSinForzar() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }  // mío")
        let generador = try arena.generador

        let riesgos = EscritorDeEjercicios(carpeta: generador.ejercicios).trabajoEnRiesgo(try generador.generacion())

        #expect(riesgos == [.region(fichero: "Uno.swift", linea: 3, paso: "leccion-a/1")])
    }

    @Test func cambiarSoloElEnunciadoDelCatalogoNoEsTrabajoEnRiesgo() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar(Catalogo.ruta, "Escribe uno.", por: "Escribe uno, ahora mejor.")
        try arena.cambiar("Solutions/Uno.swift", "import Foundation", por: "import Foundation\nimport Testing")
        let generador = try arena.generador

        #expect(EscritorDeEjercicios(carpeta: generador.ejercicios).trabajoEnRiesgo(try generador.generacion()).isEmpty)
    }

    @Test func unFicheroQueSeVaDeSolutionsConRegionesEsTrabajoEnRiesgo() throws {
        let arena = try Arena()
        try arena.generar()
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Solutions/Dos"))
        try arena.cambiar(Catalogo.ruta, #"["Uno.swift", "Dos/Dos.swift"]"#, por: #"["Uno.swift"]"#)
        let generador = try arena.generador

        let riesgos = EscritorDeEjercicios(carpeta: generador.ejercicios).trabajoEnRiesgo(try generador.generacion())

        #expect(riesgos == [.ficheroConRegiones(fichero: "Dos/Dos.swift")])
    }

    @Test func generarSinForzarNoEscribeNadaYConForzarVuelveAlEsqueleto() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor = 2")
        let consola = ConsolaDePrueba()

        let sinForzar = Herramienta.ejecutar(["generar"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)
        let trasNegarse = try arena.leer("Exercises/Dos/Dos.swift")
        let forzando = Herramienta.ejecutar(["generar", "--forzar"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(sinForzar == 1)
        #expect(trasNegarse.contains("static let valor = 2"))
        #expect(consola.todo.contains("Exercises/Dos/Dos.swift:2: la región leccion-a/1 no es el esqueleto"))
        #expect(forzando == 0)
        #expect(try arena.leer("Exercises/Dos/Dos.swift").contains("static let valor = 0"))
    }

    @Test func conRegionesMalFormadasNoEscribeNadaYDiceDondeEstan() throws {
        let arena = try Arena()
        try arena.escribir("Solutions/Mal.swift", "// MARK: EJERCICIO leccion-a/1\nlet x = 1\n")
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["generar"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(codigo == 1)
        #expect(!arena.existe("Exercises"))
        #expect(consola.errores.contains { $0.contains("Solutions/Mal.swift:1: la región leccion-a/1 no se cierra") })
    }

    @Test func avisaDeLosEjerciciosDelCatalogoSinRegion() throws {
        let arena = try Arena()
        try arena.escribir("Solutions/Dos/Dos.swift", "enum Dos {}\n")
        let generacion = try arena.generador.generacion()

        #expect(Cobertura.huecos(catalogo: try arena.generador.catalogo, generacion: generacion) == [
            "el paso leccion-a/1 no tiene ninguna región en Solutions/Dos/Dos.swift",
        ])
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Solutions/Dos/Dos.swift"))
        #expect(Cobertura.huecos(catalogo: try arena.generador.catalogo, generacion: try arena.generador.generacion()) == [
            "el paso leccion-a/1 cita Solutions/Dos/Dos.swift, que no existe",
        ])
    }
}
