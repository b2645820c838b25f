import Foundation
import SoporteDeLaHerramienta
import Testing

/// Los validadores de InformesValidos tienen que poder fallar: cada documento de aquí incumple una regla de
/// results-v3.schema.json o de junit-10.xsd, y se tiene que notar.
@Suite("Validadores de los informes")
struct ValidadoresDeInformesTests {
    private static func erroresJSON(_ texto: String) throws -> [String] {
        try ValidadorDeEsquemaJSON(InformesValidos.esquema("results-v3.schema.json"))
            .errores(de: JSONDecoder().decode(ValorJSON.self, from: Data(texto.utf8)))
    }

    private static func erroresXML(_ texto: String) throws -> [String] {
        try ValidadorXSD(InformesValidos.esquema("junit-10.xsd")).errores(de: NodoXML.leer(Data(texto.utf8)))
    }

    private static let extras = #""lecciones": [], "puntos": 0, "maximo": 0, "cambios": [], "manipulaciones": [], "revisar": []"#
    private static let prueba = #"{"name": "p", "status": "pass", "message": null, "output": null, "test_code": "x", "task_id": 1}"#

    @Test func elEsquemaAceptaUnResultsJSONCorrecto() throws {
        #expect(try Self.erroresJSON(#"{"version": 3, "status": "pass", "message": null, "tests": [\#(Self.prueba)], \#(Self.extras)}"#) == [])
    }

    @Test(arguments: [
        #"{"version": 3, "status": "fail", "message": "cambiaste el kit", "tests": [], EXTRAS}"#,          // message sin error
        #"{"version": 3, "status": "error", "message": null, "tests": [], EXTRAS}"#,                     // error sin message
        #"{"version": 2, "status": "pass", "message": null, "tests": [], EXTRAS}"#,
        #"{"version": 3, "status": "pass", "message": null, "tests": [], "nota": 1, EXTRAS}"#,          // clave que no está
        #"{"version": 3, "status": "pass", "message": null, "tests": [{"name": "p", "status": "fail", "message": null, "output": null, "test_code": "x"}], EXTRAS}"#,
        #"{"version": 3, "status": "pass", "message": null, "tests": [{"name": "p", "status": "pass", "message": null, "output": null, "test_code": "x", "task_id": 0}], EXTRAS}"#,
        #"{"version": 3, "status": "pass", "message": null, "tests": [{"name": "p", "status": "pass", "message": null, "output": "OUT", "test_code": "x"}], EXTRAS}"#,
        #"{"version": 3, "status": "pass", "message": null, "tests": [{"name": "p", "status": "pass", "message": null, "output": null, "test_code": "a\u0007b"}], EXTRAS}"#,
        #"{"version": 3, "status": "pass", "message": null, "tests": [{"name": "p", "status": "pass", "message": null, "output": null, "test_code": "x", "task_id": true}], EXTRAS}"#,
    ])
    func elEsquemaRechazaLoQueLaInterfazNoAdmite(_ plantilla: String) throws {
        let texto = plantilla.replacingOccurrences(of: "EXTRAS", with: Self.extras).replacingOccurrences(of: "OUT", with: String(repeating: "o", count: 501))

        #expect(try !Self.erroresJSON(texto).isEmpty, "El validador tenía que rechazar: \(texto.prefix(200))")
    }

    @Test func elValidadorNoSeSaltaUnaPalabraDelEsquemaQueNoConoce() throws {
        let validador = try ValidadorDeEsquemaJSON(Data(#"{"type": "string", "format": "email"}"#.utf8))

        #expect(validador.errores(de: .texto("a")) == [#"$: el validador no conoce «format» con ese valor"#])
    }

    private static let suite = #"<testsuite name="s" tests="1" failures="0" errors="0" time="0.001" timestamp="t">CASOS</testsuite>"#

    @Test func elXSDAceptaUnJUnitCorrecto() throws {
        let xml = "<testsuites name=\"k\" time=\"1.5\">" + Self.suite.replacingOccurrences(
            of: "CASOS", with: #"<testcase name="a" classname="c" time="0.001"><failure message="m" type="t">texto</failure><system-out>o</system-out></testcase>"#)
            + "</testsuites>"

        #expect(try Self.erroresXML(xml) == [])
    }

    @Test(arguments: [
        #"<testsuites>SUITE<system-out>cambios</system-out></testsuites>"#,             // el JUnit de antes con el kit cambiado
        #"<testsuites><testsuite name="s" tests="1" failures="0" time="0.001">CASO</testsuite></testsuites>"#,  // sin errors
        #"<testsuites time="1,5s">SUITE</testsuites>"#,                                  // no es SUREFIRE_TIME
        #"<testsuites>SUITE</testsuites><otro/>"#,
        #"<testsuites><testcase name="a"/></testsuites>"#,
        #"<testsuites>SUITE2</testsuites>"#,                                             // testcase sin name
        #"<testsuites><testsuite name="s" tests="1" failures="0" errors="0" timestamp="t" fecha="x">CASO</testsuite></testsuites>"#,
        #"<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase name="a"><failure>uno</failure>texto suelto</testcase></testsuite></testsuites>"#,
        "<testsuites><testsuite name=\"s\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase name=\"a\"><failure>\u{1}</failure></testcase></testsuite></testsuites>",
    ])
    func elXSDRechazaLoQueJunit10NoAdmite(_ plantilla: String) throws {
        let texto = plantilla.replacingOccurrences(of: "SUITE2", with: Self.suite.replacingOccurrences(of: "CASOS", with: #"<testcase classname="c"/>"#))
            .replacingOccurrences(of: "SUITE", with: Self.suite.replacingOccurrences(of: "CASOS", with: #"<testcase name="a"/>"#))
            .replacingOccurrences(of: "CASO", with: #"<testcase name="a"/>"#)

        let errores = Result { try Self.erroresXML(texto) }

        #expect((try? errores.get())?.isEmpty != true, "El validador tenía que rechazar: \(texto)")
    }
}
