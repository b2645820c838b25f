import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaMutacion

/// Cada mutante se enciende con una clave de un secreto del árbol, no con su número, y el código sin tocar
/// se prueba con un señuelo de la misma forma: unas pruebas que miren MARCADOR_MUTANTE no los distinguen.
@Suite("Las claves de los mutantes")
struct ClavesDeMutantesTests {
    private let mutante: Mutante

    init() throws {
        mutante = Mutante(numero: 3, operador: try .dePrueba(en: "catch", hacer: "al-empezar"), modulo: "ArbitrosUI")
    }

    @Test func elSecretoDelArbolSeConservaSalvoQueSePidaUnoNuevo() throws {
        let arena = try Arena()
        let primero = try ClavesDeMutantes.delArbol(arena.raiz)

        #expect(try ClavesDeMutantes.delArbol(arena.raiz) == primero, "comprobar conserva las claves: cambiarlas recompila")
        #expect(try ClavesDeMutantes.delArbol(arena.raiz, nuevo: true) != primero)
        #expect(arena.existe(".build/marcador/mutantes/.secreto"))
    }

    @Test func cadaMutanteTieneSuClaveYUnSenueloNoEsLaDeNinguno() {
        let claves = ClavesDeMutantes(secreto: "s")
        let otro = Mutante(numero: 3, operador: mutante.operador, modulo: "CronicaDomain")
        let senuelo = claves.senuelo()

        #expect(claves.clave(de: mutante) == claves.clave(de: mutante))
        #expect(claves.clave(de: mutante) != claves.clave(de: otro))
        #expect(claves.clave(de: mutante) != ClavesDeMutantes(secreto: "t").clave(de: mutante))
        #expect(senuelo.count == claves.clave(de: mutante).count && senuelo != claves.clave(de: mutante))
        #expect(senuelo != claves.senuelo())
    }
}
