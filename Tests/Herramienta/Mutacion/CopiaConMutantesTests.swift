import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// La copia con mutantes de `calificar` es código del kit: se borra al acabar la medición, y al volver igual
/// recupera su fecha, para que SwiftPM no recompile nada de una calificación a otra.
@Suite("La copia con los fallos sembrados")
struct CopiaConMutantesTests {
    private let modulo = ModuloDeLaApp(nombre: "CronicaDomain", carpeta: "Cronica/Domain", dependencias: [], excluir: [])

    private func arena() throws -> (Arena, CopiaConMutantes) {
        let arena = try Arena()
        try arena.escribir("Solutions/Cronica/Domain/PublicarCronica.swift", "struct PublicarCronica {}\n")
        return (arena, CopiaConMutantes(raiz: arena.raiz, origen: .soluciones(arena.raiz)))
    }

    @Test func borrarQuitaLaCopiaYSoloDejaHuellasYFechas() throws {
        let (arena, copia) = try arena()
        try copia.escribir(Siembra(), enteros: [modulo])
        #expect(try arena.leer(".build/marcador/mutantes/CronicaDomain/PublicarCronica.swift") == "struct PublicarCronica {}\n")

        copia.borrar()

        #expect(!arena.existe(".build/marcador/mutantes"), "La solución del kit no se queda en disco tras medir")
        let fechas = try arena.leer(".build/marcador/mutantes-fechas.json")
        #expect(fechas.contains("CronicaDomain/PublicarCronica.swift") && !fechas.contains("struct PublicarCronica"))
    }

    @Test func unFicheroQueVuelveIgualRecuperaSuFechaYUnoCambiadoNo() throws {
        let (arena, copia) = try arena()
        let escrito = arena.raiz.appending(path: ".build/marcador/mutantes/CronicaDomain/PublicarCronica.swift")
        try copia.escribir(Siembra(), enteros: [modulo])
        var antigua = [timespec(tv_sec: 1_000_000, tv_nsec: 123_456_789), timespec(tv_sec: 1_000_000, tv_nsec: 123_456_789)]
        _ = utimensat(AT_FDCWD, escrito.path, &antigua, 0)
        copia.borrar()

        try copia.escribir(Siembra(), enteros: [modulo])
        #expect(FechasDeLaCopia.fecha(de: escrito)! == (1_000_000, 123_456_789), "Igual que antes: con su fecha de antes, al nanosegundo")

        copia.borrar()
        try arena.escribir("Solutions/Cronica/Domain/PublicarCronica.swift", "struct PublicarCronica { let otra = 1 }\n")
        try copia.escribir(Siembra(), enteros: [modulo])
        #expect(FechasDeLaCopia.fecha(de: escrito)!.0 != 1_000_000, "Cambiado: con fecha nueva, para que se recompile")
    }
}
