import Foundation

/// Compila y prueba el paquete en otro proceso, con un árbol u otro, y lee el flujo de eventos.
/// Compilar y probar van por separado: la compilación puede tardar lo que tarde, pero las pruebas
/// tienen un límite, para que un esqueleto que se cuelga no cuelgue también la verificación.
struct EjecutorDePruebas {
    let raiz: URL
    let temporal: URL       // aquí quedan los registros y el flujo de eventos
    let limite: Duration    // para la parte de las pruebas

    struct Salida {
        let ejecucion: EjecucionDePruebas?  // nil: no compila
        let erroresDeCompilacion: [String]
        let cortada: Bool                   // las pruebas pasaron del límite
        let compilar: Duration
        let probar: Duration
    }

    /// - Parameters:
    ///   - marcador: el valor de MARCADOR («soluciones»), o nil para Exercises/.
    ///   - filtros: los `--filter` de las pruebas; sin ninguno, todas.
    func ejecutar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        let entorno = Self.entorno(marcador: marcador)
        let registroDeCompilacion = temporal.appending(path: "\(nombre)-compilacion.log")
        let compilacion = try lanzar(["build", "--build-tests"], entorno: entorno, registro: registroDeCompilacion, limite: nil)
        guard compilacion.codigo == 0 else {
            return Salida(
                ejecucion: nil, erroresDeCompilacion: Self.erroresDeCompilacion(en: registroDeCompilacion),
                cortada: false, compilar: compilacion.duracion, probar: .zero
            )
        }
        let flujo = temporal.appending(path: "\(nombre).jsonl")
        let pruebas = try lanzar(
            ["test", "--skip-build", "--experimental-event-stream-output", flujo.path, "--experimental-event-stream-version", "0"]
                + filtros.flatMap { ["--filter", $0] },
            entorno: entorno, registro: temporal.appending(path: "\(nombre).log"), limite: limite
        )
        return Salida(
            ejecucion: FlujoDeEventos.leer((try? Data(contentsOf: flujo)) ?? Data()), erroresDeCompilacion: [],
            cortada: pruebas.cortado, compilar: compilacion.duracion, probar: pruebas.duracion
        )
    }

    /// Compilar y probar Exercises/ en un solo `swift test --filter`, para `comprobar`: cada arranque
    /// de SwiftPM cuesta más de un segundo, casi todo lo que tarda un paso con el paquete ya compilado.
    /// Si no hay flujo de eventos es que no compiló. El límite cubre también la compilación, salvo con
    /// `limiteTrasCompilar` (para `calificar`: en CI se compila en frío y tarda lo que tarda).
    func compilarYProbar(
        nombre: String, filtros: [String], marcador: String? = nil, limiteTrasCompilar: Bool = false
    ) throws -> Salida {
        let flujo = temporal.appending(path: "\(nombre).jsonl")
        let registro = temporal.appending(path: "\(nombre).log")
        try? FileManager.default.removeItem(at: flujo)  // el de una vez anterior no vale
        let pruebas = try lanzar(
            ["test", "--experimental-event-stream-output", flujo.path, "--experimental-event-stream-version", "0"]
                + filtros.flatMap { ["--filter", $0] },
            entorno: Self.entorno(marcador: marcador), registro: registro, limite: limite,
            desde: limiteTrasCompilar ? flujo : nil
        )
        guard let datos = try? Data(contentsOf: flujo) else {
            return Salida(ejecucion: nil, erroresDeCompilacion: Self.erroresDeCompilacion(en: registro),
                          cortada: pruebas.cortado, compilar: pruebas.duracion, probar: .zero)
        }
        return Salida(ejecucion: FlujoDeEventos.leer(datos), erroresDeCompilacion: [],
                      cortada: pruebas.cortado, compilar: .zero, probar: pruebas.duracion)
    }

    private func lanzar(
        _ argumentos: [String], entorno: [String: String], registro: URL, limite: Duration?, desde: URL? = nil
    ) throws -> (codigo: Int32, cortado: Bool, duracion: Duration) {
        try Data().write(to: registro)
        let salida = try FileHandle(forWritingTo: registro)
        defer { try? salida.close() }
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["swift"] + argumentos
        proceso.currentDirectoryURL = raiz
        proceso.environment = entorno
        proceso.standardOutput = salida
        proceso.standardError = salida
        let reloj = ContinuousClock()
        let inicio = reloj.now
        try proceso.run()
        var interrumpido: ContinuousClock.Instant?
        // Con `desde`, el límite cuenta desde que aparece ese fichero: el flujo de eventos, ya compilado.
        var inicioDelLimite: ContinuousClock.Instant? = desde == nil ? inicio : nil
        while proceso.isRunning {
            if inicioDelLimite == nil, let desde, FileManager.default.fileExists(atPath: desde.path) { inicioDelLimite = reloj.now }
            // Process pone al hijo en su propio grupo: un Ctrl-C en el terminal no le llega si no se lo pasamos.
            let pasado = limite.flatMap { limite in inicioDelLimite.map { reloj.now - $0 > limite } } ?? false
            if interrumpido == nil, pasado || Interrupcion.seHaPedido {
                // SIGINT y no SIGTERM: `swift test` reenvía la interrupción al proceso de las pruebas;
                // con SIGTERM ese proceso se quedaría huérfano y colgado.
                proceso.interrupt()
                interrumpido = reloj.now
            } else if let interrumpido, reloj.now - interrumpido > .seconds(15) {
                proceso.terminate()
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return (proceso.terminationStatus, interrumpido != nil, reloj.now - inicio)
    }

    /// El entorno de quien llama, con el árbol elegido y la red real cortada: en Linux, URLSession
    /// respeta los proxies del entorno, y este no existe. Las pruebas usan sus propios stubs.
    static func entorno(marcador: String?) -> [String: String] {
        var entorno = ProcessInfo.processInfo.environment
        entorno["MARCADOR"] = marcador
        for variable in ["http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"] {
            entorno[variable] = "http://127.0.0.1:9"
        }
        entorno["no_proxy"] = nil
        entorno["NO_PROXY"] = nil
        return entorno
    }

    /// Las líneas «fichero:línea:columna: error: …» del registro, sin repetir.
    static func erroresDeCompilacion(en registro: URL) -> [String] {
        let texto = (try? String(contentsOf: registro, encoding: .utf8)) ?? ""
        var vistas: Set<String> = []
        return texto.split(separator: "\n").map(String.init)
            .filter { $0.contains(": error:") && vistas.insert($0).inserted }
    }
}
