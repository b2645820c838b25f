import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion
@testable import HerramientaAutoria

@Suite("Las órdenes del instructor en la línea de órdenes")
struct OrdenesDeAutoriaTests {
    private func leer(_ argumentos: [String]) throws -> any Orden {
        try Argumentos(argumentos, ordenes: ordenesDeEstasPruebas).orden
    }

    @Test func leeCadaOrdenConSusOpciones() throws {
        #expect(try leer(["generar"]) as? OrdenesDeAutoria.Generar == OrdenesDeAutoria.Generar(comprobar: false, forzar: false))
        #expect(try leer(["generar", "--comprobar"]) as? OrdenesDeAutoria.Generar == OrdenesDeAutoria.Generar(comprobar: true, forzar: false))
        #expect(try Argumentos(["--raiz", "kit", "generar", "--forzar"], ordenes: ordenesDeEstasPruebas).raiz == "kit")
        #expect(try leer(["--raiz", "kit", "generar", "--forzar"]) as? OrdenesDeAutoria.Generar == OrdenesDeAutoria.Generar(comprobar: false, forzar: true))
        #expect(try leer(["verificar"]) as? OrdenesDeAutoria.Verificar == OrdenesDeAutoria.Verificar(limite: 600))
        #expect(try leer(["verificar", "--tiempo", "90"]) as? OrdenesDeAutoria.Verificar == OrdenesDeAutoria.Verificar(limite: 90))
        #expect(try leer(["resolver", "red-en-marcador", "--si"]) as? OrdenesDeAutoria.Resolver
            == OrdenesDeAutoria.Resolver(objetivo: "red-en-marcador", sinPreguntar: true))
        #expect(try leer(["diferencias"]) as? OrdenesDeAutoria.Diferencias == OrdenesDeAutoria.Diferencias(objetivo: nil, resumen: false))
        #expect(try leer(["diferencias", "--resumen", "red-en-marcador/2"]) as? OrdenesDeAutoria.Diferencias
            == OrdenesDeAutoria.Diferencias(objetivo: "red-en-marcador/2", resumen: true))
        #expect(try leer(["publicar", "../clase"]) as? OrdenesDeAutoria.Publicar == OrdenesDeAutoria.Publicar(destino: "../clase"))
    }

    @Test(arguments: [
        (["generar", "--si"], "«generar» no admite la opción --si."),
        (["generar", "--comprobar", "--forzar"], "--comprobar no escribe nada: no tiene sentido con --forzar."),
        (["verificar", "--raiz"], "A --raiz le falta su valor."),
        (["verificar", "--tiempo", "mucho"], "--tiempo va en segundos, p. ej. --tiempo 600."),
        (["verificar", "--tiempo", "0"], "--tiempo va en segundos, p. ej. --tiempo 600."),
        (["pista", "a/1", "--tiempo", "5"], "«pista» no admite la opción --tiempo."),
        (["diferencias", "a/1", "a/2"], "A «diferencias» le sobra «a/2»."),
        (["diferencias", "--si"], "«diferencias» no admite la opción --si."),
        (["publicar"], "A «publicar» le falta la carpeta DESTINO, p. ej. «publicar ../marcador-clase»."),
    ] as [([String], String)])
    func losArgumentosMalDadosSonUnErrorDeUsoClaro(_ argumentos: [String], _ mensaje: String) {
        #expect(throws: ErrorDeLaHerramienta.uso(mensaje)) { try leer(argumentos) }
    }

    @Test func unErrorDeUsoSaleConDosYEnsenaElUso() throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["generar", "--rapido"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores.first == "«generar» no admite la opción --rapido.")
        #expect(consola.errores.last == "\n" + Argumentos.uso(ordenesDeEstasPruebas))
        #expect(consola.salida.isEmpty)
    }

    /// La herramienta del kit, llevada a una copia de quien aprende (con --raiz), no encuentra Solutions/.
    @Test(arguments: [["generar"], ["verificar"], ["resolver", "leccion-a/1", "--si"], ["publicar", "../otra"]])
    func enUnaCopiaDeQuienAprendeSeNieganYDicenQueHacer(_ argumentos: [String]) throws {
        let publicada = try Arena().publicar()
        let antes = ContenidoDeUnArbol.leer(raiz: publicada.raiz).ficheros
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: publicada.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.todo.contains("«\(argumentos[0])» es una orden del kit del instructor, y esta es la copia de quien aprende"),
                "\(consola.todo)")
        #expect(ContenidoDeUnArbol.leer(raiz: publicada.raiz).ficheros == antes)
    }
}
