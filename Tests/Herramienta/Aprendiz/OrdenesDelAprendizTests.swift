import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

@Suite("Las órdenes de quien aprende en la línea de órdenes")
struct OrdenesDelAprendizTests {
    private func leer(_ argumentos: [String]) throws -> any Orden {
        try Argumentos(argumentos, ordenes: OrdenesDelAprendiz.todas).orden
    }

    @Test func leeCadaOrdenConSusOpciones() throws {
        #expect(try leer([]) as? OrdenesDelAprendiz.Lista == OrdenesDelAprendiz.Lista())
        #expect(try leer(["lista"]) as? OrdenesDelAprendiz.Lista == OrdenesDelAprendiz.Lista())
        #expect(try leer(["comprobar"]) as? OrdenesDelAprendiz.Comprobar == OrdenesDelAprendiz.Comprobar(objetivo: nil))
        #expect(try leer(["comprobar", "red-en-marcador"]) as? OrdenesDelAprendiz.Comprobar == OrdenesDelAprendiz.Comprobar(objetivo: "red-en-marcador"))
        #expect(try leer(["comprobar", "red-en-marcador/3"]) as? OrdenesDelAprendiz.Comprobar == OrdenesDelAprendiz.Comprobar(objetivo: "red-en-marcador/3"))
        #expect(try leer(["vigilar"]) as? OrdenesDelAprendiz.Vigilar == OrdenesDelAprendiz.Vigilar())
        #expect(try leer(["pista", "a/2.1"]) as? OrdenesDelAprendiz.Pista == OrdenesDelAprendiz.Pista(paso: "a/2.1"))
        #expect(try leer(["reiniciar", "a/1"]) as? OrdenesDelAprendiz.Reiniciar == OrdenesDelAprendiz.Reiniciar(paso: "a/1", sinPreguntar: false))
        #expect(try leer(["reiniciar", "--si", "a/1", "--raiz", "/x"]) as? OrdenesDelAprendiz.Reiniciar
            == OrdenesDelAprendiz.Reiniciar(paso: "a/1", sinPreguntar: true))
    }

    @Test(arguments: [
        (["comprobar", "a/1", "a/2"], "A «comprobar» le sobra «a/2»."),
        (["comprobar", "--ci"], "«comprobar» no admite la opción --ci."),
        (["vigilar", "a/1"], "A «vigilar» le sobra «a/1»."),
        (["lista", "--si"], "«lista» no admite la opción --si."),
        (["pista"], "A «pista» le falta el paso, p. ej. red-en-marcador/2."),
        (["pista", "a/1", "a/2"], "A «pista» le sobra «a/2»."),
        (["pista", "a/1", "--tiempo", "5"], "«pista» no admite la opción --tiempo."),
        (["reiniciar"], "A «reiniciar» le falta el paso, p. ej. red-en-marcador/2."),
    ] as [([String], String)])
    func losArgumentosMalDadosSonUnErrorDeUsoClaro(_ argumentos: [String], _ mensaje: String) {
        #expect(throws: ErrorDeLaHerramienta.uso(mensaje)) { try leer(argumentos) }
    }

    @Test(arguments: ["calificar", "generar", "verificar", "publicar", "resolver", "diferencias", "clase"])
    func lasOrdenesDelInstructorNoExistenParaQuienAprende(_ orden: String) {
        #expect(throws: ErrorDeLaHerramienta.uso("No conozco la orden «\(orden)».")) { try leer([orden]) }
        #expect(!Argumentos.uso(OrdenesDelAprendiz.todas).contains("  \(orden) "))
    }
}
