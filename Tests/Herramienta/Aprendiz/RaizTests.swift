import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("Raíz del paquete")
struct RaizTests {
    @Test func subeDesdeUnaSubcarpetaHastaElPackageSwift() throws {
        let arena = try Arena()
        let dentro = arena.raiz.appending(path: "Solutions/Dos")

        #expect(try Raiz.buscar(desde: dentro, indicada: nil).path == arena.raiz.standardizedFileURL.path)
    }

    @Test func laRaizIndicadaSeLeeRelativaAlDirectorioActual() throws {
        let arena = try Arena()
        let padre = arena.raiz.deletingLastPathComponent()

        let raiz = try Raiz.buscar(desde: padre, indicada: arena.raiz.lastPathComponent)

        #expect(raiz.path == arena.raiz.standardizedFileURL.path)
    }

    @Test func sinPackageSwiftNoPuedeEjecutarseYSaleConDos() throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["pista", "leccion-a/1", "--raiz", "Solutions"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores.first?.contains("no hay ningún Package.swift") == true)
    }

    @Test func pistaEnsenaElTituloLaPistaElFicheroYComoProbarlo() throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["pista", "leccion-a/2.1"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz.appending(path: "Solutions"), consola: consola.consola)

        #expect(codigo == 0)
        #expect(consola.salida == [
            "Lección A · Paso 2 · Tanda 1",
            "Pista: Piensa en dos.",
            "Ficheros: Exercises/Uno.swift",
            "Pruebas: swift test --filter ModTests.DosTests --filter OtroTests.DosTests",
            "Compruébalo: swift run marcador comprobar leccion-a/2.1",
        ])
    }

    @Test func pistaDeUnPasoFueraDelKitDiceDondeEsta() throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        _ = Herramienta.ejecutar(["pista", "leccion-a/4"], ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)

        #expect(consola.salida == ["Lección A · Paso 4 · Vista", "Está en el curso.", "Pista: Un Group."])
    }
}
