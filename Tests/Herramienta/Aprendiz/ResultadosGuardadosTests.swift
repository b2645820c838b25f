import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaAprendiz

@Suite("Resultados guardados de comprobar")
struct ResultadosGuardadosTests {
    private let fecha = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func seGuardanEnPuntoMarcadorFueraDeBuildYSeLeenIgual() throws {
        let arena = try Arena()
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .noCompila], fecha: fecha)

        try resultados.guardar(raiz: arena.raiz)

        #expect(arena.existe(".marcador/resultados.json"), "Fuera de .build: swift package clean no los borra")
        #expect(!arena.existe(".build"))
        #expect(ResultadosGuardados.leer(raiz: arena.raiz, huellas: [:]) == resultados)
        #expect(ResultadosGuardados.leer(raiz: arena.raiz, huellas: [:])?.pasos["leccion-a/2.1"]?.estado == .noCompila)
    }

    @Test func anotarCambiaSoloLosPasosComprobadosYLaUltimaFechaEsLaMasReciente() {
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho, "leccion-a/2.1": .pendiente], fecha: fecha)

        resultados.anotar(["leccion-a/2.1": .hecho], fecha: fecha + 60)

        #expect(resultados.pasos["leccion-a/1"] == .init(estado: .hecho, fecha: fecha))
        #expect(resultados.pasos["leccion-a/2.1"] == .init(estado: .hecho, fecha: fecha + 60))
        #expect(resultados.ultimaFecha == fecha + 60)
    }

    /// El ensayo del aprendiz (issue 20): una «}» de más en la tanda 2 dejó «⚠ no compila» en las tandas 1 y 3,
    /// que nadie había tocado, después de arreglarla.
    @Test func unaCompilacionQueLlegaAProbarBorraLosNoCompilaPorUnErrorDeOtroSitio() {
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .noCompila, "leccion-a/2.1": .noCompila], fecha: fecha, porOtros: ["leccion-a/2.1"])

        resultados.anotar(["otro/1": .hecho], fecha: fecha + 60, compilo: false)
        #expect(resultados.pasos["leccion-a/2.1"]?.estado == .noCompila, "Sin compilar, nada dice que ya compile")

        resultados.anotar(["otro/1": .hecho], fecha: fecha + 120, compilo: true)
        #expect(resultados.pasos["leccion-a/2.1"] == nil, "Su «no compila» venía de otro sitio, y ya compila: vuelve a estar sin comprobar")
        #expect(resultados.pasos["leccion-a/1"]?.estado == .noCompila, "El error estaba en sus regiones: vale hasta que las cambie")
    }

    /// El ensayo del aprendiz: probar una versión mala de un paso hecho y volver al código de antes (o reiniciar y
    /// escribirlo igual) lo dejaba «sin comprobar», y «Siguiente» volvía a mandar a él.
    @Test func unPasoQueVuelveAlCodigoDeSuUltimoHechoLoRecuperaYConOtroNo() throws {
        let bueno = HuellaDePaso.Huella(valor: "bueno", partes: [:])
        let malo = HuellaDePaso.Huella(valor: "malo", partes: [:])
        let arena = try Arena()
        var resultados = ResultadosGuardados()
        resultados.anotar(["leccion-a/1": .hecho], fecha: fecha, huellas: ["leccion-a/1": bueno])
        resultados.anotar(["leccion-a/1": .pendiente], fecha: fecha + 60, huellas: ["leccion-a/1": malo])
        try resultados.guardar(raiz: arena.raiz)

        let conElBueno = ResultadosGuardados.leer(raiz: arena.raiz, huellas: ["leccion-a/1": bueno])
        let conElMalo = ResultadosGuardados.leer(raiz: arena.raiz, huellas: ["leccion-a/1": malo])
        let conOtro = ResultadosGuardados.leer(raiz: arena.raiz, huellas: ["leccion-a/1": .init(valor: "otro", partes: [:])])

        #expect(conElBueno?.pasos["leccion-a/1"]?.estado == .hecho, "Con el código de cuando estaba hecho, vuelve a estar hecho")
        #expect(conElBueno?.pasos["leccion-a/1"]?.fecha == fecha, "Con la fecha de entonces")
        #expect(conElMalo?.pasos["leccion-a/1"]?.estado == .pendiente, "Con el código malo, lo último que se comprobó")
        #expect(conOtro?.pasos["leccion-a/1"]?.estado == .pendiente, "Con otro código, nada que recuperar: el resultado guardado, que ya no vale")
    }

    @Test func sinFicheroOConUnoRotoNoHayResultados() throws {
        let arena = try Arena()
        #expect(ResultadosGuardados.leer(raiz: arena.raiz, huellas: [:]) == nil)

        try arena.escribir(".marcador/resultados.json", "{ esto no es")

        #expect(ResultadosGuardados.leer(raiz: arena.raiz, huellas: [:]) == nil)
    }
}
