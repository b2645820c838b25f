import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaNucleo
@testable import HerramientaAutoria

/// `verificar` para en la primera etapa tras la cual nada puede salir bien, y lo dice. Sin compilar nada:
/// la compilación de cada árbol la contesta la prueba, como si swift hubiera acabado así.
@Suite("verificar: para en cuanto un árbol no compila")
struct VerificarTests {
    private static let noCompila = EjecutorDePruebas.Salida(
        ejecucion: nil, erroresDeCompilacion: ["Solutions/Uno.swift:4:1: error: cannot find 'x' in scope"],
        cortada: false, compilar: .seconds(344), probar: .zero)
    private static let compila = EjecutorDePruebas.Salida(
        ejecucion: EjecucionDePruebas(terminada: true), erroresDeCompilacion: [], cortada: false, compilar: .seconds(1), probar: .zero)

    /// Verifica la arena (con Exercises/ generado) contestando cada compilación con `salidas[árbol]`; da el
    /// código de salida, los árboles que se compilaron, en orden, y la consola.
    private func verificar(_ salidas: [String: EjecutorDePruebas.Salida]) throws -> (Int32, [String], ConsolaDePrueba) {
        let arena = try Arena()
        try arena.generar()
        let consola = ConsolaDePrueba()
        let ordenes = Ordenes(raiz: arena.raiz, catalogo: try Catalogo.cargar(raiz: arena.raiz), consola: consola.consola)
        var compilados: [String] = []
        let codigo = ordenes.verificar(limite: .seconds(5), temporal: arena.raiz.appending(path: "registros"), alternativas: { _, _ in [] }) { _, _, nombre in
            compilados.append(nombre)
            return salidas[nombre] ?? Self.compila
        }
        return (codigo, compilados, consola)
    }

    @Test func siSolutionsNoCompilaParaAhiSinSembrarFallosNiCompilarExercises() throws {
        let (codigo, compilados, consola) = try verificar(["soluciones": Self.noCompila])

        #expect(codigo == 1)
        #expect(compilados == ["soluciones"], "Con Solutions/ roto, compilar Exercises/ no sirve de nada")
        #expect(!consola.salida.contains { $0.contains("Fallos sembrados") }, "Los fallos sembrados van en Solutions/, que no compila")
        #expect(consola.salida.contains("    Solutions/Uno.swift:4:1: error: cannot find 'x' in scope"), "Los errores del compilador, a la vista")
        let ultima = try #require(consola.salida.last)
        #expect(ultima.hasPrefix("✗ Solutions/ no compila: paro aquí. Sin él no puede salir bien nada de lo que queda, y no lo hago: "
                                 + "los fallos sembrados; Exercises/: swift test; comparar lo que pasa con cada árbol. "),
                "La última línea dice en qué etapa para y qué no hace: \(ultima)")
    }

    @Test func siExercisesNoCompilaNoComparaLosArboles() throws {
        let (codigo, compilados, consola) = try verificar(["esqueletos": Self.noCompila])

        #expect(codigo == 1)
        #expect(compilados == ["soluciones", "esqueletos"])
        #expect(!consola.salida.contains { $0.contains("Con Solutions/ pasan todas las pruebas") }, "Sin Exercises/ compilado no hay nada que comparar")
        #expect(consola.salida.last?.hasPrefix("✗ Exercises/ no compila: paro aquí. Sin él no puede salir bien nada de lo que queda, "
                                               + "y no lo hago: comparar lo que pasa con cada árbol. ") == true, "\(consola.salida.last ?? "")")
    }

    @Test func siLosDosCompilanLlegaHastaLaTablaDePasos() throws {
        let (_, compilados, consola) = try verificar([:])

        #expect(compilados == ["soluciones", "esqueletos"])
        #expect(consola.salida.contains("\nPasos"), "Con los dos árboles compilados, verificar llega al final")
        #expect(!consola.salida.contains { $0.contains("paro aquí") })
    }
}
