import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// El ensayo del aprendiz: con sus pruebas pegadas debajo de «// MARK: FIN EJERCICIO», `comprobar` daba ✓ y
/// calificar, que solo toma lo de dentro de las regiones, 0. Un paso cuyo fichero tiene cambios fuera de sus
/// regiones, o las marcas rotas, no está hecho aunque pasen sus pruebas, y se dice dónde.
@Suite("comprobar con cambios fuera de las marcas o con las marcas rotas")
struct MarcasAlComprobarTests {
    /// Lo que dirían las pruebas, sin compilar nada.
    private struct PruebasQuePasan: VeredictoDeComprobacion {
        let estados: [String: EstadoDePaso]
        var todosHechos: Bool { estados.values.allSatisfy { $0 == .hecho } }
        var compilo: Bool { true }
        var noCompilanPorOtros: Set<String> { [] }
    }

    private static let finDelPaso1 = "func uno() -> Int { 0 }\n// MARK: FIN EJERCICIO\n"

    private func veredicto(en arena: Arena) throws -> VeredictoConMarcas {
        let generador = try arena.generador
        return VeredictoConMarcas(pruebas: PruebasQuePasan(estados: ["leccion-a/1": .hecho]), catalogo: generador.catalogo, generador: generador)
    }

    /// El kit y su publicación, que no trae Solutions/: las dos deben ver lo mismo.
    private static func arenas() throws -> [Arena] {
        let kit = try Arena()
        try kit.generar()
        return [kit, try kit.publicar()]
    }

    @Test(arguments: [false, true])
    func codigoPegadoBajoFINNoEstaHechoYSeDiceConFicheroYLinea(enLaPublicacion: Bool) throws {
        let arena = try Self.arenas()[enLaPublicacion ? 1 : 0]
        try arena.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "func mia() -> Int { 1 }\n")

        let veredicto = try veredicto(en: arena)

        #expect(veredicto.estados["leccion-a/1"] == .pendiente, "Al calificar, lo pegado bajo FIN se descarta: el paso no puede salir ✓")
        #expect(!veredicto.todosHechos)
        #expect(veredicto.lineas(ConsolaDePrueba().consola, catalogo: try arena.generador.catalogo) == [
            "✗ leccion-a/1: sus pruebas pasan, pero no está hecho:",
            "  Exercises/Uno.swift:10: has cambiado el fichero fuera de las marcas de sus regiones («func mia() -> Int { 1 }»).",
            "  Al calificar, lo que está fuera de las marcas se descarta: muévelo entre «// MARK: EJERCICIO» y «// MARK: FIN EJERCICIO».",
        ])
        #expect(veredicto.motivos["leccion-a/1"] == "cambios fuera de las marcas en Uno.swift:10: al calificar se descartan")
    }

    @Test(arguments: [false, true])
    func conSoloSusRegionesCambiadasYLosImportDelEsqueletoSaleHecho(enLaPublicacion: Bool) throws {
        let arena = try Self.arenas()[enLaPublicacion ? 1 : 0]
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int {\n    1\n}")
        try arena.cambiar("Exercises/Uno.swift", "        0\n", por: "        2\n")
        try arena.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor = 2")
        // Lo que retoca un editor al guardar no se compila distinto: ni líneas en blanco ni espacios al final.
        try arena.cambiar("Exercises/Uno.swift", "import Foundation\n", por: "import Foundation   \n\n")
        #expect(try arena.leer("Exercises/Uno.swift").hasPrefix("import Foundation"), "El import del esqueleto sigue en su sitio")

        let veredicto = try veredicto(en: arena)

        let explicacion = veredicto.lineas(ConsolaDePrueba().consola, catalogo: try arena.generador.catalogo)
        #expect(veredicto.estados["leccion-a/1"] == .hecho, "\(explicacion)")
        #expect(veredicto.problemas.isEmpty && veredicto.todosHechos)
    }

    @Test func unaFINDuplicadaDiceQueMarcaEstaMalYDondeYElPasoNoEstaHecho() throws {
        let arena = try Self.arenas()[1]
        try arena.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "func mia() -> Int { 1 }\n// MARK: FIN EJERCICIO\n")

        let veredicto = try veredicto(en: arena)

        #expect(veredicto.estados["leccion-a/1"] == .pendiente)
        let lineas = veredicto.lineas(ConsolaDePrueba().consola, catalogo: try arena.generador.catalogo)
        #expect(lineas.prefix(3) == [
            "✗ leccion-a/1: sus pruebas pasan, pero no está hecho:",
            "  Las marcas de Exercises/Uno.swift no cuadran:",
            "    Exercises/Uno.swift:11: «// MARK: FIN EJERCICIO» fuera de una región: sobra; bórrala, y si lo que hay entre las dos "
                + "«// MARK: FIN EJERCICIO» es tuyo, déjalo dentro de la región, antes de la primera",
        ], "\(lineas)")
    }

    @Test func conUnaFINDuplicadaLaTablaDiceQuePasaAunqueNoHayaResultadoQueValga() throws {
        let arena = try Self.arenas()[1]
        let consola = ConsolaDePrueba()
        let ordenes = Ordenes(raiz: arena.raiz, catalogo: try arena.generador.catalogo, consola: consola.consola)
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho], fecha: Date(), huellas: HuellaDePaso.todas(catalogo: ordenes.catalogo, raiz: arena.raiz))
        try guardados.guardar(raiz: arena.raiz)
        try arena.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "// MARK: FIN EJERCICIO\n")

        #expect(ordenes.lista() == 0)

        let linea = consola.salida.firstIndex { $0.hasPrefix("  · sin comprobar  leccion-a/1") }
        #expect(linea.map { consola.salida[$0 + 1] }
                == String(repeating: " ", count: 19) + "marcas que no cuadran en Uno.swift:10: «// MARK: FIN EJERCICIO» fuera de una región",
                "\(consola.todo)")
    }

    @Test func unPasoPendientePorLoDeFueraLoExplicaEnLaTabla() throws {
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .pendiente], fecha: Date(),
                          motivos: ["leccion-a/1": "cambios fuera de las marcas en Uno.swift:10: al calificar se descartan"])
        let progreso = Progreso(catalogo: try Arena().generador.catalogo, resultados: resultados)

        let lineas = TablaDeProgreso(progreso: progreso, consola: ConsolaDePrueba().consola).lineas

        let linea = lineas.firstIndex(of: "  ✗ pendiente      leccion-a/1    Paso 1 · Uno")
        #expect(linea.map { lineas[$0 + 1] } == String(repeating: " ", count: 19) + "cambios fuera de las marcas en Uno.swift:10: al calificar se descartan")
    }

    @Test func quitarLoDeFueraSinTocarLasRegionesDejaElResultadoSinValer() throws {
        let arena = try Self.arenas()[0]
        try arena.cambiar("Exercises/Uno.swift", Self.finDelPaso1, por: Self.finDelPaso1 + "func mia() -> Int { 1 }\n")
        let catalogo = try arena.generador.catalogo
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .pendiente], fecha: Date(), huellas: HuellaDePaso.todas(catalogo: catalogo, raiz: arena.raiz))
        try arena.cambiar("Exercises/Uno.swift", "func mia() -> Int { 1 }\n", por: "")

        #expect(guardados.vigentes(HuellaDePaso.todas(catalogo: catalogo, raiz: arena.raiz)).pasos.isEmpty,
                "Sin lo de fuera, el «✗ pendiente» por lo de fuera ya no es verdad: el paso vuelve a estar sin comprobar")
    }
}
