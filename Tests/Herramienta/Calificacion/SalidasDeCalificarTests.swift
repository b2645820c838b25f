import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

/// Un informe que no se podrá escribir se dice antes de calificar: el ensayo del atacante perdía una
/// calificación entera (y su tabla) por un `--json` en una carpeta que no existe. Y una FIFO o un dispositivo
/// se escriben por dentro: como root, `--json /dev/null` cambiaba el /dev/null de la máquina por un fichero.
@Suite("Las salidas de calificar, comprobadas antes de calificar y escritas sin reemplazar lo que no es un fichero")
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

    @Test func unaFIFOComoInformeRecibeElInformeYSigueSiendoUnaFIFO() throws {
        defer { try? FileManager.default.removeItem(at: carpeta) }
        let fifo = carpeta.appending(path: "informe.fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        // Escribir en una FIFO espera a que alguien la abra para leer: quien lee va en otro hilo.
        let leido = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var recibido = Data()
        Thread {
            recibido = (try? FileHandle(forReadingFrom: fifo).readToEnd()) ?? Data()
            leido.signal()
        }.start()

        try Ordenes.comprobarQueSePuedeEscribir(fifo)
        try Ordenes.escribir(Data("{\"version\": 3}".utf8), en: fifo)

        try #require(leido.wait(timeout: .now() + .seconds(60)) == .success, "Quien lee la FIFO no recibió el final del informe")
        #expect(String(decoding: recibido, as: UTF8.self) == "{\"version\": 3}")
        var datos = stat()
        #expect(stat(fifo.path, &datos) == 0 && datos.st_mode & S_IFMT == S_IFIFO, "La FIFO tiene que seguir siéndolo, no un fichero nuevo")
    }

    @Test func unFicheroNormalSeReescribeEntero() throws {
        defer { try? FileManager.default.removeItem(at: carpeta) }
        let fichero = carpeta.appending(path: "resultados.json")
        try Data("un informe anterior, más largo".utf8).write(to: fichero)

        try Ordenes.escribir(Data("nuevo".utf8), en: fichero)

        #expect(try String(contentsOf: fichero, encoding: .utf8) == "nuevo")
    }
}
