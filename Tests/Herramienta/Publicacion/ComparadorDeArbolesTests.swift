import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaPublicacion

@Suite("Exercises/ y Solutions/ solo se diferencian en las regiones")
struct ComparadorDeArbolesTests {
    private func diferencias(_ arena: Arena) throws -> [String] {
        ComparadorDeArboles(generador: try arena.generador).diferencias()
    }

    @Test func recienGeneradosSoloCambianLasRegiones() throws {
        let arena = try Arena()
        try arena.generar()
        #expect(try diferencias(arena) == [])
    }

    @Test func elTrabajoDentroDeLasRegionesNoCuenta() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int {\n    1\n}")
        #expect(try diferencias(arena) == [])
    }

    @Test func unCambioFueraDeLasRegionesSeSenalaConSusLineas() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.cambiar("Exercises/Uno.swift", "struct Caja {", por: "struct Cajon {")
        #expect(try diferencias(arena) == [
            "Exercises/Uno.swift:11 no es como Solutions/Uno.swift:9 fuera de las regiones",
        ])
    }

    @Test func unaRegionQueFaltaTambienSeSenala() throws {
        let arena = try Arena()
        try arena.generar()
        try arena.escribir("Exercises/Dos/Dos.swift", "enum Dos {\n    static let valor = 0\n}")
        #expect(try diferencias(arena) == [
            "Exercises/Dos/Dos.swift:2 no es como Solutions/Dos/Dos.swift:2 fuera de las regiones",
        ])
    }

    @Test func losFicherosHanDeSerLosMismos() throws {
        let arena = try Arena()
        try arena.generar()
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Exercises/Libre.swift"))
        try arena.escribir("Exercises/Extra.swift", "")
        #expect(try diferencias(arena) == [
            "falta Exercises/Libre.swift",
            "sobra Exercises/Extra.swift (no está en Solutions/)",
        ])
    }
}
