import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz

/// Lo que calificar no compilaría (VocabularioProhibido), `comprobar` y `vigilar` lo dicen antes de compilar, con su sitio.
@Suite("comprobar y vigilar con una región que usa lo que no se admite")
struct RegionRechazadaAlComprobarTests {
    @Test func unaRegionQueUsaDup2SeDiceConSuFicheroYSuLineaSinCompilarYElPasoNoEstaHecho() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { Int(dup2(4, 5)) }")
        let consola = ConsolaDePrueba()
        let ordenes = Ordenes(raiz: arena.raiz, catalogo: try arena.generador.catalogo, consola: consola.consola)

        #expect(try ordenes.comprobar("leccion-a/1") == 1, "Un paso con una región rechazada no está hecho")

        #expect(consola.salida.contains("  Exercises/Uno.swift:8: «dup2» (toca descriptores de fichero)"), "\(consola.todo)")
        #expect(!arena.existe(".build") && !arena.existe(".marcador"), "Con una región rechazada no se compila nada")
    }

    /// Un ensayo de quien aprende: `vigilar` compilaba y probaba el paso sin decir que calificar no lo compilaría.
    @Test func vigilarLoDiceIgualQueComprobarYNoCompila() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { Int(dup2(4, 5)) }")
        let consola = ConsolaDePrueba()
        let ordenes = Ordenes(raiz: arena.raiz, catalogo: try arena.generador.catalogo, consola: consola.consola)

        #expect(ordenes.comprobarAlVigilar(try ordenes.paso("leccion-a/1")) == false, "Un paso con una región rechazada no está hecho")

        #expect(consola.salida.contains("  Exercises/Uno.swift:8: «dup2» (toca descriptores de fichero)"), "\(consola.todo)")
        #expect(!arena.existe(".build") && !arena.existe(".marcador"), "Con una región rechazada no se compila nada")
    }

    @Test func otroPasoDelMismoFicheroSinNadaRaroNoSeEntera() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { Int(dup2(4, 5)) }")
        let ordenes = Ordenes(raiz: arena.raiz, catalogo: try arena.generador.catalogo, consola: ConsolaDePrueba().consola)

        #expect(!ordenes.avisarDeRegionesRechazadas(de: try ordenes.pasosAComprobar("leccion-a/2.1")))
    }
}
