import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

@Suite("La tabla de progreso de «marcador»")
struct TablaDeProgresoTests {
    private static let fecha = Date(timeIntervalSince1970: 1_800_000_000)     // 2027-01-15 08:00 UTC

    private func lineas(_ estados: [String: EstadoDePaso]?) throws -> [String] {
        var resultados = ResultadosGuardados()
        resultados.anotar(estados ?? [:], fecha: Self.fecha)
        let progreso = Progreso(catalogo: try Arena().generador.catalogo, resultados: estados == nil ? nil : resultados)
        let consola = ConsolaDePrueba().consola
        return TablaDeProgreso(progreso: progreso, consola: consola, zona: TimeZone(identifier: "UTC")!).lineas
    }

    @Test func cadaPasoConSuEstadoLaBarraYElSiguiente() throws {
        #expect(try lineas(["leccion-a/1": .hecho, "leccion-a/2.1": .noCompila]) == [
            "MarcadorKit · tu progreso",
            "Últimos resultados: 2027-01-15 08:00.",
            "",
            "Lección A",
            "  ✓ hecho          leccion-a/1    Paso 1 · Uno",
            "  ⚠ no compila     leccion-a/2.1  Paso 2 · Tanda 1",
            "  · pruebas tuyas  leccion-a/3    Paso 3 · Pruebas",
            "  · fuera del kit  leccion-a/4    Paso 4 · Vista",
            "",
            "[██████████░░░░░░░░░░] 1 de 2 ejercicios hechos",
            "",
            "Siguiente: leccion-a/2.1 · Paso 2 · Tanda 1",
            "  Fichero:     Exercises/Uno.swift",
            "  Compruébalo: swift run marcador comprobar leccion-a/2.1",
            "  Pista:       swift run marcador pista leccion-a/2.1",
        ])
    }

    @Test func sinResultadosLoDiceYProponeComprobar() throws {
        let lineas = try lineas(nil)
        #expect(lineas[1] == "Aún no hay resultados guardados: compruébalo todo con «swift run marcador comprobar».")
        #expect(lineas.contains("  · sin comprobar  leccion-a/1    Paso 1 · Uno"))
        #expect(lineas.contains("[░░░░░░░░░░░░░░░░░░░░] 0 de 2 ejercicios hechos"))
        #expect(lineas.contains("  Fichero:     Exercises/Uno.swift, Exercises/Dos/Dos.swift"))
    }

    @Test func unPasoPendienteSeMarcaComoPendiente() throws {
        #expect(try lineas(["leccion-a/1": .pendiente]).contains("  ✗ pendiente      leccion-a/1    Paso 1 · Uno"))
    }

    @Test func conTodoHechoLaBarraEstaLlenaYNoHaySiguiente() throws {
        let lineas = try lineas(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho])
        #expect(lineas.suffix(2) == ["[████████████████████] 2 de 2 ejercicios hechos", "✓ ¡Todos los ejercicios hechos!"])
    }

    @Test(arguments: [(EstadoDePaso.hecho, "✓ se cumple    "), (.pendiente, "✗ no se cumple "), (nil, "· sin comprobar")] as [(EstadoDePaso?, String)])
    func cadaReglaSaleConSuUltimoResultado(estado: EstadoDePaso?, marca: String) throws {
        let arena = try Arena(catalogo: Arena.catalogoConUnaRegla)
        var resultados = ResultadosGuardados()
        resultados.anotar(estado.map { ["reglas/1": $0] } ?? ["leccion-a/1": .hecho], fecha: Self.fecha)
        let progreso = Progreso(catalogo: try arena.generador.catalogo, resultados: resultados)

        let lineas = TablaDeProgreso(progreso: progreso, consola: ConsolaDePrueba().consola, zona: TimeZone(identifier: "UTC")!).lineas

        #expect(lineas.contains("  \(marca)  reglas/1       Regla 1 · Una"), "\(lineas.joined(separator: "\n"))")
    }

    /// El ensayo del aprendiz (issue 20): un paso hecho volvía a «· sin comprobar» sin decir por qué.
    @Test func unPasoQueCambioDespuesDeComprobarloDiceDebajoPorQue() throws {
        let arena = try Arena()
        try arena.generar()
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho], fecha: Self.fecha,
                          huellas: HuellaDePaso.todas(catalogo: try Catalogo.cargar(raiz: arena.raiz), raiz: arena.raiz))
        try resultados.guardar(raiz: arena.raiz)
        try arena.cambiar("Exercises/Dos/Dos.swift", "// MARK: EJERCICIO leccion-a/1\n", por: "// MARK: EJERCICIO leccion-a/1\n// escrito después\n")

        let consola = ConsolaDePrueba()
        #expect(Herramienta.ejecutar(["lista"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola) == 0)

        let inicio = try #require(consola.salida.firstIndex(of: "  · sin comprobar  leccion-a/1    Paso 1 · Uno"), "\(consola.salida)")
        #expect(consola.salida[inicio + 1] == "                   cambió Dos.swift")
        #expect(consola.salida[inicio + 2] == "  ✓ hecho          leccion-a/2.1  Paso 2 · Tanda 1", "Lo que no cambió no lleva motivo")
    }

    @Test func sinOrdenYConListaSaleLaTablaDeLosUltimosResultados() throws {
        let arena = try Arena()
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho], fecha: Self.fecha,
                          huellas: HuellaDePaso.todas(catalogo: try Catalogo.cargar(raiz: arena.raiz), raiz: arena.raiz))
        try resultados.guardar(raiz: arena.raiz)

        for argumentos in [[], ["lista"]] {
            let consola = ConsolaDePrueba()
            let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)
            #expect(codigo == 0)
            #expect(consola.salida.contains("  ✓ hecho          leccion-a/1    Paso 1 · Uno"))
            #expect(consola.salida.contains("Siguiente: leccion-a/2.1 · Paso 2 · Tanda 1"))
        }
    }
}
