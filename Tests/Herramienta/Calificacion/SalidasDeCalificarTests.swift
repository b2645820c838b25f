import Foundation
import Testing
@testable import HerramientaNucleo

/// Un informe que no se podrá escribir se dice antes de calificar: el ensayo del atacante perdía una
/// calificación entera (y su tabla) por un `--json` en una carpeta que no existe.
@Suite("Las salidas de calificar, comprobadas antes de calificar")
struct SalidasDeCalificarTests {
    private let carpeta = FileManager.default.temporaryDirectory.appending(path: "marcador-salidas-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    }

    @Test func unFicheroEnUnaCarpetaQueExisteVale() throws {
        defer { try? FileManager.default.removeItem(at: carpeta) }
        try Ordenes.comprobarQueSePuedeEscribir(carpeta.appending(path: "resultados.json"))
    }

    @Test func unaCarpetaQueNoExisteSeDiceConSuRuta() throws {
        defer { try? FileManager.default.removeItem(at: carpeta) }
        let salida = carpeta.appending(path: "no-existe/resultados.json")

        #expect(throws: ErrorDeLaHerramienta.entorno("No puedo escribir el informe en \(salida.path): la carpeta \(carpeta.path)/no-existe no existe.")) {
            try Ordenes.comprobarQueSePuedeEscribir(salida)
        }
    }

    @Test func unaCarpetaEnLugarDeUnFicheroSeRechaza() throws {
        defer { try? FileManager.default.removeItem(at: carpeta) }

        #expect(throws: ErrorDeLaHerramienta.entorno("\(carpeta.path) es una carpeta: el informe tiene que ser un fichero, p. ej. \(carpeta.path)/resultados.json.")) {
            try Ordenes.comprobarQueSePuedeEscribir(carpeta)
        }
    }
}
