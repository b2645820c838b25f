import Foundation
import SoporteDeLaHerramienta
import Testing

/// .ci/portabilidad, la revisión de lo que rompe un Mac y la CI de Linux no ve: el kit la pasa, y cada
/// hallazgo del issue 26, puesto otra vez en una carpeta temporal, la hace fallar con su línea.
@Suite("Portabilidad: lo que no compila en un Mac")
struct PortabilidadTests {
    /// Lanza el guion del kit sobre una carpeta: su código de salida y lo que escribe.
    private static func revisar(_ carpeta: URL) throws -> (codigo: Int32, salida: String) {
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["bash", RaizDelKit.url.appending(path: ".ci/portabilidad").path, carpeta.path]
        let tuberia = Pipe()
        proceso.standardOutput = tuberia
        proceso.standardError = tuberia
        try proceso.run()
        let datos = tuberia.fileHandleForReading.readDataToEndOfFile()
        proceso.waitUntilExit()
        return (proceso.terminationStatus, String(decoding: datos, as: UTF8.self))
    }

    /// Una carpeta con un solo fichero Swift.
    private static func conFichero(_ ruta: String, _ texto: String) throws -> Arena {
        let arena = try Arena(soluciones: [:])
        try arena.escribir(ruta, texto)
        return arena
    }

    @Test func elKitNoTieneNadaQueRompaUnMac() throws {
        let (codigo, salida) = try Self.revisar(RaizDelKit.url)
        #expect(codigo == 0, "Arregla lo que dice .ci/portabilidad:\n\(salida)")
    }

    @Test(arguments: [
        // El Lanzador de antes: en Darwin los tipos de posix_spawn son punteros, y Optional no tiene init().
        ("Sources/Herramienta/Lanzador.swift", """
            #if canImport(Darwin)
            typealias Acciones = posix_spawn_file_actions_t?
            #else
            typealias Acciones = posix_spawn_file_actions_t
            #endif
            func lanzar() { var acciones = Acciones() }
            """, "Sources/Herramienta/Lanzador.swift:6: Acciones() llama al init de un Optional"),
        // NodoXML y InformesDeClaseTests de antes: FoundationXML fuera de su #if.
        ("Tests/Herramienta/NodoXML.swift", "import Foundation\nimport FoundationXML\n#if canImport(FoundationXML)\n#endif\n",
         "Tests/Herramienta/NodoXML.swift:2: import FoundationXML fuera de un #if"),
        ("Solutions/Core/Network/Red.swift", "import FoundationNetworking\n", "Solutions/Core/Network/Red.swift:1: import FoundationNetworking fuera de un #if"),
        ("Sources/Herramienta/Tabla.swift", "let nombres = try? FileManager.default.contentsOfDirectory(atPath: \"/proc\")\n",
         "Sources/Herramienta/Tabla.swift:1: /proc solo existe en Linux"),
        ("Sources/Herramienta/Cerrojo.swift", "#if canImport(Darwin)\nlet tipo = SOCK_STREAM\n#endif\nlet d = socket(AF_UNIX, SOCK_CLOEXEC, 0)\n",
         "Sources/Herramienta/Cerrojo.swift:4: SOCK_CLOEXEC solo existe en Linux"),
        ("Sources/Herramienta/Subreaper.swift", "let f = dlsym(nil, \"x\")\n_ = prctl(36, 1)\n", "Sources/Herramienta/Subreaper.swift:2: prctl solo existe en Linux"),
        ("Tests/Herramienta/Tuberia.swift", "var p: [Int32] = [0, 0]\n_ = pipe2(&p, 0)\n", "Tests/Herramienta/Tuberia.swift:2: pipe2 solo existe en Linux"),
    ])
    func cadaHallazgoDelIssueFallaConSuLinea(_ ruta: String, _ texto: String, _ esperado: String) throws {
        let arena = try Self.conFichero(ruta, texto)

        let (codigo, salida) = try Self.revisar(arena.raiz)

        #expect(codigo == 1, "Con \(ruta) así, la revisión tiene que fallar:\n\(salida)")
        #expect(salida.contains(esperado), "Sin «\(esperado)» en:\n\(salida)")
    }

    @Test func loMismoDentroDeSuIfOEnUnComentarioNoEsUnHallazgo() throws {
        let arena = try Self.conFichero("Sources/Herramienta/Bien.swift", """
            #if canImport(FoundationXML)
            import FoundationXML
            #endif
            #if canImport(Darwin)
            typealias Acciones = posix_spawn_file_actions_t?
            func vacias() -> Acciones { nil }
            #else
            import Glibc
            typealias Acciones = posix_spawn_file_actions_t
            func vacias() -> Acciones { Acciones() }
            #endif
            #if os(Linux)
            let nombres = try? FileManager.default.contentsOfDirectory(atPath: "/proc")   // prctl, pipe2
            #endif
            // En Linux se usaría prctl o SOCK_CLOEXEC; aquí no.
            let prctlMedido = 1
            """)

        let (codigo, salida) = try Self.revisar(arena.raiz)

        #expect(codigo == 0, "\(salida)")
    }
}
