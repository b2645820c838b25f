import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion
#if os(Linux)   // los ataques usan /proc y setsid

extension Integracion {
    /// Los ataques de un estudiante (y los despistes de uno descuidado) contra `calificar`, cada uno una
    /// entrega de verdad en la copia del kit: el código va en el cuerpo de `ServicioJSONPlaceholder.arbitros()`
    /// (el ejercicio red-http-json-urlsession/1, que solo llaman sus pruebas), así que cambiarlo solo
    /// recompila CoreNetwork. La herramienta se lanza como en CI, en otro proceso: la contención es de
    /// la orden de verdad (ver Contencion).
    @Suite("Contención: procesos colgados, hijos desligados, señales, manipulación y un /dev/shm pequeño")
    struct ContencionTests {
        static let fichero = "Exercises/Core/Network/ServicioDelTorneo.swift"
        static let cuerpo = "    func arbitros() async throws -> [ArbitroDTO] {\n"
        static let esqueleto = cuerpo + "        []\n"

        /// El ataque, en una función fuera de la región a la que la región llama: sin --kit se compila tal cual
        /// y lo que una región no puede usar (VocabularioProhibido) no se mira fuera de las regiones. Así se
        /// prueba la contención, que es lo que queda ante código que esconde sus llamadas.
        static func plantar(_ codigo: String, en kit: KitDePrueba) throws {
            try kit.cambiar(fichero, esqueleto, por: cuerpo + "        ataqueDeLaPrueba()\n        return []\n")
            try kit.escribir(fichero, try kit.leer(fichero) + "\nfunc ataqueDeLaPrueba() {\n" + codigo + "}\n")
        }
        static let paso = "red-http-json-urlsession/1"

        /// Una prueba que lanza un hijo desligado con `setsid` (una vez), que reescribe el informe con un
        /// 20/20 sin parar; y la primera que llega en cada proceso se cuelga sin hacer caso de SIGTERM y apunta
        /// su PID en «colgados» (las demás siguen: así solo se repite a solas el paso colgado).
        static let colgarseYDesligarUnHijo = #"""
                let carpeta = ProcessInfo.processInfo.environment["MARCADOR_ATAQUE"] ?? "/nonexistent"
                if open(carpeta + "/lanzado", O_CREAT | O_EXCL | O_WRONLY, 0o644) >= 0 {
                    let hijo = Process()
                    hijo.executableURL = URL(fileURLWithPath: "/bin/sh")
                    hijo.arguments = ["-c", #"setsid sh -c 'echo $$ >> "$0/desligados"; while :; do cp "$0/falso.json" "$0/resultados.json"; sleep 0.05; done' "$0" > /dev/null 2>&1 &"#, carpeta]
                    try? hijo.run()     // sin esperarlo: el nieto desligado hereda el socket con que Process sabe que acabó
                }
                if open(carpeta + "/colgado-\(getpid())", O_CREAT | O_EXCL | O_WRONLY, 0o644) >= 0 {
                    signal(SIGTERM, SIG_IGN)
                    let pid = Array("\(getpid())\n".utf8)
                    let colgados = open(carpeta + "/colgados", O_WRONLY | O_APPEND | O_CREAT, 0o644)
                    _ = write(colgados, pid, pid.count)
                    close(colgados)
                    while true {}
                }

        """#

        // MARK: - Los ataques

        @Test func unaPruebaQueSeCuelgaIgnorandoSIGTERMSeCortaYNingunHijoSobreviveNiReescribeElInforme() throws {
            let kit = try KitDePrueba.restaurado()
            let ataque = try Ataque(kit)
            try Self.plantar(Self.colgarseYDesligarUnHijo, en: kit)

            let calificar = try ataque.calificar(["--tiempo", "3"])

            #expect(calificar.codigo == 1, "\(calificar.salida)")
            let informe = try ataque.informe()
            #expect(informe["falso"] == nil, "El informe lo reescribió un proceso de la entrega que sobrevivió a calificar")
            #expect(try ataque.problemasDeLosInformes() == [], "Con un cuelgue, los informes tienen que cumplir la interfaz de Exercism y junit-10.xsd")
            #expect(try Self.estado(de: Self.paso, en: informe) == "se cuelga")
            let pids = ataque.pids("colgados") + ataque.pids("desligados")
            #expect(ataque.pids("desligados").count == 1, "El hijo desligado tenía que llegar a lanzarse: \(calificar.salida)")
            #expect(pids.filter(Ataque.vivo).isEmpty, "Quedan vivos procesos de la entrega: \(pids.filter(Ataque.vivo))")
        }

        @Test(arguments: [SIGTERM, SIGINT])
        func unaSenalACalificarParaASusHijosYBorraSusCarpetasTemporales(_ senal: Int32) throws {
            let kit = try KitDePrueba.restaurado()
            let ataque = try Ataque(kit)
            try Self.plantar(Self.colgarseYDesligarUnHijo, en: kit)
            // «colgados» es una tubería con nombre: la prueba se entera de que ya hay una prueba colgada sin esperar a ciegas.
            let colgados = ataque.carpeta.appending(path: "colgados").path
            try #require(mkfifo(colgados, 0o644) == 0)
            let lectura = open(colgados, O_RDONLY | O_NONBLOCK)
            defer { close(lectura) }

            let calificar = try ataque.lanzar(["--tiempo", "120"])
            defer { ataque.parar(calificar) }
            var espera = pollfd(fd: lectura, events: Int16(POLLIN), revents: 0)
            try #require(poll(&espera, 1, 90_000) == 1, "La prueba colgada no llegó a empezar: \(ataque.salida)")
            ataque.otros = Ataque.pids(en: ataque.leerTodo(lectura))    // las colgadas, también para limpiar si algo falla
            kill(calificar.proceso.processIdentifier, senal)
            let codigo = try ataque.esperar(calificar, segundos: 30)
            ataque.otros += Ataque.pids(en: ataque.leerTodo(lectura))

            #expect(codigo == 128 + senal, "calificar tiene que salir con 128 + la señal: \(ataque.salida)")
            #expect(ataque.salida.contains("Interrumpida por"))
            // En TMPDIR también deja cosas SwiftPM (cerrojos, carpetas de swiftc): solo cuentan las de calificar.
            #expect(try FileManager.default.contentsOfDirectory(atPath: ataque.temporales.path).filter { $0.hasPrefix("marcador-") } == [],
                    "calificar tenía que borrar sus carpetas temporales")
            let pids = ataque.pids("desligados") + ataque.otros
            #expect(pids.filter(Ataque.vivo).isEmpty, "Quedan vivos procesos de la entrega: \(pids.filter(Ataque.vivo))")
        }

        @Test func elCodigoQueReescribeElFlujoDeEventosYSaleConCeroNoSacaNotaYSeDelata() throws {
            let kit = try KitDePrueba.restaurado()
            let ataque = try Ataque(kit)
            let catalogo = try Catalogo.cargar(raiz: kit.raiz)
            let suites = Calificacion.calificables(en: catalogo).flatMap(\.paso.suites)
            let ids = PruebasDelKit(raiz: kit.raiz, modulos: try ModuloDeLaApp.leer(raiz: kit.raiz), suites: suites).seguras
                .filter { id in suites.contains { Catalogo.encaja(id, en: $0) } }
            try Self.plantar(Self.falsificarElFlujo(ids.sorted()), en: kit)

            let calificar = try ataque.calificar([])

            #expect(calificar.codigo == 1, "\(calificar.salida)")
            let informe = try ataque.informe()
            #expect(informe["status"] as? String == "fail")
            #expect((informe["manipulaciones"] as? [String])?.isEmpty == false,
                    "El informe tiene que decir en «manipulaciones» que el flujo no cuadra: \(informe["manipulaciones"] ?? "nada")")
            #expect(try ataque.problemasDeLosInformes() == [], "Con el flujo falsificado, los informes tienen que cumplir la interfaz de Exercism y junit-10.xsd")
            #expect((informe["puntos"] as? Double ?? 20) < 20)
            #expect(try Self.puntos(de: Self.paso, en: informe) == 0, "El paso cuyo código falsifica el flujo no puede sacar nota")
            let suyas = try #require(informe["tests"] as? [[String: Any]]).filter { ($0["name"] as? String)?.hasPrefix(Self.paso) == true }
            #expect(!suyas.isEmpty && suyas.allSatisfy { ($0["message"] as? String)?.contains("manipulado") == true })
        }

        /// El ensayo que daba 22/22: un rasgo propio de Swift Testing, en las pruebas de un paso de pruebas, que
        /// cambia con `dup2` la tubería del flujo de eventos por otra suya. Escrito en la región, ni se compila:
        /// sin --kit no hay nota, y se dice dónde.
        @Test func unaRegionConUnRasgoQueCambiaLaTuberiaDelFlujoNoSeCompilaYSeNombraEnManipulaciones() throws {
            let kit = try KitDePrueba.restaurado()
            let ataque = try Ataque(kit)
            let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"
            let cabecera = "// Comprueba: swift run marcador comprobar red-en-marcador/6 · Pista: swift run marcador pista red-en-marcador/6\n"
            try kit.cambiar(pruebas, cabecera, por: cabecera + Self.rasgoQueCambiaLaTuberia)

            let calificar = try ataque.calificar([])

            #expect(calificar.codigo == 1, "\(calificar.salida)")
            let informe = try ataque.informe()
            #expect(informe["status"] as? String == "error")
            #expect((informe["message"] as? String)?.hasPrefix("No hay nota: hay regiones que usan lo que no se admite") == true)
            #expect(informe["manipulaciones"] as? [String] == [
                "red-en-marcador/6: " + pruebas + ":13: «TestTrait» (cambia cómo se ejecutan las pruebas); "
                    + pruebas + ":14: «dup2» (toca descriptores de fichero)",
            ], "\(informe["manipulaciones"] ?? "nada")")
            #expect(!calificar.salida.contains("Compilando y probando"), "Con una región rechazada sin --kit no se compila nada: \(calificar.salida)")
            #expect(try ataque.problemasDeLosInformes() == [])
        }

        @Test(.enabled(if: Ataque.puedeMontar, "hace falta ser root y `unshare -m` para montar un /dev/shm de 64 MB en otro espacio de nombres"))
        func conUnDevShmDe64MBYUnaSolucionQueImprime80MBLasNotasSonLasMismas() throws {
            let kit = try KitDePrueba.restaurado()
            let ataque = try Ataque(kit)
            #expect(kit.marcador(["resolver", Self.paso, "--si"]).codigo == 0)
            try kit.cambiar(Self.fichero, Self.cuerpo, por: Self.cuerpo + Self.imprimir80MB)

            let normal = try ataque.calificar([])
            let normalInforme = try ataque.informe()
            let pequeno = try ataque.calificar([], devShmDe64MB: true)
            let pequenoInforme = try ataque.informe()
            #expect(try ataque.problemasDeLosInformes() == [], "Con 80 MB de salida, los informes tienen que seguir acotados y válidos")

            #expect(normal.codigo == pequeno.codigo)
            #expect(try Self.estado(de: Self.paso, en: pequenoInforme) == "pasa", "\(pequeno.salida)")
            #expect(try Self.puntos(de: Self.paso, en: pequenoInforme) == 1)
            #expect(try Self.pasos(normalInforme) == Self.pasos(pequenoInforme), "Con un /dev/shm de 64 MB las notas cambian")
        }

        // MARK: - El código de los ataques

        /// Una solución correcta que imprime 80 MB (una vez por ejecución de las pruebas).
        static let imprimir80MB = #"""
                let carpeta = ProcessInfo.processInfo.environment["MARCADOR_ATAQUE"] ?? "/nonexistent"
                if open(carpeta + "/impreso-\(getpid())", O_CREAT | O_EXCL | O_WRONLY, 0o644) >= 0 {
                    print(String(repeating: "ochenta megas de salida\n", count: 3_495_253))   // 80 MB en líneas de 24 bytes
                }

        """#

        /// Lo que haría quien conoce Swift Testing: busca el flujo (en sus argumentos o entre sus descriptores),
        /// lo reescribe con todas las pruebas que dan nota aprobadas y sale con 0 antes de que nada lo contradiga.
        static func falsificarElFlujo(_ ids: [String]) -> String {
            let lista = ids.map { #""\#($0)""# }.joined(separator: ", ")
            return ##"""
                    var destinos: [Int32] = []
                    let argumentos = CommandLine.arguments
                    if let i = argumentos.firstIndex(of: "--experimental-event-stream-output"), i + 1 < argumentos.count {
                        destinos.append(open(argumentos[i + 1], O_WRONLY | O_TRUNC))
                    }
                    for nombre in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
                        guard let fd = Int32(nombre), fd > 2 else { continue }
                        let destino = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + nombre)) ?? ""
                        if destino.hasPrefix("pipe:") || destino.hasSuffix(".jsonl") { destinos.append(fd) }
                    }
                    let ids: [String] = [\##(lista)]
                    var lineas = ids.map { #"{"kind":"test","payload":{"id":"\#($0)","kind":"function"},"version":0}"# }
                    lineas.append(#"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#)
                    for id in ids {
                        lineas.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
                        lineas.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
                    }
                    lineas.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
                    let texto = Array((lineas.joined(separator: "\n") + "\n").utf8)
                    for fd in destinos { _ = write(fd, texto, texto.count) }
                    _exit(0)

            """##
        }

        /// Un rasgo como el del ensayo, en lo que basta para que se vea (y compile): es un TestTrait y usa dup2.
        static let rasgoQueCambiaLaTuberia = """
            struct Tuberia: TestTrait {
                static func cambiar() { _ = dup2(4, 5) }
            }

            """

        // MARK: - Lectura del informe

        private static func paso(_ id: String, en informe: [String: Any]) throws -> [String: Any] {
            let pasos = try #require(informe["lecciones"] as? [[String: Any]]).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            return try #require(pasos.first { $0["id"] as? String == id }, "El informe no tiene el paso \(id)")
        }

        private static func estado(de id: String, en informe: [String: Any]) throws -> String? {
            try paso(id, en: informe)["estado"] as? String
        }

        private static func puntos(de id: String, en informe: [String: Any]) throws -> Double? {
            try paso(id, en: informe)["puntos"] as? Double
        }

        /// Cada paso con su estado y sus puntos, para comparar dos informes.
        private static func pasos(_ informe: [String: Any]) throws -> [String] {
            try #require(informe["lecciones"] as? [[String: Any]]).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
                .map { "\($0["id"] ?? "") \($0["estado"] ?? "") \($0["puntos"] ?? "")" }
        }
    }
}
#endif
