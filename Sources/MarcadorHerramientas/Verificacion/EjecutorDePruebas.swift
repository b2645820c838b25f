import Foundation

/// Compila y prueba el paquete en otros procesos, con un árbol u otro, y lee el flujo de eventos.
/// Compila con `swift build --build-tests`, el mismo plan que `swift run`: con `swift test`, SwiftPM
/// rehacía el plan (medio segundo) cada vez que se alternaba con `swift run marcador`. Las pruebas
/// tienen un límite; la compilación no, porque en frío tarda lo que tarde.
struct EjecutorDePruebas {
    let raiz: URL
    let temporal: URL       // aquí quedan los registros y el flujo de eventos
    let limite: Duration    // para la parte de las pruebas
    var ajustes: [String: String] = [:]     // variables de entorno de más: MARCADOR_MUTANTES, MARCADOR_MUTANTE

    /// El binario de pruebas de SwiftPM en Linux, que se puede ejecutar sin pasar otra vez por SwiftPM.
    static let binarioDePruebas = ".build/debug/MarcadorKitPackageTests.xctest"

    struct Salida {
        let ejecucion: EjecucionDePruebas?  // nil: no compila
        let erroresDeCompilacion: [String]
        let cortada: Bool                   // las pruebas pasaron del límite
        let compilar: Duration
        let probar: Duration
    }

    /// Una compilación en marcha.
    struct Compilacion {
        let proceso: ProcesoHijo
        let registro: URL
        let marcador: String?
    }

    /// - Parameters:
    ///   - marcador: el valor de MARCADOR («soluciones»), o nil para Exercises/.
    ///   - filtros: los `--filter` de las pruebas; sin ninguno, todas.
    func ejecutar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        try terminar(empezarCompilacion(marcador: marcador, nombre: nombre), nombre: nombre, filtros: filtros)
    }

    /// Lanza la compilación y vuelve enseguida.
    func empezarCompilacion(marcador: String?, nombre: String) throws -> Compilacion {
        let registro = temporal.appending(path: "\(nombre)-compilacion.log")
        let proceso = try ProcesoHijo.swift(["build", "--build-tests"], en: raiz, entorno: Self.entorno(marcador: marcador).merging(ajustes) { $1 }, registro: registro)
        return Compilacion(proceso: proceso, registro: registro, marcador: marcador)
    }

    /// Espera a la compilación y, si compila, prueba.
    func terminar(_ compilacion: Compilacion, nombre: String, filtros: [String] = []) throws -> Salida {
        let compilado = compilacion.proceso.esperar()
        guard compilado.codigo == 0 else {
            return Salida(ejecucion: nil, erroresDeCompilacion: Self.erroresDeCompilacion(en: compilacion.registro),
                          cortada: false, compilar: compilado.duracion, probar: .zero)
        }
        let salida = try probar(marcador: compilacion.marcador, nombre: nombre, filtros: filtros)
        return Salida(ejecucion: salida.ejecucion, erroresDeCompilacion: [], cortada: salida.cortada,
                      compilar: compilado.duracion, probar: salida.probar)
    }

    /// Solo las pruebas, con lo ya compilado (para repetir a solas un paso que revienta o se cuelga).
    func probar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        let flujo = temporal.appending(path: "\(nombre).jsonl")
        try? FileManager.default.removeItem(at: flujo)      // el de una vez anterior no vale
        let argumentos = ["--experimental-event-stream-output", flujo.path, "--experimental-event-stream-version", "0"]
            + filtros.flatMap { ["--filter", $0] }
        let probado = try lanzarPruebas(argumentos, marcador: marcador, registro: temporal.appending(path: "\(nombre).log"))
            .esperar(limite: limite)
        return Salida(ejecucion: (try? Data(contentsOf: flujo)).map(FlujoDeEventos.leer), erroresDeCompilacion: [],
                      cortada: probado.cortado, compilar: .zero, probar: probado.duracion)
    }

    /// En Linux, el binario de pruebas a secas: `swift test --skip-build` cuesta más de un segundo de
    /// SwiftPM antes de probar nada. En macOS el binario es un bundle de XCTest, y se deja a `swift test`.
    private func lanzarPruebas(_ argumentos: [String], marcador: String?, registro: URL) throws -> ProcesoHijo {
        #if os(Linux)
        let binario = raiz.appending(path: Self.binarioDePruebas)
        if FileManager.default.isExecutableFile(atPath: binario.path) {
            // Con una prueba en un bucle sin fin, el binario no acaba con SIGINT (medido: seguía hasta
            // el SIGTERM): no tiene hijos a los que avisar, así que SIGTERM enseguida.
            return try ProcesoHijo(binario, ["--testing-library", "swift-testing"] + argumentos, en: raiz,
                                   entorno: Self.entornoDePruebas(marcador: marcador).merging(ajustes) { $1 }, registro: registro, gracia: .seconds(1))
        }
        #endif
        return try ProcesoHijo.swift(["test", "--skip-build"] + argumentos, en: raiz, entorno: Self.entorno(marcador: marcador).merging(ajustes) { $1 },
                                     registro: registro)
    }

    /// El entorno de quien llama, con el árbol elegido. Nada más: SwiftPM vuelve a evaluar Package.swift
    /// (casi un segundo) cada vez que el entorno cambia respecto a la orden anterior.
    static func entorno(marcador: String?) -> [String: String] {
        var entorno = ProcessInfo.processInfo.environment
        entorno["MARCADOR"] = marcador
        entorno["MARCADOR_INTEGRACION"] = nil   // las pruebas de integración no se lanzan a sí mismas en su copia
        entorno["MARCADOR_MUTANTES"] = nil      // los fallos sembrados, solo si se piden (`ajustes`)
        entorno["MARCADOR_MUTANTE"] = nil
        return entorno
    }

    /// Para el proceso de las pruebas (que lee MARCADOR para saber qué árbol revisan las reglas), además,
    /// la red real cortada: en Linux, URLSession respeta los proxies del entorno, y este no existe. Las
    /// pruebas usan su propio servidor falso.
    static func entornoDePruebas(marcador: String?) -> [String: String] {
        var entorno = entorno(marcador: marcador)
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
