import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaCalificacion

/// results.json y JUnit en las seis situaciones de calificar, validados contra el esquema de la interfaz v3
/// de Exercism y contra junit-10.xsd, que los validadores leen de Muestras/.
@Suite("Informes exactos en cada situación de calificar")
struct InformesExactosTests {
    private static func json(_ informe: InformeDeCalificacion) throws -> ValorJSON {
        try JSONDecoder().decode(ValorJSON.self, from: ResultadosExercism(informe: informe).datos())
    }

    @Test(arguments: SituacionDeCalificacion.allCases)
    func losDosInformesSonValidosYSusRecuentosCuadran(_ situacion: SituacionDeCalificacion) throws {
        let informe = try situacion.informe()

        let problemas = try InformesValidos.problemas(json: ResultadosExercism(informe: informe).datos(), junit: Data(JUnit.xml(informe).utf8))

        #expect(problemas == [], "Los informes de «\(situacion)» tienen que cumplir la interfaz de Exercism y junit-10.xsd")
    }

    @Test(arguments: [(SituacionDeCalificacion.resuelto, "pass"), (.esqueletos, "fail"), (.errorDeCompilacion, "error"),
                      (.crash, "fail"), (.cuelgue, "fail"), (.kitCambiado, "pass")])
    func elStatusSaleDeLasPruebasYElMessageDeArribaSoloVaConError(_ situacion: SituacionDeCalificacion, _ status: String) throws {
        let json = try Self.json(try situacion.informe())

        #expect(json["status"]?.texto == status)
        if status == "error" {
            #expect(json["message"]?.texto?.hasPrefix("No se puede calificar: el kit no compila.\nTests/Lib/DobleTests.swift:1:1: error: no compila") == true,
                    "Con error, el message de arriba dice por qué, sin los colores del terminal")
        } else {
            #expect(json["message"] == .nulo, "La interfaz solo admite el message de arriba con status «error»")
        }
    }

    @Test(arguments: SituacionDeCalificacion.allCases)
    func sinCISaleCon0YConCISaleCon1SiAlgoNoPasa(_ situacion: SituacionDeCalificacion) throws {
        let informe = try situacion.informe()

        #expect(informe.codigoDeSalida(ci: false) == 0, "Exercism: un runner que ha calificado sale con 0, pase o no")
        // kitCambiado pasa, pero uno de sus flujos de eventos no cuadraba.
        #expect(informe.codigoDeSalida(ci: true) == (situacion == .resuelto ? 0 : 1), "Con --ci, 1 si algo no pasa")
    }

    @Test func losCambiosYLasManipulacionesVanEnSusClavesSinCaracteresDeControl() throws {
        let json = try Self.json(try SituacionDeCalificacion.kitCambiado.informe())

        #expect(json["cambios"] == .lista([.texto("Tests/Lib/DobleTests.swift cambiado"), .texto(#"Tests/Lib/\u{1}raro.swift añadido"#)]))
        #expect(json["manipulaciones"] == .lista([.texto(
            "todas las pruebas juntas (se repitió cada paso a solas): declara pruebas que el kit no tiene: LibTests.DobleTests/gratis()")]))
    }

    @Test func unValorDeUnMegaQuedaAcotadoYSinCaracteresDeControlEnLosDosInformes() throws {
        let informe = try SituacionDeCalificacion.esqueletos.informe()
        let datos = try ResultadosExercism(informe: informe).datos()
        let xml = JUnit.xml(informe)

        #expect(datos.count < 20_000, "results.json mide \(datos.count) bytes: cada message tiene que ir acotado")
        #expect(xml.utf8.count < 20_000, "El JUnit mide \(xml.utf8.count) bytes: cada mensaje tiene que ir acotado")
        let mensaje = try #require(Self.json(informe)["tests"]?.lista?.first?["message"]?.texto)
        #expect(mensaje.hasPrefix("Expectation failed: valor\nxxx"), "Sin ESC[31m, sin NUL ni BEL ni \\r: \(mensaje.prefix(40))")
        #expect(mensaje.hasSuffix("… (recortado: el texto tenía 1000038 caracteres)"))
        #expect(mensaje.unicodeScalars.count == TextoDeInforme.maximoDeMensaje)
    }

    @Test func lasPruebasLlevanSuCodigoYLasDeUnPasoSinVeredictoDicenComoRepetirlas() throws {
        let pruebas = try #require(Self.json(try SituacionDeCalificacion.crash.informe())["tests"]?.lista)

        #expect(pruebas.map { $0["name"]?.texto } == [
            "l/1 · Doble · LibTests.DobleTests/a()", "l/1 · Doble · LibTests.DobleTests/b()",
            "l/2 · Crash · LibTests.CrashTests/c()", "l/2 · Crash · LibTests.CrashTests/revienta()", "l/3 · Otra", "l/5 · Red",
        ])
        #expect(pruebas[0]["test_code"]?.texto == "#expect(doble(2) == 4)")
        #expect(pruebas[3]["message"]?.texto == "revienta: no terminó")
        #expect(pruebas[3]["test_code"]?.texto == "// No está en Tests/ del kit.\n// Repítela: swift test --filter 'LibTests.CrashTests/revienta()'")
        #expect(pruebas[4]["test_code"]?.texto == "// Las pruebas de este paso no dieron veredicto (no compila).\n// Repítelas: swift test --filter 'LibTests'")
        #expect(pruebas.map { $0["task_id"]?.entero } == [1, 1, 2, 2, 3, 5])
    }

    @Test func unaPruebaDeCuerpoVacioNoDejaElTestCodeVacio() throws {
        let base = try SituacionDeCalificacion.resuelto.informe()
        let paso = ResultadoDePaso(paso: "l/1", titulo: "Doble", leccion: "l", indice: 1, estado: .pasa, mensaje: nil, ordenDePruebas: "",
                                   pruebas: [.init(id: "LibTests.DobleTests/vacia()", pasa: true, mensaje: nil, codigo: "")])

        let entrada = InformeDeCalificacion(catalogo: base.catalogo, pasos: [paso], cambios: [], error: nil).entradas.first

        #expect(entrada?.codigo == "// Su cuerpo está vacío.", "El esquema pide un test_code no vacío")
    }

    /// El ensayo del instructor: una regla sin sus pasos hechos decía «no dieron veredicto… Repítelas», y sus pruebas pasan.
    @Test func unPasoQueNoSePuedeComprobarDiceQueDependeDeOtrosYNoQueSusPruebasNoDieronVeredicto() throws {
        let base = try SituacionDeCalificacion.resuelto.informe()
        let paso = ResultadoDePaso(paso: "l/3", titulo: "Otra", leccion: "l", indice: 3, estado: .noSePuedeComprobar,
                                   mensaje: "una regla solo puntúa cuando están hechos los pasos que vigila", ordenDePruebas: "swift test --filter 'LibTests'",
                                   pruebas: [])

        let entrada = InformeDeCalificacion(catalogo: base.catalogo, pasos: [paso], cambios: [], error: nil).entradas.first

        #expect(entrada?.codigo == "// Este paso no tiene nota (no se puede comprobar): depende de otros, el mensaje dice de cuáles.\n"
            + "// Sus pruebas: swift test --filter 'LibTests'")
        #expect(entrada?.estado == "error")
    }

    @Test func elJUnitDelKitCambiadoLlevaLosAvisosEnUnaSuiteSinPruebasConTiemposYFecha() throws {
        let xml = JUnit.xml(try SituacionDeCalificacion.kitCambiado.informe())

        #expect(xml.contains(#"<testsuites name="MarcadorKit" tests="5" failures="0" errors="0" time="0.062">"#))
        #expect(xml.contains(#"<testsuite name="Lección" tests="5" failures="0" errors="0" time="0.062" timestamp="2026-11-29T13:19:18Z">"#))
        #expect(xml.contains(#"<testcase classname="l/1 · Doble" name="LibTests.DobleTests/a()" time="0.012"/>"#))
        #expect(xml.contains(#"<testsuite name="Entrega" tests="0" failures="0" errors="0" time="0.000" timestamp="2026-11-29T13:19:18Z">"#))
        #expect(xml.contains(#"<property name="cambio al kit" value="Tests/Lib/\u{1}raro.swift añadido"/>"#))
        #expect(!xml.contains("</testsuite>\n  <system-out>"), "system-out no puede colgar de testsuites (junit-10.xsd)")
    }

    /// El ensayo del instructor: en un módulo que no compila, el atributo acababa en «CronicaUI no compila:», sin el error.
    @Test(arguments: [
        ("no compila: CronicaUI no compila:\nExercises/Cronica/UI/CronicaViewModel.swift:40:16: error: cannot find 'noCompila' in scope\notra",
         "no compila: CronicaUI no compila: Exercises/Cronica/UI/CronicaViewModel.swift:40:16: error: cannot find 'noCompila' in scope"),
        ("Expectation failed: 1 == 2\nmás", "Expectation failed: 1 == 2"),
        ("\nacaba en dos puntos:", "acaba en dos puntos:"),
    ])
    func elMensajeDelJUnitEsLaPrimeraLineaYSiAcabaEnDosPuntosLaSiguiente(_ mensaje: String, _ atributo: String) {
        #expect(JUnit.resumen(de: mensaje) == atributo)
    }

    @Test(arguments: [(0.0, "0.000"), (0.0125, "0.013"), (1.5, "1.500"), (62.25, "62.250"), (-1, "0.000")])
    func losTiemposVanConTresDecimalesYPunto(_ segundos: Double, _ texto: String) {
        #expect(JUnit.tiempo(segundos) == texto)
    }
}
