import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaAprendiz

/// Muestras/flujo-de-un-paso.jsonl es el flujo de `marcador comprobar red-en-marcador/3` con el
/// esqueleto del paso (Swift 6.3.1), recortado a tres pruebas: las dos de ArbitrosViewModelTests, la
/// parametrizada cualquierErrorDelRepositorioMuestraNoHayConexion(error:) y uiStateEsObservable().
@Suite("Lo que enseña comprobar")
struct InformeDeComprobacionTests {
    private let catalogo: Catalogo
    private let paso: Paso

    init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        paso = try #require(catalogo.paso("red-en-marcador/3"))
    }

    private func informe(
        ejecucion: EjecucionDePruebas?, errores: ErroresDelCompilador = .init(lineas: [], raiz: "/"), pasos: [Paso]? = nil
    ) -> InformeDeComprobacion {
        InformeDeComprobacion(
            catalogo: catalogo, pasos: pasos ?? [paso], reglas: ReglasDeUnPaso(catalogo: catalogo, raiz: RaizDelKit.url),
            ejecucion: ejecucion, errores: errores, cortada: false,
            rutasDePrueba: ["ArbitrosViewModelTests.swift": "Tests/Arbitros/UI/ArbitrosViewModelTests.swift"]
        )
    }

    private static func muestra() throws -> EjecucionDePruebas {
        let url = try Muestras.url("flujo-de-un-paso.jsonl")
        return FlujoDeEventos.leer(try Data(contentsOf: url))
    }

    /// La ejecución con una prueba en verde por cada suite de las reglas que vigilan esos pasos.
    private func conSusReglasEnVerde(_ ejecucion: EjecucionDePruebas, pasos: [Paso]? = nil) -> EjecucionDePruebas {
        var ejecucion = ejecucion
        for regla in (pasos ?? [paso]).flatMap({ catalogo.reglas(de: $0) }) {
            for suite in regla.suites { ejecucion.estados[suite + "/cumple()"] = .pasa }
        }
        return ejecucion
    }

    @Test func cadaFalloConDondeMirarElComentarioYLaExpectativaEnEspanol() throws {
        let informe = informe(ejecucion: conSusReglasEnVerde(try Self.muestra()))
        let lineas = informe.lineas(ConsolaDePrueba().consola)

        #expect(informe.estados["red-en-marcador/3"] == .pendiente)
        #expect(!informe.todosHechos)
        #expect(lineas.first == "✗ red-en-marcador/3 · Paso 3 · El ViewModel: fallan 4 de 4 pruebas")
        let pasaDeCargandoAExito = try #require(lineas.firstIndex(of: "  ✗ ArbitrosViewModelTests/pasaDeCargandoAExito()"))
        #expect(Array(lineas[pasaDeCargandoAExito...].prefix(3)) == [
            "  ✗ ArbitrosViewModelTests/pasaDeCargandoAExito()",
            "      mira Tests/Arbitros/UI/ArbitrosViewModelTests.swift:17",
            #"        no se cumple: (viewModel.uiState → .cargando) == (.exito([leanne]) → .exito([ArbitrosDomain.Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough")]))"#,
        ])
    }

    @Test func losFallosRepetidosDeUnaParametrizadaSalenUnaVezYComoMuchoDos() throws {
        let lineas = informe(ejecucion: conSusReglasEnVerde(try Self.muestra())).lineas(ConsolaDePrueba().consola)
        let inicio = try #require(lineas.firstIndex { $0.contains("cualquierErrorDelRepositorioMuestraNoHayConexion") })

        #expect(Array(lineas[inicio...].prefix(8)) == [
            "  ✗ ArbitrosViewModelEstadosTests/cualquierErrorDelRepositorioMuestraNoHayConexion(error:)",
            // Sin ruta conocida para el fichero, su fileID: Modulo/Fichero.swift.
            "      mira ArbitrosUITests/ArbitrosViewModelEstadosTests.swift:51",
            "        cargar() tiene que pedir los árbitros al repositorio con try await",
            "        no se cumple: await repositorio.esperarPeticion(de: carga)",
            "      mira ArbitrosUITests/ArbitrosViewModelEstadosTests.swift:52",
            "        Nadie está esperando a los árbitros: no hay petición que contestar",
            "      … y 1 fallo más en esta prueba",
            "  ✗ ArbitrosViewModelEstadosTests/uiStateEsObservable()",
        ])
    }

    @Test func conTodasSusPruebasYSusReglasEnVerdeElPasoEstaHecho() {
        let ejecucion = EjecucionDePruebas(estados: [
            "ArbitrosUITests.ArbitrosViewModelTests/pasaDeCargandoAExito()": .pasa,
            "ArbitrosUITests.ArbitrosViewModelEstadosTests/uiStateEsObservable()": .pasa,
            "ArbitrosDataTests.RepositorioDeArbitrosTests/otra()": .falla(["de otro paso"]),
        ], terminada: true)
        let informe = informe(ejecucion: conSusReglasEnVerde(ejecucion))

        // Cuántas reglas vigilan el paso lo dice el catálogo (hoy 1, 2, 3, 5 y 6): añadir una no rompe esta prueba.
        let reglas = catalogo.reglas(de: paso)
        var hechos: [String: EstadoDePaso] = ["red-en-marcador/3": .hecho]
        for regla in reglas { hechos[regla.id] = .hecho }
        #expect(reglas.count >= 5)
        #expect(informe.estados == hechos, "Las reglas que se han ejecutado enteras se guardan también")
        #expect(informe.todosHechos)
        #expect(informe.lineas(ConsolaDePrueba().consola) == ["✓ red-en-marcador/3 · Paso 3 · El ViewModel: 2 de 2 pruebas pasan, y sus \(reglas.count) reglas se cumplen"])
    }

    @Test func sinLasPruebasDeSusReglasElPasoNoEstaHechoAunqueSusPruebasPasen() {
        let ejecucion = EjecucionDePruebas(estados: ["ArbitrosUITests.ArbitrosViewModelTests/pasaDeCargandoAExito()": .pasa], terminada: true)
        let informe = informe(ejecucion: ejecucion)
        let lineas = informe.lineas(ConsolaDePrueba().consola)

        #expect(informe.estados == ["red-en-marcador/3": .pendiente])
        #expect(lineas.first == "✗ red-en-marcador/3 · Paso 3 · El ViewModel: 1 de 1 prueba pasa, pero no cumple \(catalogo.reglas(de: paso).count) reglas")
        #expect(lineas.contains("      no se ha ejecutado: compruébala con swift run marcador comprobar arquitectura/5"))
    }

    @Test func conVariosPasosSoloElPrimeroQueFallaLlevaElDetalle() throws {
        let antes = try #require(catalogo.paso("red-en-marcador/2"))
        let despues = try #require(catalogo.paso("dos-fuentes-almacen/2"))
        var ejecucion = conSusReglasEnVerde(try Self.muestra(), pasos: [antes, paso, despues])
        ejecucion.estados["ArbitrosDataTests.RepositorioDeArbitrosEnRedTests/convierte()"] = .pasa
        ejecucion.estados["ArbitrosDataTests.RepositorioDeArbitrosTests/lee()"] = .falla(["no lee"])

        let lineas = informe(ejecucion: ejecucion, pasos: [antes, paso, despues]).lineas(ConsolaDePrueba().consola)

        #expect(lineas.first == "✓ red-en-marcador/2 · Paso 2 · El repositorio de red: 1 de 1 prueba pasa, y sus \(catalogo.reglas(de: antes).count) reglas se cumplen")
        #expect(lineas[1] == "✗ red-en-marcador/3 · Paso 3 · El ViewModel: fallan 4 de 4 pruebas")
        #expect(lineas[2].hasPrefix("  ✗ ArbitrosViewModelEstadosTests/"))
        #expect(lineas.last == """
            ✗ dos-fuentes-almacen/2 · Paso 2 · El repositorio de dos fuentes: falla 1 de 1 prueba \
            (el detalle: swift run marcador comprobar dos-fuentes-almacen/2)
            """)
    }

    @Test func unaPruebaSinTerminarDejaElPasoPendienteYLoExplica() {
        let ejecucion = EjecucionDePruebas(estados: [
            "ArbitrosUITests.ArbitrosViewModelTests/pasaDeCargandoAExito()": .pasa,
            "ArbitrosUITests.ArbitrosViewModelTests/sinRed()": .sinTerminar,
        ])
        let informe = informe(ejecucion: conSusReglasEnVerde(ejecucion))

        #expect(informe.estados["red-en-marcador/3"] == .pendiente)
        #expect(informe.lineas(ConsolaDePrueba().consola).contains(
            "      no terminó: se colgó o el proceso reventó (un fatalError, un «!» sobre nil…)"))
    }

    @Test(arguments: [
        (true, "He descartado una compilación desfasada: todo lo que usan estas pruebas está compilado contra tu código de"),
        (false, "No he podido descartar una compilación desfasada. Borra lo compilado para los pasos («rm -rf .build/pasos»)"),
    ])
    func trasUnCrashDiceSiSeHaDescartadoUnaCompilacionDesfasada(descartado: Bool, linea: String) {
        let ejecucion = EjecucionDePruebas(estados: ["ArbitrosUITests.ArbitrosViewModelTests/sinRed()": .sinTerminar], terminada: false)
        var informe = informe(ejecucion: conSusReglasEnVerde(ejecucion))
        #expect(!informe.lineas(ConsolaDePrueba().consola).contains(linea), "Sin saber si se ha mirado, no se dice nada")

        informe.desfaseDescartado = descartado

        #expect(informe.lineas(ConsolaDePrueba().consola).contains(linea))
    }

    @Test func siLasPruebasSeCortaronYNingunaEraDelPasoLoDice() {
        let cortada = InformeDeComprobacion(
            catalogo: catalogo, pasos: [paso], reglas: ReglasDeUnPaso(catalogo: catalogo, raiz: RaizDelKit.url),
            ejecucion: EjecucionDePruebas(), errores: .init(lineas: [], raiz: "/"),
            cortada: true, rutasDePrueba: [:]
        )

        #expect(cortada.lineas(ConsolaDePrueba().consola) == [
            "✗ Las pruebas pasaron del límite de tiempo y se cortaron: ¿un bucle o una espera sin fin?",
            "✗ red-en-marcador/3 · Paso 3 · El ViewModel: no se ha ejecutado ninguna de sus pruebas",
        ])
    }

    @Test func unPasoSinNingunaPruebaEjecutadaNoEstaHecho() {
        let informe = informe(ejecucion: EjecucionDePruebas(terminada: true))
        #expect(informe.estados == ["red-en-marcador/3": .pendiente])
    }

    @Test func siNoCompilaSoloSeEnsenanLosErroresDeSusFicherosYLosOtrosPasosNoSeApuntan() throws {
        let otro = try #require(catalogo.paso("red-en-marcador/2"))
        let informe = informe(ejecucion: nil, errores: try Muestras.errores("compilacion-con-error"), pasos: [otro, paso])

        #expect(informe.estados == ["red-en-marcador/3": .noCompila])
        #expect(informe.lineas(ConsolaDePrueba().consola) == [
            "⚠ No compila. Lo que dice el compilador de tus ficheros:",
            "  Exercises/Arbitros/UI/ArbitrosViewModel.swift:30:20: error: type 'ArbitrosUiState' has no member 'cargandoo'",
            "  Exercises/Arbitros/UI/ArbitrosViewModel.swift:31:22: error: cannot convert value of type 'String' to specified type 'Int'",
            "· red-en-marcador/2 · Paso 2 · El repositorio de red: sin probar, porque el paquete no compila",
            "⚠ red-en-marcador/3 · Paso 3 · El ViewModel: no compila",
        ])
    }

    @Test func siElErrorEstaEnLasPruebasLosPasosPedidosNoCompilanYSeDiceQueMirar() throws {
        let informe = informe(ejecucion: nil, errores: try Muestras.errores("compilacion-pruebas-rotas"))

        #expect(informe.estados == ["red-en-marcador/3": .noCompila])
        #expect(informe.lineas(ConsolaDePrueba().consola).first == """
            ⚠ No compila, y el error no está en tus ficheros de Exercises/: las pruebas usan los nombres y las \
            firmas de la lección (¿has cambiado alguno?).
            """)
    }

    /// El ensayo del aprendiz (issue 20): añadir Codable al Arbitro de red-en-marcador/1, como pide
    /// dos-fuentes-almacen/1, lo dejaba «· sin comprobar» aunque sus pruebas se compilaban con las del otro.
    @Test(arguments: [(EstadoDePrueba.pasa, EstadoDePaso.hecho), (.falla(["no es Codable"]), .pendiente)])
    func unEjercicioRevisadoSeApuntaYSeDiceEnUnaLineaSinContarParaElVeredicto(prueba: EstadoDePrueba, estado: EstadoDePaso) throws {
        let almacen = try #require(catalogo.paso("dos-fuentes-almacen/1"))
        let arbitro = try #require(catalogo.paso("red-en-marcador/1"))
        var ejecucion = conSusReglasEnVerde(EjecucionDePruebas(estados: [
            "ArbitrosDomainTests.ArbitroCodableTests/guardaYLee()": .pasa,
            "ArbitrosDataTests.AlmacenDeArbitrosTests/guarda()": .pasa,
        ], terminada: true), pasos: [almacen, arbitro])
        ejecucion.estados["ArbitrosDomainTests.ArbitroTests/seIdentificaPorSuNumero()"] = prueba
        var informe = informe(ejecucion: ejecucion, pasos: [almacen])
        informe.revisados = [(arbitro, "cambió Arbitro.swift (dos-fuentes-almacen/1)")]

        let lineas = informe.lineas(ConsolaDePrueba().consola)

        #expect(informe.estados["red-en-marcador/1"] == estado, "Su veredicto de ahora se guarda")
        #expect(informe.todosHechos, "Solo cuenta lo pedido: dos-fuentes-almacen/1 está hecho")
        #expect(lineas.count == 2, "Una línea por el revisado, sin el detalle de sus fallos:\n\(lineas.joined(separator: "\n"))")
        #expect(lineas.last == (estado == .hecho
            ? "✓ red-en-marcador/1 · Paso 1 · El modelo y el contrato: cambió Arbitro.swift (dos-fuentes-almacen/1), y lo he vuelto a probar: 1 de 1 prueba pasa, y sus 3 reglas se cumplen"
            : "✗ red-en-marcador/1 · Paso 1 · El modelo y el contrato: cambió Arbitro.swift (dos-fuentes-almacen/1), y lo he vuelto a probar: "
                + "falla 1 de 1 prueba (el detalle: swift run marcador comprobar red-en-marcador/1)"))
    }

    /// Issue 20: una «}» de más en la tanda 2 no dice nada de las tandas 1 y 3, que comparten fichero.
    @Test func losPasosSinErroresEnSusRegionesNoCompilanPorOtros() throws {
        let fichero = "Exercises/Marcador/UI/PartidoViewModel.swift"
        let lineas = try String(contentsOf: RaizDelKit.url.appending(path: fichero), encoding: .utf8).components(separatedBy: "\n")
        let marca = try #require(lineas.firstIndex { $0.contains("// MARK: EJERCICIO viewmodel-hilo-principal/2.2") })
        let tandas = try ["2.1", "2.2", "2.3"].map { try #require(catalogo.paso("viewmodel-hilo-principal/" + $0)) }
        let errores = ErroresDelCompilador(lineas: ["/k/\(fichero):\(marca + 8):9: error: cannot find 'x' in scope"], raiz: "/k")

        let informe = informe(ejecucion: nil, errores: errores, pasos: [tandas[1]])

        #expect(informe.estados == Dictionary(uniqueKeysWithValues: tandas.map { ($0.id, EstadoDePaso.noCompila) }))
        #expect(informe.noCompilanPorOtros == ["viewmodel-hilo-principal/2.1", "viewmodel-hilo-principal/2.3"])
        #expect(!informe.compilo)
    }

    @Test(arguments: [
        ("Expectation failed: 1 == 2", "no se cumple: 1 == 2"),
        ("Caught error: E()", "ha lanzado un error: E()"),
        ("Confirmation was confirmed 0 times", "Confirmation was confirmed 0 times"),
    ])
    func traduceElComienzoDeLaExpectativa(_ mensaje: String, _ traducido: String) {
        #expect(InformeDeComprobacion.traducir(mensaje) == traducido)
    }

    @Test func unIssueRecordSinTextoPropioSoloEnsenaSuComentario() {
        #expect(InformeDeComprobacion.traducir("Issue recorded") == nil)
    }

    /// El ensayo del aprendiz: un «!» sobre nil decía «no terminó» en cada prueba, sin dónde.
    @Test func trasUnCrashSeEnsenaLaLineaDelFatalErrorDelRegistro() throws {
        let arena = try Arena()
        try arena.escribir("comprobar.log", "[1/1] Probando\nCronicaDomain/PublicarCronica.swift:44: Fatal error: Unexpectedly found nil while unwrapping an Optional value\nmás\n")
        var informe = informe(ejecucion: EjecucionDePruebas(estados: ["ArbitrosUITests.ArbitrosViewModelTests/pasaDeCargandoAExito()": .pasa], terminada: false))
        informe.crash = InformeDeComprobacion.lineaDelCrash(en: arena.raiz.appending(path: "comprobar.log"))

        #expect(informe.lineas(ConsolaDePrueba().consola).first ==
            "Revienta aquí: CronicaDomain/PublicarCronica.swift:44: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "Lo primero, dónde revienta (el ensayo del aprendiz lo encontró al final, tras 30 líneas de «no terminó»)")
    }

    /// El ensayo del aprendiz: un «try!» con el error entero de Foundation se cortaba a media palabra («NSPOSIXEr»).
    @Test func unaLineaDeCrashLargaSeCortaEnUnaPalabraYDiceQueSigue() throws {
        let arena = try Arena()
        let error = "ArbitrosData/AlmacenDeArbitros.swift:28: Fatal error: 'try!' expression unexpectedly raised an error: "
            + String(repeating: "Error Domain=NSCocoaErrorDomain Code=260 ", count: 10)
        try arena.escribir("comprobar.log", error + "\n")

        let linea = try #require(InformeDeComprobacion.lineaDelCrash(en: arena.raiz.appending(path: "comprobar.log")))

        #expect(linea == "ArbitrosData/AlmacenDeArbitros.swift:28: Fatal error: 'try!' expression unexpectedly raised an error: "
            + String(repeating: "Error Domain=NSCocoaErrorDomain Code=260 ", count: 4) + "Error Domain=NSCocoaErrorDomain …",
            "Cortada tras una palabra entera (no pasa de 300 caracteres), y con «…»")
    }

    @Test func sinFatalErrorEnElRegistroNoSeInventaNingunSitio() throws {
        let arena = try Arena()
        try arena.escribir("comprobar.log", "[1/1] Probando\nnada raro\n")

        #expect(InformeDeComprobacion.lineaDelCrash(en: arena.raiz.appending(path: "comprobar.log")) == nil)
    }
}
