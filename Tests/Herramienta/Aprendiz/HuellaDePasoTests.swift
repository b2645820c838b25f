import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// El ensayo del aprendiz: tras `reiniciar`, o tras romper un paso sin comprobarlo, la tabla seguía con
/// su ✓ y `vigilar` decía «¡Todos los ejercicios hechos!». Un resultado guardado vale mientras lo escrito
/// en las regiones de su paso no cambie.
@Suite("Un resultado guardado vale mientras su paso no cambie")
struct HuellaDePasoTests {
    private let arena: Arena
    private let catalogo: Catalogo

    init() throws {
        arena = try Arena()
        try arena.generar()
        catalogo = try Catalogo.cargar(raiz: arena.raiz)
    }

    private func huellas() -> [String: HuellaDePaso.Huella] {
        HuellaDePaso.todas(catalogo: catalogo, raiz: arena.raiz)
    }

    @Test func cambiarUnaRegionInvalidaLosResultadosDeLosPasosDeSuFichero() throws {
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho], fecha: Date(), huellas: huellas())
        try arena.escribir("Exercises/Uno.swift", try arena.leer("Exercises/Uno.swift").replacingOccurrences(
            of: "// MARK: EJERCICIO leccion-a/2.1", with: "// MARK: EJERCICIO leccion-a/2.1\n    // lo escrito después de comprobar"))

        let vigentes = guardados.vigentes(huellas())

        #expect(vigentes.pasos["leccion-a/2.1"] == nil, "leccion-a/2.1 cambió después de comprobarlo: vuelve a estar sin comprobar")
        #expect(vigentes.pasos["leccion-a/1"] == nil,
                "leccion-a/1 está en Uno.swift, donde cambió otra región (como un cargar() de 2.1 que cambia lo que prueba 2.3): vuelve a estar sin comprobar")
    }

    @Test func cambiarUnaRegionDeUnFicheroQueOtroPasoNoUsaNoInvalidaEseOtro() throws {
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .hecho], fecha: Date(), huellas: huellas())
        try arena.cambiar("Exercises/Dos/Dos.swift", "// MARK: EJERCICIO leccion-a/1\n", por: "// MARK: EJERCICIO leccion-a/1\n    // lo escrito después\n")

        let vigentes = guardados.vigentes(huellas())

        #expect(vigentes.pasos["leccion-a/1"] == nil, "leccion-a/1 cambió en Dos.swift: vuelve a estar sin comprobar")
        #expect(vigentes.pasos["leccion-a/2.1"]?.estado == .hecho, "leccion-a/2.1 no usa Dos.swift: su ✓ sigue valiendo")
    }

    @Test func conLasMarcasDanadasNingunResultadoDeEseFicheroVale() throws {
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho], fecha: Date(), huellas: huellas())
        try arena.escribir("Exercises/Dos/Dos.swift", try arena.leer("Exercises/Dos/Dos.swift").replacingOccurrences(of: "// MARK: FIN EJERCICIO", with: ""))

        #expect(guardados.vigentes(huellas()).pasos.isEmpty, "Al calificar, una región con las marcas rotas vale su esqueleto: el ✓ de aquí mentiría")
    }

    @Test func unResultadoGuardadoSinHuellaNoVale() {
        var guardados = ResultadosGuardados()
        guardados.anotar(["leccion-a/1": .hecho], fecha: Date())

        #expect(guardados.vigentes(huellas()).pasos.isEmpty, "Los de una versión anterior del kit no sabían qué se comprobó")
    }
}
