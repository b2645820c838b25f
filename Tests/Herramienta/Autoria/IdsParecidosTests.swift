import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("Un id de paso mal escrito: unas pocas líneas con los parecidos")
struct IdsParecidosTests {
    @Test(arguments: [
        ("red-marcador/2", ["red-en-marcador/2"]),
        ("red-en-marcador/7", ["red-en-marcador/1", "red-en-marcador/2", "red-en-marcador/3", "red-en-marcador/4"]),
        ("casos-de-uso/1 ", ["casos-de-uso/1"]),
        ("dos-fuentes-almacn", ["dos-fuentes-almacen"]),
        ("viewmodel/2.1", []),
        ("zzz", []),
    ])
    func proponeSoloLosMasCercanos(escrito: String, esperados: [String]) {
        // Ids fijos y no los del catálogo: añadir un paso (red-en-marcador/7, en la receta) no cambia esta prueba.
        let candidatos = [
            "red-en-marcador", "red-en-marcador/1", "red-en-marcador/2", "red-en-marcador/3", "red-en-marcador/4",
            "dos-fuentes-almacen", "dos-fuentes-almacen/1", "casos-de-uso", "casos-de-uso/1", "casos-de-uso/2",
            "viewmodel-hilo-principal", "viewmodel-hilo-principal/2.1", "arquitectura", "arquitectura/1",
        ]

        #expect(IdsParecidos(candidatos: candidatos).a(escrito) == esperados)
    }

    @Test(arguments: [("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("red-en-marcador/2", "red-en-marcador/2", 0)])
    func laDistanciaEsLaDeLevenshtein(a: String, b: String, distancia: Int) {
        #expect(IdsParecidos.distancia(a, b) == distancia)
    }

    @Test(arguments: [
        ["comprobar", "red-marcador/2"], ["pista", "red-marcador/2"], ["reiniciar", "red-marcador/2"], ["resolver", "red-marcador/2"],
    ])
    func comprobarPistaReiniciarYResolverDicenLoMismoEnUnaLineaYSalenConDos(argumentos: [String]) {
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: RaizDelKit.url, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores == [#"No hay ningún paso "red-marcador/2". ¿Querías decir red-en-marcador/2?"#])
        #expect(consola.salida.isEmpty, "Sin el uso entero detrás")
    }

    @Test(arguments: [["diferencias", "leccion-a/9"], ["diferencias", "leccion-a/9", "--resumen"], ["resolver", "leccion-a/9"]])
    func unPasoQueNoExisteDeUnaLeccionQueSiProponeTodosSusPasos(argumentos: [String]) throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores == [#"No hay ningún paso "leccion-a/9". ¿Querías decir leccion-a/1, leccion-a/2.1, leccion-a/3 o leccion-a/4?"#],
                "Todos los pasos de leccion-a, no solo los tres primeros: leccion-a/9 se parece igual a cualquiera")
    }
}
