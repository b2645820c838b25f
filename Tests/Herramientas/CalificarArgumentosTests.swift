import Testing
@testable import MarcadorHerramientas

@Suite("Argumentos de calificar")
struct CalificarArgumentosTests {
    @Test func leeSusOpcionesYDaElLimitePorPasoPorDefecto() throws {
        #expect(try Argumentos(["calificar"]).orden == .calificar(json: nil, junit: nil, classroom: nil, limite: 30, kit: nil))
        #expect(try Argumentos(["calificar", "--json", "r.json", "--junit", "r.xml", "--tiempo", "5", "--kit", "../kit"]).orden
            == .calificar(json: "r.json", junit: "r.xml", classroom: nil, limite: 5, kit: "../kit"))
        #expect(try Argumentos(["calificar", "--classroom", "c.json"]).orden
            == .calificar(json: nil, junit: nil, classroom: "c.json", limite: 30, kit: nil))
        #expect(try Argumentos(["calificar", "--ci", "--json", "r.json"]).orden == .calificar(json: "r.json", junit: nil, classroom: nil, limite: 30, kit: nil, ci: true),
                "--ci pide la convención de CI: salir con 1 si algo no pasa")
    }

    @Test(arguments: [["calificar", "--tiempo", "0"], ["calificar", "paso"], ["pista", "a/1", "--json", "r.json"], ["comprobar", "--kit", "k"], ["lista", "--classroom", "c"], ["calificar", "--json"], ["calificar", "--cii"], ["comprobar", "--ci"]])
    func rechazaLoQueNoTieneSentido(_ argumentos: [String]) {
        #expect(throws: ErrorDeLaHerramienta.self) { try Argumentos(argumentos) }
    }
}
