import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion
#if os(Linux)

/// Una entrega atacante en la copia compartida del kit, calificada como en CI: `marcador calificar` en otro
/// proceso, con su TMPDIR propio (para ver que lo deja vacío) y una carpeta, MARCADOR_ATAQUE, donde el
/// código del ataque apunta sus PID y que tiene el informe y el 20/20 falso con que intenta pisarlo.
/// Las dos están junto a la copia, fuera del repositorio; la del ataque es nueva en cada prueba, para que
/// lo que sobreviviera a una prueba fallida no toque la siguiente.
final class Ataque {
    let kit: KitDePrueba
    let carpeta: URL        // MARCADOR_ATAQUE
    let temporales: URL     // el TMPDIR de calificar
    var otros: [pid_t] = []     // los que la prueba supo por otro camino (una tubería con nombre)
    private let registro: URL

    init(_ kit: KitDePrueba) throws {
        self.kit = kit
        let base = kit.raiz.deletingLastPathComponent()
        carpeta = base.appending(path: "ataque-\(UUID().uuidString)")
        temporales = base.appending(path: "temporales")
        registro = carpeta.appending(path: "calificar.log")
        try? FileManager.default.removeItem(at: temporales)
        for url in [carpeta, temporales] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try Data(#"{"falso": true, "puntos": 20, "status": "pass"}"#.utf8).write(to: carpeta.appending(path: "falso.json"))
    }

    /// Siempre el mismo (las carpetas no cambian de ruta): SwiftPM vuelve a evaluar Package.swift si cambia.
    var entorno: [String: String] {
        var entorno = EjecutorDePruebas.entorno(marcador: nil)
        entorno["TMPDIR"] = temporales.path
        entorno["MARCADOR_ATAQUE"] = carpeta.path
        return entorno
    }

    /// Un proceso lanzado y el aviso de que acabó.
    struct Lanzado {
        let proceso: Process
        let acabado: DispatchSemaphore
    }

    /// Califica y espera, como mucho cinco minutos; devuelve el código de salida y
    /// lo que escribió. Si no acaba, la prueba falla en vez de colgar la CI.
    func calificar(_ argumentos: [String], devShmDe64MB: Bool = false) throws -> (codigo: Int32, salida: String) {
        let lanzado = try lanzar(argumentos, devShmDe64MB: devShmDe64MB)
        defer { parar(lanzado) }
        return (try esperar(lanzado, segundos: 300), salida)
    }

    /// Lanza `calificar` sin esperar, en la copia. La herramienta es la que se compiló con estas pruebas, junto a
    /// su binario: la copia trae el mismo código, y compilarla otra vez en la copia costaba 20 s en frío y 1,5 s
    /// en cada ataque. Lo que califica lo compila calificar, con su plan y en su carpeta.
    func lanzar(_ argumentos: [String], devShmDe64MB: Bool = false) throws -> Lanzado {
        let marcador = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "marcador").path
        try #require(FileManager.default.isExecutableFile(atPath: marcador),
                     "No está \(marcador), la herramienta compilada junto a estas pruebas: compila con swift build --build-tests")
        let orden = [marcador, "calificar", "--json", carpeta.appending(path: "resultados.json").path,
                     "--junit", carpeta.appending(path: "resultados.xml").path, "--ci"] + argumentos
        guard devShmDe64MB else { return try proceso(URL(fileURLWithPath: marcador), Array(orden.dropFirst())) }
        // Otro espacio de nombres de montaje, con su propio /dev/shm de 64 MB, como en Docker.
        return try proceso(URL(fileURLWithPath: "/usr/bin/unshare"),
                           ["-m", "--", "/bin/sh", "-c", #"mount -t tmpfs -o size=64m tmpfs /dev/shm && exec "$@""#, "sh"] + orden)
    }

    private func proceso(_ ejecutable: URL, _ argumentos: [String]) throws -> Lanzado {
        _ = FileManager.default.createFile(atPath: registro.path, contents: nil)
        let acabado = DispatchSemaphore(value: 0)
        let proceso = Process()
        proceso.terminationHandler = { _ in acabado.signal() }
        proceso.executableURL = ejecutable
        proceso.arguments = argumentos
        proceso.currentDirectoryURL = kit.raiz
        proceso.environment = entorno
        proceso.standardOutput = try FileHandle(forWritingTo: registro)
        proceso.standardError = proceso.standardOutput
        try proceso.run()
        return Lanzado(proceso: proceso, acabado: acabado)
    }

    /// Espera a que acabe, como mucho `segundos`; devuelve su código de salida.
    func esperar(_ lanzado: Lanzado, segundos: Int) throws -> Int32 {
        try #require(lanzado.acabado.wait(timeout: .now() + .seconds(segundos)) == .success, "calificar no acabó en \(segundos) s")
        return lanzado.proceso.terminationStatus
    }

    /// Si una prueba falla a medias: que no quede nada de este ataque para la siguiente.
    func parar(_ lanzado: Lanzado) {
        if lanzado.proceso.isRunning {
            kill(lanzado.proceso.processIdentifier, SIGTERM)
            if lanzado.acabado.wait(timeout: .now() + .seconds(30)) == .timedOut { kill(lanzado.proceso.processIdentifier, SIGKILL) }
        }
    }

    /// Lo que sobreviviera de este ataque (si la contención fallase): solo procesos que llevan su carpeta en
    /// la orden o en el entorno, para no tocar nunca uno ajeno que haya heredado el PID.
    deinit {
        for pid in pids("desligados") + pids("colgados") + otros {
            let propio = ["cmdline", "environ"].contains { fichero in
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/\(fichero)")))?.range(of: Data(carpeta.path.utf8)) != nil
            }
            if propio { kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: carpeta)
    }

    var salida: String { (try? String(contentsOf: registro, encoding: .utf8)) ?? "" }

    func informe() throws -> [String: Any] {
        let datos = try Data(contentsOf: carpeta.appending(path: "resultados.json"))
        return try #require(try JSONSerialization.jsonObject(with: datos) as? [String: Any])
    }

    /// Lo que incumplen los dos informes escritos (ver InformesValidos); vacío si nada.
    func problemasDeLosInformes() throws -> [String] {
        try InformesValidos.problemas(json: Data(contentsOf: carpeta.appending(path: "resultados.json")),
                                      junit: Data(contentsOf: carpeta.appending(path: "resultados.xml")))
    }

    /// Los PID que el ataque apuntó en un fichero de su carpeta, uno por línea (de una tubería con nombre, ninguno).
    func pids(_ nombre: String) -> [pid_t] {
        let url = carpeta.appending(path: nombre)
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else { return [] }
        return Self.pids(en: Array((try? Data(contentsOf: url)) ?? Data()))
    }

    static func pids(en bytes: [UInt8]) -> [pid_t] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Lo que haya en un descriptor abierto sin bloqueo.
    func leerTodo(_ descriptor: Int32) -> [UInt8] {
        var leido: [UInt8] = []
        var trozo = [UInt8](repeating: 0, count: 4096)
        while case let n = read(descriptor, &trozo, trozo.count), n > 0 { leido += trozo[..<n] }
        return leido
    }

    /// Vivo y no zombi (aquí el PID 1 no recoge a los huérfanos).
    static func vivo(_ pid: pid_t) -> Bool {
        TablaDeProcesos.leer().vivo(pid)
    }

    /// Root y un `unshare -m` que funciona.
    static let puedeMontar: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let prueba = Process()
        prueba.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        prueba.arguments = ["-m", "--", "/bin/sh", "-c", "mount -t tmpfs -o size=1m tmpfs /dev/shm"]
        guard (try? prueba.run()) != nil else { return false }
        prueba.waitUntilExit()
        return prueba.terminationStatus == 0
    }()
}
#endif
