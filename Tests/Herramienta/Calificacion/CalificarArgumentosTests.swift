import Foundation
import SoporteDeLaHerramienta
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

    /// Sin --usuario, una sola línea dice lo que eso permite; con un usuario que no vale, sale con 2 y lo dice,
    /// sin ese aviso. Un kit que no existe para la orden antes de compilar nada.
    @Test func sinUsuarioLoAvisaEnUnaLineaYConUnoQueNoValeSaleConDos() {
        let sin = ConsolaDePrueba()
        let con = ConsolaDePrueba()

        let codigoSin = Herramienta.ejecutar(["calificar", "--kit", "/no-existe"], ordenes: ordenesDeEstasPruebas,
                                             directorio: URL(fileURLWithPath: "/"), consola: sin.consola)
        let codigoCon = Herramienta.ejecutar(["calificar", "--kit", "/no-existe", "--usuario", "marcador-no-existe"], ordenes: ordenesDeEstasPruebas,
                                             directorio: URL(fileURLWithPath: "/"), consola: con.consola)

        #expect(codigoSin == 2 && sin.errores.filter { $0 == OrdenesDeCalificacion.Calificar.avisoDeUnSoloUsuario }.count == 1, "\(sin.errores)")
        #expect(!OrdenesDeCalificacion.Calificar.avisoDeUnSoloUsuario.contains("\n"))
        #expect(codigoCon == 2 && !con.errores.contains(OrdenesDeCalificacion.Calificar.avisoDeUnSoloUsuario), "\(con.errores)")
        #expect(con.errores.first?.hasPrefix(geteuid() == 0 ? "No existe el usuario «marcador-no-existe»" : "--usuario marcador-no-existe necesita") == true,
                "\(con.errores)")
    }

    @Test(arguments: [["calificar", "--tiempo", "0"], ["calificar", "paso"], ["pista", "a/1", "--json", "r.json"], ["comprobar", "--kit", "k"], ["lista", "--classroom", "c"], ["calificar", "--json"], ["calificar", "--cii"], ["comprobar", "--ci"]])
    func rechazaLoQueNoTieneSentido(_ argumentos: [String]) {
        #expect(throws: ErrorDeLaHerramienta.self) { try Argumentos(argumentos, ordenes: ordenes) }
    }
}
