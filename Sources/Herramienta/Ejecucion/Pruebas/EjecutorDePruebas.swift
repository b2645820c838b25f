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
    /// Lo que lee el interruptor de los fallos sembrados en el proceso de las pruebas (`Esquematizador`): en
    /// Linux, en un fichero ya borrado abierto en el descriptor 5; en macOS, en MARCADOR_MUTANTE.
    package var interruptor: String?
    /// Con él, cada proceso en su propio grupo, que se corta entero, y nada que quede vivo tras las pruebas:
    /// la contención de `calificar` (ver VigilanteDeProcesos).
    var vigilante: (any VigilanteDeProcesos)?
    /// Con él (`calificar --usuario`), el proceso de las pruebas corre como ese usuario; la compilación no
    /// ejecuta código de la entrega y sigue con el de quien llama.
    package var usuario: UsuarioDeLasPruebas?
    /// Lo que se compila: nil, todo el paquete en `.build`.
    package var plan: PlanDeCompilacion?
    /// A quién contar cómo va la compilación mientras dura (ver AvanceDeCompilacion).
    package var alAvanzar: (@Sendable (String) -> Void)?

    package init(raiz: URL, temporal: URL, limite: Duration, ajustes: [String: String] = [:],
                 vigilante: (any VigilanteDeProcesos)? = nil, usuario: UsuarioDeLasPruebas? = nil, plan: PlanDeCompilacion? = nil) {
        self.raiz = raiz
        self.usuario = usuario
        self.temporal = temporal
        self.limite = limite
        self.ajustes = ajustes
        self.vigilante = vigilante
        self.plan = plan
    }

    package static let descriptorDelInterruptor: Int32 = 5
    package static let variableDelInterruptor = "MARCADOR_MUTANTE"

    /// La carpeta temporal de SwiftPM al compilar en calificar: solo de quien califica.
    static let temporalDeSwiftPM = ".build/marcador-tmp"

    /// Lo que deja SwiftPM en ella (una carpeta vacía por compilación), cuando ya no compila nadie.
    package static func limpiarTemporalDeSwiftPM(en raiz: URL) {
        let carpeta = raiz.appending(path: temporalDeSwiftPM)
        for nombre in (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? [] where nombre.hasPrefix("TemporaryDirectory.") {
            try? FileManager.default.removeItem(at: carpeta.appending(path: nombre))
        }
    }

    /// El binario de pruebas de SwiftPM en Linux, que se puede ejecutar sin pasar otra vez por SwiftPM.
    static let binarioDePruebas = ".build/debug/MarcadorKitPackageTests.xctest"

    /// La carpeta de lo compilado: `.build/debug` o la del plan.
    package var compilados: URL { raiz.appending(path: plan?.compilados ?? ".build/debug") }

    /// La orden de compilar: todo con sus pruebas o, con un plan, lo suyo en su carpeta (en Linux, su
    /// ejecutable de pruebas, que es un target normal; en macOS, sus targets de pruebas) y sin índice, que
    /// en esa carpeta nadie consulta (medido: un 15 % menos en frío).
    var argumentosDeCompilar: [String] {
        guard let plan else { return ["build", "--build-tests"] }
        #if os(Linux)
        return ["build", "--scratch-path", plan.carpeta, "--disable-index-store"]
        #else
        return ["build", "--build-tests", "--scratch-path", plan.carpeta, "--disable-index-store"]
        #endif
    }

    package struct Salida {
        package let ejecucion: EjecucionDePruebas?  // nil: no compila
        package let erroresDeCompilacion: [String]
        package let cortada: Bool                   // las pruebas pasaron del límite
        package let compilar: Duration
        package let probar: Duration
        package var recibido: FlujoRecibido.Final? = nil   // para revisarlo: qué llegó y cómo acabó el proceso
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
        // En calificar (con vigilante), SwiftPM deja sus cerrojos (`_ruta_.build….lock`) en una carpeta solo suya
        // dentro de .build: en /tmp, con nombres que se adivinan, una entrega los plantaba como carpetas o enlaces
        // (el ensayo del atacante), y rompía las calificaciones siguientes o hacía a root crear ficheros. Siempre la
        // misma: SwiftPM vuelve a evaluar Package.swift si cambia el entorno (una por calificación costaba 1,2 s).
        if vigilante != nil {
            let propia = raiz.appending(path: Self.temporalDeSwiftPM)
            try FileManager.default.createDirectory(at: propia, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            chmod(propia.path, 0o700)   // si ya estaba, con otros permisos
            entorno["TMPDIR"] = propia.path
        }
        var alLeer: (@Sendable (Data) -> Void)?
        if let alAvanzar {
            let avance = AvanceDeCompilacion(contar: alAvanzar)
            alLeer = { avance.leer($0) }
        }
        let proceso = try ProcesoHijo.swift(argumentosDeCompilar, en: raiz, entorno: entorno, registro: registro,
                                            vigilante: vigilante, alLeer: alLeer)
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

    /// Solo las pruebas, con lo ya compilado (para repetir a solas un paso que revienta o se cuelga).
    /// El flujo de eventos se lee cuando el proceso y su grupo ya no existen, y se revisa con su salida.
    package func probar(marcador: String?, nombre: String, filtros: [String] = []) throws -> Salida {
        let registro = temporal.appending(path: "\(nombre).log")
        let copia = temporal.appending(path: "\(nombre).jsonl")    // para quien quiera mirarlo después
        try? FileManager.default.removeItem(at: copia)              // el de una vez anterior no vale
        #if os(Linux)
        let binario = raiz.appending(path: plan?.binario ?? Self.binarioDePruebas)
        // Con usuario, nunca por `swift test`, que correría como quien llama.
        if usuario != nil || FileManager.default.isExecutableFile(atPath: binario.path) {
            return try probarPorTuberias(binario, marcador: marcador, filtros: filtros, registro: registro, copia: copia)
        }
        #endif
        // En macOS el binario es un bundle de XCTest, y se deja a `swift test`, con el flujo en un fichero.
        let argumentos = ["--experimental-event-stream-output", copia.path, "--experimental-event-stream-version", "0"]
            + filtros.flatMap { ["--filter", $0] } + (plan.map { ["--scratch-path", $0.carpeta] } ?? [])
        var entorno = Self.entorno(marcador: marcador).merging(ajustes) { $1 }
        entorno["MARCADOR_PRUEBAS"] = plan?.variable      // el mismo paquete que se compiló
        entorno[Self.variableDelInterruptor] = interruptor
        let probado = try ProcesoHijo.swift(["test", "--skip-build"] + argumentos, en: raiz, entorno: entorno,
                                            registro: registro, vigilante: vigilante).esperar(limite: limite)
        vigilante?.barrer()
        let datos = try? Data(contentsOf: copia)
        return Salida(ejecucion: datos.map(FlujoDeEventos.leer), erroresDeCompilacion: [], cortada: probado.cortado,
                      compilar: .zero, probar: probado.duracion,
                      recibido: .init(datos: datos ?? Data(), terminacion: probado.terminacion, cortada: probado.cortado))
    }

    /// En Linux, el binario de pruebas a secas: `swift test --skip-build` cuesta más de un segundo de SwiftPM
    /// antes de probar nada. Ni el flujo ni los filtros van en sus argumentos, que el código de las pruebas
    /// puede leer: van en una configuración (`--experimental-configuration-path`) que Swift Testing lee de
    /// una tubería al arrancar, antes de ejecutar nada, y que después ya está vacía. El flujo sale por otra
    /// tubería, en la que el proceso puede añadir pero no reescribir lo ya escrito.
    private func probarPorTuberias(
        _ binario: URL, marcador: String?, filtros: [String], registro: URL, copia: URL
    ) throws -> Salida {
        var configuracionDeLaEjecucion: [String: Any] = ["eventStreamOutputPath": "/dev/fd/4", "eventStreamVersion": 0]
        if !filtros.isEmpty { configuracionDeLaEjecucion["filter"] = filtros }
        let configuracion = try JSONSerialization.data(withJSONObject: configuracionDeLaEjecucion)
        let delInterruptor = try interruptor.map { try Self.ficheroBorrado(con: $0, en: temporal) }
        let (leerAjustes, escribirAjustes) = try Self.tuberia()
        let (leerFlujo, escribirFlujo) = try Self.tuberia()
        // La configuración cabe de sobra en la tubería (64 KB): se escribe entera antes de lanzar.
        _ = configuracion.withUnsafeBytes { write(escribirAjustes, $0.baseAddress, $0.count) }
        close(escribirAjustes)
        usuario?.ceder([leerAjustes, escribirFlujo])
        var descriptores: [Int32: Int32] = [3: leerAjustes, 4: escribirFlujo]
        descriptores[Self.descriptorDelInterruptor] = delInterruptor
        let flujo = FlujoRecibido()
        let drenaje = Drenaje(leerFlujo) { flujo.anadir($0) }
        var entorno = Self.entornoDePruebas(marcador: marcador).merging(ajustes) { $1 }
        if let usuario { entorno["TMPDIR"] = usuario.carpetaTemporal(de: entorno["TMPDIR"]) }
        let proceso: ProcesoHijo
        do {
            defer { descriptores.values.forEach { close($0) } }   // los del hijo: aquí ya no hacen falta
            let argumentos = ["--testing-library", "swift-testing", "--experimental-configuration-path", "/dev/fd/3"]
            let orden = usuario?.envolver(binario.path, argumentos) ?? (binario.path, argumentos)
            proceso = try ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos,
                                      en: raiz, entorno: entorno, registro: registro,
                                      corte: .pruebas, vigilante: vigilante, descriptores: descriptores)
        }
        let probado = proceso.esperar(limite: limite)
        usuario?.matarSusProcesos(registro: temporal.appending(path: "barrido.log"))
        vigilante?.barrer()
        let completo = drenaje.esperarFinal(limite: .seconds(2))
        try? flujo.datos.write(to: copia)
        return Salida(
            ejecucion: FlujoDeEventos.leer(flujo.datos), erroresDeCompilacion: [], cortada: probado.cortado,
            compilar: .zero, probar: probado.duracion,
            recibido: .init(datos: flujo.datos, terminacion: probado.terminacion, cortada: probado.cortado,
                            desbordado: flujo.desbordado, abierto: !completo)
        )
    }

    /// Un fichero con ese texto, abierto para leer y ya borrado: solo lo alcanza quien tenga el descriptor.
    private static func ficheroBorrado(con texto: String, en carpeta: URL) throws -> Int32 {
        let ruta = carpeta.appending(path: "interruptor-\(UUID().uuidString)")
        try Data(texto.utf8).write(to: ruta)
        defer { try? FileManager.default.removeItem(at: ruta) }
        let descriptor = open(ruta.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return descriptor
    }

    /// Una tubería cuyos extremos se cierran al ejecutar otro programa: solo los hereda quien se diga.
    private static func tuberia() throws -> (lectura: Int32, escritura: Int32) {
        var extremos: [Int32] = [0, 0]
        guard pipe(&extremos) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        _ = extremos.map { fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (extremos[0], extremos[1])
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
