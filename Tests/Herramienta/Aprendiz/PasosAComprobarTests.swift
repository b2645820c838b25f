import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("Qué pasos prueba comprobar")
struct PasosAComprobarTests {
    private func ordenes() throws -> Ordenes {
        let arena = try Arena()
        return Ordenes(raiz: arena.raiz, catalogo: try arena.generador.catalogo, consola: ConsolaDePrueba().consola)
    }

    @Test(arguments: [
        (nil, ["leccion-a/1", "leccion-a/2.1"]),
        ("leccion-a", ["leccion-a/1", "leccion-a/2.1"]),
        ("leccion-a/2.1", ["leccion-a/2.1"]),
    ] as [(String?, [String])])
    func todosLosEjerciciosLosDeUnaLeccionOUnPaso(_ objetivo: String?, _ pasos: [String]) throws {
        #expect(try ordenes().pasosAComprobar(objetivo).map(\.id) == pasos)
    }

    @Test func unPasoSinPruebasEnElKitSeDiceSinElUsoEntero() throws {
        let ordenes = try ordenes()
        #expect(throws: ErrorDeLaHerramienta.paso("El paso leccion-a/3 no tiene pruebas en el kit (las pruebas las escribes tú).")) {
            try ordenes.pasosAComprobar("leccion-a/3")
        }
        #expect(throws: ErrorDeLaHerramienta.paso("El paso leccion-a/4 no tiene pruebas en el kit (está en el curso).")) {
            try ordenes.pasosAComprobar("leccion-a/4")
        }
    }
}
