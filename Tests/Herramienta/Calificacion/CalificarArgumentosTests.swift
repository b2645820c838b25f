import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz
@testable import HerramientaCalificacion
@testable import HerramientaPublicacion

@Suite("Argumentos de calificar")
struct CalificarArgumentosTests {
    private let ordenes = OrdenesDelAprendiz.todas + OrdenesDeCalificacion.todas

    private func leer(_ argumentos: [String]) throws -> OrdenesDeCalificacion.Calificar? {
        try Argumentos(argumentos, ordenes: ordenes).orden as? OrdenesDeCalificacion.Calificar
    }

    @Test func leeSusOpcionesYDaElLimitePorPasoPorDefecto() throws {
        #expect(try leer(["calificar"]) == .init(json: nil, junit: nil, limite: 30, kit: nil))
        #expect(try leer(["calificar", "--json", "r.json", "--junit", "r.xml", "--tiempo", "5", "--kit", "../kit"])
            == .init(json: "r.json", junit: "r.xml", limite: 5, kit: "../kit"))
        #expect(try leer(["calificar", "--ci", "--json", "r.json"]) == .init(json: "r.json", junit: nil, limite: 30, kit: nil, ci: true),
                "--ci pide la convención de CI: salir con 1 si algo no pasa")
    }

    @Test func leeLasLeccionesYElInformeDeGradescope() throws {
        var esperada = OrdenesDeCalificacion.Calificar(json: nil, junit: nil, limite: 30, kit: "k")
        esperada.gradescope = "results.json"
        esperada.seleccion = SeleccionDeLecciones(ids: ["red-en-marcador", "casos-de-uso"])

        #expect(try leer(["calificar", "--kit", "k", "--gradescope", "results.json", "--leccion", "red-en-marcador,casos-de-uso"]) == esperada)
    }

    /// Un kit que no existe para la orden antes de compilar nada, con 2 y diciendo qué carpeta hace falta.
    @Test func unKitQueNoExisteSaleConDosSinCompilar() {
        let salida = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["calificar", "--kit", "/no-existe"], ordenes: ordenesDeEstasPruebas,
                                          directorio: URL(fileURLWithPath: "/"), consola: salida.consola)

        #expect(codigo == 2 && salida.errores.first?.hasPrefix("--kit tiene que ser la carpeta de un clon del kit") == true, "\(salida.errores)")
    }

    @Test(arguments: [["calificar", "--tiempo", "0"], ["calificar", "paso"], ["pista", "a/1", "--json", "r.json"], ["comprobar", "--kit", "k"], ["lista", "--junit", "c"], ["calificar", "--usuario", "u"], ["calificar", "--classroom", "c.json"], ["calificar", "--json"], ["calificar", "--cii"], ["comprobar", "--ci"]])
    func rechazaLoQueNoTieneSentido(_ argumentos: [String]) {
        #expect(throws: ErrorDeLaHerramienta.self) { try Argumentos(argumentos, ordenes: ordenes) }
    }
}
