import Foundation

/// Compila y prueba el paquete en otros procesos, con un árbol u otro, y lee el flujo de eventos.
/// Sin plan (`verificar`) compila todo con `swift build --build-tests`; con un plan (el de una comprobación,
/// el de calificar, el de las reglas o el de los fallos sembrados), solo lo que usan sus pruebas, en su
/// carpeta (ver PlanDeCompilacion). Las pruebas tienen un límite; la compilación no, porque en frío tarda lo
/// que tarde.
package struct EjecutorDePruebas {
    let raiz: URL
    package let temporal: URL       // aquí quedan los registros y el flujo de eventos
    let limite: Duration    // para la parte de las pruebas
    package var ajustes: [String: String] = [:]     // variables de entorno de más: MARCADOR_MUTANTES
    /// El fichero con el número del fallo sembrado que se enciende (`Esquematizador`), que llega a las pruebas
    /// en MARCADOR_MUTANTE.
    package var interruptor: String?
    /// Con él (`calificar`), el proceso de las pruebas corre en un aislamiento del sistema.
    var aislamiento: (any AislamientoDeLasPruebas)?
    /// Lo que se compila: nil, todo el paquete en `.build`.
    package var plan: PlanDeCompilacion?
    /// A quién contar cómo va la compilación mientras dura (ver AvanceDeCompilacion).
    package var alAvanzar: (@Sendable (String) -> Void)?

    package init(raiz: URL, temporal: URL, limite: Duration, ajustes: [String: String] = [:],
                 aislamiento: (any AislamientoDeLasPruebas)? = nil, plan: PlanDeCompilacion? = nil) {
        self.raiz = raiz
        self.temporal = temporal
        self.limite = limite
        self.ajustes = ajustes
        self.aislamiento = aislamiento
        self.plan = plan
    }

    package static let variableDelInterruptor = "MARCADOR_MUTANTE"

    /// El binario de pruebas de SwiftPM en Linux, que se puede ejecutar sin pasar otra vez por SwiftPM.
    static let binarioDePruebas = ".build/debug/MarcadorKitPackageTests.xctest"

    /// La carpeta de lo compilado: `.build/debug` o la del plan.
    package var compilados: URL { raiz.appending(path: plan?.compilados ?? ".build/debug") }

    /// La orden de compilar: todo con sus pruebas o, con un plan, lo suyo en su carpeta (con un ejecutable de
    /// pruebas, ese ejecutable, que es un target normal; si no, sus targets de pruebas) y sin índice, que en esa
    /// carpeta nadie consulta (medido: un 15 % menos en frío), salvo por `swift test` en Linux, que descubre con
    /// él las pruebas.
    var argumentosDeCompilar: [String] {
        guard let plan else { return ["build", "--build-tests"] }
        return ["build"] + (conEjecutableDePruebas ? [] : ["--build-tests"]) + ["--scratch-path", plan.carpeta]
            + (porSwiftTest ? [] : ["--disable-index-store"])
    }

    /// Con MARCADOR_POR_SWIFT_TEST, el camino de macOS también en Linux (Package.swift lo lee igual), que así
    /// prueba la CI (IntegracionTests).
    var porSwiftTest = ProcessInfo.processInfo.environment["MARCADOR_POR_SWIFT_TEST"] != nil

    /// Si las pruebas se compilan en un ejecutable que se lanza a secas. No se puede compartir: en Linux el
    /// producto de pruebas es un ejecutable (`swift test --skip-build` cuesta más de un segundo de SwiftPM antes de
    /// probar nada); en macOS es un bundle .xctest que solo sabe lanzar `swift test`, con swiftpm-testing-helper.
    var conEjecutableDePruebas: Bool {
        #if os(Linux)
        return !porSwiftTest
        #else
        return false
        #endif
    }

    package struct Salida {
        package let ejecucion: EjecucionDePruebas?  // nil: no compila
        package let erroresDeCompilacion: [String]
        package let cortada: Bool                   // las pruebas pasaron del límite
        package let compilar: Duration
        package let probar: Duration
        package var recibido: FlujoRecibido? = nil   // para revisarlo: qué llegó y cómo acabó el proceso
    }

    /// Una compilación en marcha.
    package struct Compilacion {
        package let proceso: ProcesoHijo
        package let registro: URL
        let marcador: String?
    }

    /// - Parameters:
    ///   - marcador: el valor de MARCADOR («soluciones»), o nil para Exercises/.
    ///   - filtros: los `--filter` de las pruebas; sin ninguno, todas.
    package func ejecutar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        try terminar(empezarCompilacion(marcador: marcador, nombre: nombre), nombre: nombre, filtros: filtros)
    }

    /// Lanza la compilación y vuelve enseguida.
    package func empezarCompilacion(marcador: String?, nombre: String) throws -> Compilacion {
        let registro = temporal.appending(path: "\(nombre)-compilacion.log")
        var entorno = Self.entorno(marcador: marcador).merging(ajustes) { $1 }
        entorno["MARCADOR_PRUEBAS"] = plan?.variable
        var alLeer: (@Sendable (Data) -> Void)?
        if let alAvanzar {
            let avance = AvanceDeCompilacion(contar: alAvanzar)
            alLeer = { avance.leer($0) }
        }
        let proceso = try ProcesoHijo.swift(argumentosDeCompilar, en: raiz, entorno: entorno, registro: registro, alLeer: alLeer)
        return Compilacion(proceso: proceso, registro: registro, marcador: marcador)
    }

    /// Espera a la compilación y, si compila, prueba.
    package func terminar(_ compilacion: Compilacion, nombre: String, filtros: [String] = []) throws -> Salida {
        try terminar(compilacion, nombre: nombre, filtros: filtros, marcador: compilacion.marcador)
    }

    /// Lo mismo, con las pruebas en otro árbol que el de la compilación: el que leen unas pruebas que no
    /// compilan código de la app (las reglas de arquitectura), que se supo mientras compilaban.
    package func terminar(_ compilacion: Compilacion, nombre: String, filtros: [String] = [], marcador: String?) throws -> Salida {
        let compilado = compilacion.proceso.esperar()
        guard Self.compila(compilado) else {
            return Salida(ejecucion: nil, erroresDeCompilacion: Self.erroresDeCompilacion(en: compilacion.registro),
                          cortada: false, compilar: compilado.duracion, probar: .zero)
        }
        if compilado.duracion >= AvanceDeCompilacion.espera { alAvanzar?("  probando…") }
        let salida = try probar(marcador: marcador, nombre: nombre, filtros: filtros)
        return Salida(ejecucion: salida.ejecucion, erroresDeCompilacion: [], cortada: salida.cortada,
                      compilar: compilado.duracion, probar: salida.probar, recibido: salida.recibido)
    }

    /// Espera a la compilación: si compila, sin probar nada aún.
    package func compila(_ compilacion: Compilacion) -> Bool {
        Self.compila(compilacion.proceso.esperar())
    }

    /// Interrumpida, tampoco: quien llama lo ve en `Interrupcion`.
    private static func compila(_ compilado: ProcesoHijo.Final) -> Bool {
        compilado.codigo == 0 && !compilado.cortado
    }

    /// Solo las pruebas, con lo ya compilado (para repetir a solas un paso que revienta o se cuelga). El mismo
    /// camino en Linux y en macOS: los filtros en los argumentos y el flujo de eventos en un fichero, que se lee
    /// cuando el proceso y su grupo ya no existen; solo cambia quién lanza el producto de pruebas (`orden`).
    package func probar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        let registro = temporal.appending(path: "\(nombre).log")
        let flujo = temporal.appending(path: "\(nombre).jsonl")
        try? FileManager.default.removeItem(at: flujo)      // el de una vez anterior no vale
        let argumentos = ["--experimental-event-stream-output", flujo.path, "--experimental-event-stream-version", "0"]
            + filtros.flatMap { ["--filter", $0] }
        var entorno = Self.entornoDePruebas(marcador: marcador).merging(ajustes) { $1 }
        entorno["MARCADOR_PRUEBAS"] = plan?.variable        // el mismo paquete que se compiló
        entorno[Self.variableDelInterruptor] = interruptor
        let (directo, susArgumentos, corte) = orden(argumentos)
        // Solo el producto de pruebas a secas: `swift test` escribe en .build, que en el aislamiento es de solo
        // lectura (y por él van solo macOS, sin aislamiento, y la prueba de ese camino).
        let aislado = corte == .pruebas ? aislamiento : nil
        let (ejecutable, todos) = aislado?.envolver(directo, susArgumentos) ?? (directo, susArgumentos)
        let probado = try ProcesoHijo(ejecutable, todos, en: raiz, entorno: entorno, registro: registro, corte: corte)
            .esperar(limite: limite)
        let (datos, desbordado) = Self.leerAcotado(flujo)
        return Salida(
            ejecucion: FlujoDeEventos.leer(datos), erroresDeCompilacion: [], cortada: probado.cortado,
            compilar: .zero, probar: probado.duracion,
            recibido: .init(datos: datos, terminacion: probado.terminacion, cortada: probado.cortado, desbordado: desbordado)
        )
    }

    /// Quién lanza el producto de pruebas ya compilado: él mismo, si es un ejecutable; si no, `swift test`.
    func orden(_ argumentos: [String]) -> (URL, [String], ProcesoHijo.Corte) {
        let binario = raiz.appending(path: plan?.binario ?? Self.binarioDePruebas)
        if conEjecutableDePruebas, FileManager.default.isExecutableFile(atPath: binario.path) {
            return (binario, ["--testing-library", "swift-testing"] + argumentos, .pruebas)
        }
        let scratch = plan.map { ["--scratch-path", $0.carpeta] } ?? []
        return (URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test", "--skip-build", "--disable-xctest"] + argumentos + scratch, .swiftPM)
    }

    /// Lo que cabe del fichero del flujo (el de todas las pruebas que dan nota ocupa unos 250 KB) y si no cabía.
    static func leerAcotado(_ fichero: URL, tope: Int = FlujoRecibido.tope) -> (Data, desbordado: Bool) {
        guard let lector = try? FileHandle(forReadingFrom: fichero) else { return (Data(), false) }
        defer { try? lector.close() }
        let datos = (try? lector.read(upToCount: tope + 1)) ?? Data()
        return datos.count > tope ? (datos.prefix(tope), true) : (datos, false)
    }

    /// El entorno de quien llama, con el árbol elegido. Nada más: SwiftPM vuelve a evaluar Package.swift
    /// (casi un segundo) cada vez que el entorno cambia respecto a la orden anterior.
    static func entorno(marcador: String?) -> [String: String] {
        var entorno = ProcessInfo.processInfo.environment
        entorno["MARCADOR"] = marcador
        entorno["MARCADOR_INTEGRACION"] = nil   // las pruebas de integración no se lanzan a sí mismas en su copia
        entorno["MARCADOR_MUTANTES"] = nil      // los fallos sembrados, solo si se piden (`ajustes`)
        entorno["MARCADOR_MUTANTE"] = nil
        entorno["MARCADOR_PRUEBAS"] = nil       // el plan, solo el de quien compila (`plan`)
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
    package static func erroresDeCompilacion(en registro: URL) -> [String] {
        erroresDeCompilacion(deLasLineas: ((try? String(contentsOf: registro, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
    }

    /// Un error dentro de una macro («macro expansion #expect:1:77: error: …») no dice en qué fichero está:
    /// se le pone la ruta de la nota que la sigue («Fichero.swift:15:106: note: expanded code originates here»).
    static func erroresDeCompilacion(deLasLineas lineas: [String]) -> [String] {
        var vistas: Set<String> = []
        var errores: [String] = []
        for (indice, linea) in lineas.enumerated() where linea.contains(": error:") {
            var error = linea
            if linea.hasPrefix("macro expansion "), let rango = linea.range(of: ": error: "),
               let sitio = lineas[(indice + 1)...].prefix(40).lazy.compactMap(Self.sitioDeUnaNota).first {
                let macro = linea[..<rango.lowerBound].dropFirst("macro expansion ".count).prefix { $0 != ":" }
                error = "\(sitio): error: \(linea[rango.upperBound...]) (al expandir \(macro))"
            }
            if vistas.insert(error).inserted { errores.append(error) }
        }
        return errores
    }

    /// «…/Fichero.swift:15:106» de una línea «… Fichero.swift:15:106: note: …», sin el dibujo de delante.
    private static func sitioDeUnaNota(_ linea: String) -> Substring? {
        linea.firstMatch(of: #/([^\s`|]+\.swift:\d+:\d+): note: /#)?.output.1
    }
}
