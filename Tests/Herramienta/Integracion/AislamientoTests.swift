import Foundation
import Testing
@testable import HerramientaNucleo
#if os(Linux)   // el aislamiento es de los espacios de nombres de Linux, y lo que sobrevive se busca en /proc

extension Integracion {
    /// Lo que una entrega hace contra `calificar` o por descuido, calificado como en CI: el código va en la región
    /// de `ServicioJSONPlaceholder.arbitros()` (red-http-json-urlsession/1), así que cambiarlo solo recompila
    /// CoreNetwork. El aislamiento (AislamientoDeLinux) contiene lo que se ejecuta; la revisión del código compilado
    /// (RevisionDelCodigo) enseña lo que las lecciones no necesitan, sin quitar puntos por ello.
    @Suite("Aislamiento y revisión: cuelgues, procesos desligados y lo que el código compilado hace")
    struct AislamientoTests {
        static let fichero = "Exercises/Core/Network/ServicioDelTorneo.swift"
        static let esqueleto = "    func arbitros() async throws -> [ArbitroDTO] {\n        []\n    }\n"
        static let paso = "red-http-json-urlsession/1"

        /// Califica en el sitio con un límite de 3 s y devuelve el informe JSON y lo que dijo.
        private func calificar(_ kit: KitDePrueba) throws -> (informe: [String: Any], salida: String) {
            let informe = CarpetaDeTrabajo.base.appending(path: "aislamiento-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: informe) }
            let calificado = kit.marcador(["calificar", "--json", informe.path, "--tiempo", "3"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: informe)) as? [String: Any],
                                    "\(calificado.consola.todo)")
            return (json, calificado.consola.todo)
        }

        /// Los procesos vivos que llevan `marca` en su entorno (lo heredan de las pruebas que los lanzaron).
        private static func vivos(conLaMarca marca: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                guard Int32(pid) != nil, let entorno = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
                return entorno.range(of: Data(marca.utf8)) != nil
            }
        }

        /// Cada proceso de pruebas se cuelga al cargar, sin hacer caso de SIGTERM, tras lanzar con `setsid` un nieto
        /// que no acaba. Antes: un límite por paso y por ejecución (39, 21 minutos a --tiempo 30) y el nieto vivo.
        @Test func unaEntregaQueSeCuelgaAlCargarCuestaDosLimitesYNadaDeLoQueLanzaSobrevive() throws {
            let kit = try KitDePrueba.restaurado()
            let marca = "MARCADOR_COLGADO_\(UUID().uuidString.prefix(8))"
            try kit.cambiar(Self.fichero, Self.esqueleto, por: Self.esqueleto + """
                }

                @_used @_section(".init_array") let alCargar: @convention(c) () -> Void = {
                    setenv("\(marca)", "1", 1)
                    let nieto = Process()
                    nieto.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
                    nieto.arguments = ["sh", "-c", "while :; do sleep 1; done"]
                    try? nieto.run()
                    signal(SIGTERM, SIG_IGN)
                    while true {}
                }

                extension ServicioJSONPlaceholder {
                """)

            let (informe, salida) = try calificar(kit)

            #expect(!salida.contains("Sin aislamiento"), "En Linux y como root, las pruebas van aisladas: \(salida)")
            let repeticiones = salida.components(separatedBy: "a solas…").count - 1
            #expect(repeticiones <= 1, "Colgado al cargar, se repite un paso a solas y los demás se dan por colgados: \(repeticiones) repeticiones\n\(salida)")
            let pasos = (informe["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            #expect(pasos.filter { $0["puntos"] as? Double != 0 }.isEmpty, "Nada se ejecuta: todo a 0\n\(salida)")
            #expect(Self.vivos(conLaMarca: marca).isEmpty, "Siguen vivos procesos de la entrega: \(Self.vivos(conLaMarca: marca))")
            #expect((informe["revisar"] as? [String] ?? []).contains { $0.hasPrefix("CoreNetwork: ") && $0.contains("al cargar") },
                    "El constructor al cargar se enseña para revisar: \(informe["revisar"] ?? "nada")")
        }

        /// Lo que antes pasaba por debajo del vocabulario: una llamada a Process escondida tras un retorno de carro
        /// suelto, y write y exit en el argumento de un rasgo. Se ven en el código compilado.
        @Test func loQueEscondeElTextoSeVeEnElCodigoCompiladoYSoloSeEnsenaParaRevisar() throws {
            let kit = try KitDePrueba.restaurado()
            try kit.cambiar(Self.fichero, Self.esqueleto, por: "    func arbitros() async throws -> [ArbitroDTO] {\n"
                + "        // nada que ver aquí\r        if base.path == \"/nunca\" { let p = Process(); try? p.run(); _ = write(2, \"x\", 1); exit(0) }\n"
                + "        return []\n    }\n")

            let (informe, salida) = try calificar(kit)

            let revisar = informe["revisar"] as? [String] ?? []
            #expect(revisar == ["CoreNetwork: usa Foundation.Process, exit, write"], "\(revisar)\n\(salida)")
            #expect(informe["manipulaciones"] as? [String] == [], "Para revisar no es una manipulación: \(informe["manipulaciones"] ?? "")")
        }

        /// Correcto y escrito a su manera: divide y tiene un local llamado `signal`. Antes, 0 y «manipulación».
        @Test func unaSolucionCorrectaQueDivideYLlamaSignalAUnLocalSacaSuPuntoSinNadaQueRevisar() throws {
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["resolver", Self.paso, "--si"]).codigo == 0)
            try kit.cambiar(Self.fichero, "        guard (200...299).contains(codigo) else",
                            por: "        let signal = codigo / 100\n        guard signal == 2 else")

            let (informe, salida) = try calificar(kit)

            let pasos = (informe["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            #expect(pasos.first { $0["id"] as? String == Self.paso }?["puntos"] as? Double == 1, "\(salida)")
            #expect(informe["revisar"] as? [String] == [], "\(informe["revisar"] ?? "")")
        }
    }
}
#endif
