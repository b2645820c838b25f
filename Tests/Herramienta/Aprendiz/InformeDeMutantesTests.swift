import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaMutacion
@testable import HerramientaAprendiz

/// Lo que `comprobar` dice de unas pruebas de quien aprende, a partir de mediciones fabricadas con los
/// mutantes de verdad de red-en-marcador/6 (la nota que les pone `calificar`, en NotaDeMutantesTests).
@Suite("Lo que dice comprobar de unas pruebas medidas con fallos sembrados")
struct InformeDeMutantesTests {
    private let verdad: MutantesDeVerdad

    init() throws {
        verdad = try MutantesDeVerdad()
    }

    private func informe(_ medicion: MedicionDePruebas) -> InformeDeMutantes {
        InformeDeMutantes(raiz: RaizDelKit.url, catalogo: verdad.catalogo, mutantes: verdad.mutantes, pasos: [verdad.paso],
                          medicion: MedicionDeMutantes(pasos: [verdad.paso.id: medicion]))
    }

    @Test func conTodosCazadosElPasoEstaHechoYValeUnPunto() {
        let medicion = MedicionDePruebas.medida(pruebas: 2, mutantes: verdad.medidos)

        #expect(informe(medicion).lineas(ConsolaDePrueba().consola) == [
            "✓ red-en-marcador/6 · Paso 6 · Las pruebas: tus 2 pruebas pasan con código correcto y notan los 10 fallos sembrados en tu código de red-en-marcador/3",
        ])
        #expect(informe(medicion).estados == ["red-en-marcador/6": .hecho])
    }

    @Test func cadaFalloQueNoNotanSeNombraComoPistaConLoQueRompe() {
        let medicion = MedicionDePruebas.medida(pruebas: 1, mutantes: verdad.medidos(sinCazar: ["no-reintenta", "otro-texto-de-error"]))
        let lineas = informe(medicion).lineas(ConsolaDePrueba().consola)

        #expect(lineas.first == "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas notan 8 de 10 fallos sembrados en tu código de red-en-marcador/3")
        #expect(Array(lineas.suffix(4)) == [
            "  ✗ Tus pruebas no notan un ViewModel que, sin red, enseña otro texto que «No hay conexión»",
            "      rompe: si el repositorio falla, el estado es .error(\"No hay conexión\"), con ese texto exacto",
            "  ✗ Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar",
            "      rompe: el botón «Reintentar» vuelve a pedir la lista: reintentar() llama otra vez a cargar()",
        ])
        #expect(informe(medicion).estados == ["red-en-marcador/6": .pendiente])
    }

    @Test func unFicheroSinPruebasNoNotaNingunoYValeCero() {
        let medicion = MedicionDePruebas.medida(pruebas: 0, mutantes: verdad.medidos(sinCazar: Set(verdad.medidos.map(\.mutante.operador.id))))
        let lineas = informe(medicion).lineas(ConsolaDePrueba().consola)

        #expect(lineas.first == "✗ red-en-marcador/6 · Paso 6 · Las pruebas: aún no hay ninguna prueba tuya, así que no notan ninguno de los 10 fallos sembrados")
        #expect(lineas.count == 1 + 2 * 10)
    }

    @Test func unasPruebasQueFallanConCodigoCorrectoNoSeMidenYValenCero() {
        var ejecucion = EjecucionDePruebas()
        ejecucion.estados = [
            "PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()": .falla(["Expectation failed: (viewModel.uiState → .cargando) == .exito([])"]),
            "PruebasRedEnMarcador.ArbitrosViewModelTests/sinRedSaleElErrorYReintentarVuelveACargar()": .pasa,
        ]
        ejecucion.fallos["PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()"] = [FalloDePrueba(
            expectativa: "Expectation failed: (viewModel.uiState → .cargando) == .exito([])", comentarios: [],
            fichero: "PruebasRedEnMarcador/ArbitrosViewModelTests.swift", linea: 14)]
        ejecucion.terminada = true
        let lineas = informe(.fallanConCodigoCorrecto(ejecucion)).lineas(ConsolaDePrueba().consola)

        #expect(lineas == [
            "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas fallan con código correcto (tu código de red-en-marcador/3, que pasa las pruebas del kit)",
            "  ✗ ArbitrosViewModelTests/pasaDeCargandoAExito()",
            "      mira Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:14",
            "        no se cumple: (viewModel.uiState → .cargando) == .exito([])",
            "  Hasta que pasen con código correcto, no se miden con los fallos sembrados.",
        ])
    }

    @Test func unasPruebasQueNoDanLoMismoDosVecesDicenCualesYQueNoSePuedenMedir() {
        var ejecucion = EjecucionDePruebas()
        ejecucion.estados["PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()"] = .falla(["da resultados distintos"])

        #expect(informe(.inestables(ejecucion)).lineas(ConsolaDePrueba().consola) == [
            "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas no dan lo mismo dos veces con el mismo código correcto (tu código de red-en-marcador/3), así que no se pueden medir:",
            "  ✗ ArbitrosViewModelTests/pasaDeCargandoAExito()",
            "  Una prueba que depende del orden, de la hora o de lo que dejó otra ejecución no dice nada de tu código.",
        ])
    }

    @Test func unasPruebasQueNoCompilanEnsenanAlCompiladorYValenCero() {
        let error = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:23:45: error: cannot convert value of type 'Arbitro' to expected argument type '[Arbitro]'"

        #expect(informe(.noCompila([error])).lineas(ConsolaDePrueba().consola) == [
            "⚠ red-en-marcador/6 · Paso 6 · Las pruebas: no compila. Lo que dice el compilador de tus pruebas:",
            "  " + error,
        ])
        #expect(informe(.noCompila([error])).estados == ["red-en-marcador/6": .noCompila])
    }

    /// El ensayo del aprendiz (issue 20): con init(dto:) dentro del struct, los errores salían solo en el fichero
    /// de pruebas del paso 6, y nada señalaba Arbitro.swift.
    @Test func siNoCompilanPorUnInitDentroDelStructElConsejoNombraSuFichero() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Arbitros/Domain/Arbitro.swift", "package struct Arbitro {\n    package let id: Int\n\n    package init(dto: Int) {\n        id = dto\n    }\n}\n")
        let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"
        try arena.escribir(pruebas, "    private let leanne = Arbitro(id: 1)\n")
        let error = "\(pruebas):1:33: error: missing argument for parameter 'dto' in call"
        let informe = InformeDeMutantes(raiz: arena.raiz, catalogo: verdad.catalogo, mutantes: verdad.mutantes, pasos: [verdad.paso],
                                        medicion: MedicionDeMutantes(pasos: [verdad.paso.id: .noCompila([error])]))

        #expect(informe.lineas(ConsolaDePrueba().consola) == [
            "⚠ red-en-marcador/6 · Paso 6 · Las pruebas: no compila. Lo que dice el compilador de tus pruebas:",
            "  → Arbitro ya no tiene el init de miembro a miembro (el que Swift escribe solo): su init(dto:) está dentro del",
            "    struct, en Exercises/Arbitros/Domain/Arbitro.swift:4, y un init escrito dentro lo quita. Sácalo a una «extension Arbitro { … }»",
            "    debajo del struct, como en la lección: así Arbitro tiene los dos.",
            "  " + error,
        ])
    }

    @Test func sinElCodigoQueProbarHechoNoSePuedeMedir() {
        #expect(informe(.sinCodigoCorrecto(paso: "red-en-marcador/3")).lineas(ConsolaDePrueba().consola) == [
            "✗ red-en-marcador/6 · Paso 6 · Las pruebas: antes, termina red-en-marcador/3 (swift run marcador comprobar red-en-marcador/3). "
                + "Tus pruebas se miden contra tu propio código de red-en-marcador/3, y aún no pasa las pruebas del kit.",
        ])
    }
}
