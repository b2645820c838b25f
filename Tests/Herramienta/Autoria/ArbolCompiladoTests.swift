import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaAutoria

@Suite("Con qué árbol está compilado .build")
struct ArbolCompiladoTests {
    private func arena(_ arboles: [String: String]) throws -> Arena {
        let arena = try Arena()
        try arena.escribir("Package.swift", """
            let modulosDeLaApp: [ModuloDeLaApp] = [
                .init(nombre: "Core", carpeta: "Core", dependencias: []),
                .init(nombre: "CoreNetwork", carpeta: "Core/Network", dependencias: []),
            ]
            """)
        for (modulo, arbol) in arboles {
            try arena.escribir(".build/debug/\(modulo).build/sources", "\(arena.raiz.standardizedFileURL.path)/\(arbol)/Core/Uno.swift\n")
        }
        return arena
    }

    /// La arena vive mientras se mira: al soltarla se borra su carpeta.
    private func actual(_ arboles: [String: String]) throws -> ArbolCompilado? {
        let arena = try arena(arboles)
        return withExtendedLifetime(arena) { ArbolCompilado.actual(raiz: arena.raiz) }
    }

    @Test func siTodosLosModulosSalenDelMismoArbolEsEse() throws {
        #expect(try actual(["Core": "Solutions", "CoreNetwork": "Solutions"]) == .soluciones)
        #expect(try actual(["Core": "Exercises", "CoreNetwork": "Exercises"]) == .ejercicios)
    }

    @Test func mezcladoOSinCompilarNoSeSabe() throws {
        #expect(try actual(["Core": "Solutions", "CoreNetwork": "Exercises"]) == nil)
        #expect(try actual(["Core": "Solutions"]) == nil)
        #expect(try actual([:]) == nil)
    }
}
