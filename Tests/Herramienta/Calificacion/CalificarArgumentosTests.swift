import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz
@testable import HerramientaCalificacion

@Suite("Argumentos de calificar")
struct CalificarArgumentosTests {
    private let ordenes = OrdenesDelAprendiz.todas + OrdenesDeCalificacion.todas

    private func leer(_ argumentos: [String]) throws -> OrdenesDeCalificacion.Calificar? {
        try Argumentos(argumentos, ordenes: ordenes).orden as? OrdenesDeCalificacion.Calificar
    }

    @Test func leeSusOpcionesYDaElLimitePorPasoPorDefecto() throws {
        #expect(try leer(["calificar"]) == .init(json: nil, junit: nil, classroom: nil, limite: 30, kit: nil))
        #expect(try leer(["calificar", "--json", "r.json", "--junit", "r.xml", "--tiempo", "5", "--kit", "../kit"])
            == .init(json: "r.json", junit: "r.xml", classroom: nil, limite: 5, kit: "../kit"))
        #expect(try leer(["calificar", "--classroom", "c.json"]) == .init(json: nil, junit: nil, classroom: "c.json", limite: 30, kit: nil))
        #expect(try leer(["calificar", "--ci", "--json", "r.json"]) == .init(json: "r.json", junit: nil, classroom: nil, limite: 30, kit: nil, ci: true),
                "--ci pide la convención de CI: salir con 1 si algo no pasa")
    }

    @Test func elUsuarioDeLasPruebasVaConElKit() throws {
        #expect(try leer(["calificar", "--kit", "../kit", "--usuario", "marcador-entrega"])
            == .init(json: nil, junit: nil, classroom: nil, limite: 30, kit: "../kit", usuario: "marcador-entrega"))
        #expect(throws: ErrorDeLaHerramienta.uso("A --usuario le falta su valor.")) { try leer(["calificar", "--kit", "k", "--usuario"]) }
        #expect(throws: ErrorDeLaHerramienta.uso("--usuario va con --kit: sin él, la entrega es el propio kit, con sus soluciones dentro.")) {
            try leer(["calificar", "--usuario", "marcador-entrega"])
        }
    }

    @Test(arguments: [["calificar", "--tiempo", "0"], ["calificar", "paso"], ["pista", "a/1", "--json", "r.json"], ["comprobar", "--kit", "k"], ["lista", "--classroom", "c"], ["calificar", "--json"], ["calificar", "--cii"], ["comprobar", "--ci"]])
    func rechazaLoQueNoTieneSentido(_ argumentos: [String]) {
        #expect(throws: ErrorDeLaHerramienta.self) { try Argumentos(argumentos, ordenes: ordenes) }
    }
}
