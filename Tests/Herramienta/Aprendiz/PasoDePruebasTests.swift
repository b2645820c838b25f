import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// Un paso de pruebas con ficheros en el kit se trabaja como un ejercicio: su región se genera, se
/// reinicia y se resuelve, tiene pista con su fichero y cuenta en el progreso (lo sigue `vigilar`).
@Suite("Un paso de pruebas, como un ejercicio")
struct PasoDePruebasTests {
    static let catalogo = Arena.catalogo.replacingOccurrences(
        of: #"{"id": "leccion-a/3", "titulo": "Paso 3 · Pruebas", "tipo": "pruebas", "pista": "Un falso."}"#,
        with: #"""
            {"id": "leccion-a/3", "titulo": "Paso 3 · Pruebas", "tipo": "pruebas", "ficheros": ["PruebasA/UnoTests.swift"],
             "suites": ["PruebasA"], "enunciado": ["Prueba uno()."], "pista": "Un falso."}
            """#)

    static let pruebas = """
        import Testing

        // MARK: EJERCICIO leccion-a/3
        @Test func unoEsUno() { #expect(uno() == 1) }
        // MARK: ESQUELETO
        // MARK: FIN EJERCICIO

        """

    private func arena() throws -> Arena {
        var soluciones = Arena.soluciones
        soluciones["PruebasA/UnoTests.swift"] = Self.pruebas
        let arena = try Arena(soluciones: soluciones, catalogo: Self.catalogo)
        try arena.generar()
        return arena
    }

    private func marcador(_ arena: Arena, _ argumentos: [String]) -> (Int32, ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        return (Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola), consola)
    }

    @Test func suEsqueletoNoTraePruebasYReiniciarLoDevuelveTrasResolverlo() throws {
        let arena = try arena()
        let esqueleto = try arena.leer("Exercises/PruebasA/UnoTests.swift")
        #expect(!esqueleto.contains("@Test"))
        #expect(esqueleto.contains("// Comprueba: swift run marcador comprobar leccion-a/3"))

        let resolver = Reiniciador(generador: try arena.generador, contenido: .solucion)
        try resolver.aplicar(try resolver.preparar(try #require(try arena.generador.catalogo.paso("leccion-a/3"))))
        #expect(try arena.leer("Exercises/PruebasA/UnoTests.swift").contains("@Test func unoEsUno() { #expect(uno() == 1) }"))
        #expect(marcador(arena, ["reiniciar", "leccion-a/3", "--si"]).0 == 0)
        #expect(try arena.leer("Exercises/PruebasA/UnoTests.swift") == esqueleto)
    }

    @Test func suPistaDiceElFicheroYComoComprobarlo() throws {
        let (codigo, consola) = marcador(try arena(), ["pista", "leccion-a/3"])

        #expect(codigo == 0)
        #expect(consola.salida.contains("Ficheros: Exercises/PruebasA/UnoTests.swift"))
        #expect(consola.salida.contains("Compruébalo: swift run marcador comprobar leccion-a/3"))
    }

    @Test func cuentaEnElProgresoYVigilarLlegaAEl() throws {
        let catalogo = try arena().generador.catalogo
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho], fecha: Date(timeIntervalSince1970: 0))
        let progreso = Progreso(catalogo: catalogo, resultados: resultados)

        #expect(progreso.ejercicios.map(\.id) == ["leccion-a/1", "leccion-a/2.1", "leccion-a/3"])
        #expect(progreso.siguiente?.id == "leccion-a/3")
    }

    @Test func enElKitLosDosPasosDePruebasVanTrasElEjercicioQueMiden() throws {
        let catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        var resultados = ResultadosGuardados()
        let antes = catalogo.pasos.prefix { $0.id != "red-en-marcador/6" }.filter(\.esDeQuienAprende)
        resultados.anotar(Dictionary(uniqueKeysWithValues: antes.map { ($0.id, .hecho) }), fecha: Date(timeIntervalSince1970: 0))

        #expect(Progreso(catalogo: catalogo, resultados: resultados).siguiente?.id == "red-en-marcador/6")
        #expect(Progreso(catalogo: catalogo, resultados: nil).ejercicios.filter { $0.tipo == .pruebas }.map(\.id)
            == ["red-en-marcador/6", "casos-de-uso/3"])
    }
}
