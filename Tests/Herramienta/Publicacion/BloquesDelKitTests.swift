import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

/// Los bloques «SOLO EN EL KIT» de Package.swift y de la documentación: fuera de la publicación, y una
/// marca mal puesta es un error con su línea, nunca un bloque que se cuela.
@Suite("Bloques «SOLO EN EL KIT»")
struct BloquesDelKitTests {
    private func quitar(_ texto: String, ruta: String = "Package.swift") throws(ErrorDeLaHerramienta) -> String {
        try BloquesDelKit.quitar(texto.components(separatedBy: "\n"), ruta: ruta).joined(separator: "\n")
    }

    @Test func enSwiftElBloqueSeCambiaPorLoQueTraeComentadoConSuSangria() throws {
        let texto = "a\n  // MARK: SOLO EN EL KIT\n  kit()\n  // MARK: EN LA PUBLICACIÓN\n  // publicacion()\n  //\n  // MARK: FIN SOLO EN EL KIT\nb"

        #expect(try quitar(texto) == "a\n  publicacion()\n\nb")
    }

    @Test func enMarkdownElBloqueDesaparece() throws {
        #expect(try quitar("a\n<!-- SOLO EN EL KIT -->\nkit\n<!-- FIN SOLO EN EL KIT -->\nb", ruta: "docs/guia.md") == "a\nb")
    }

    @Test func elCodigoDeLaHerramientaNoSeToca() throws {
        let texto = "let inicio = \"// MARK: SOLO EN EL KIT\"\n// MARK: SOLO EN EL KIT"
        #expect(try quitar(texto, ruta: "Sources/Herramienta/Publicacion/BloquesDelKit.swift") == texto)
    }

    @Test func laGuiaDeInstructoresEnsenaLasMarcasTalCualSon() throws {
        let guia = try String(contentsOf: RaizDelKit.url.appending(path: "docs/instructores.md"), encoding: .utf8)
        for marca in [BloquesDelKit.swift.inicio, BloquesDelKit.swift.alternativa, BloquesDelKit.swift.fin,
                      BloquesDelKit.markdown.inicio, BloquesDelKit.markdown.fin].compactMap({ $0 }) {
            #expect(guia.contains(marca), "docs/instructores.md no menciona «\(marca)»")
        }
    }

    /// SwiftPM enseña los avisos del manifiesto a quien aprende en su primer `swift run marcador`: el de la
    /// publicación, ya sin los bloques del kit, no puede traer ninguno (un `var` que solo cambiaba el kit, p. ej.).
    @Test func elPackageSwiftDeLaPublicacionSeEvaluaSinAvisos() throws {
        let arena = try Arena(soluciones: [:])
        let kit = try String(contentsOf: RaizDelKit.url.appending(path: "Package.swift"), encoding: .utf8)
        try arena.escribir("Package.swift", try quitar(kit))
        let proceso = Process()
        let salida = Pipe()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["swift", "package", "--scratch-path", arena.raiz.appending(path: ".build").path, "--manifest-cache", "none", "dump-package"]
        proceso.currentDirectoryURL = arena.raiz
        proceso.standardOutput = FileHandle.nullDevice
        proceso.standardError = salida
        try proceso.run()
        let dicho = String(decoding: salida.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        proceso.waitUntilExit()
        #expect(proceso.terminationStatus == 0, "El Package.swift de la publicación no se evalúa:\n\(dicho)")
        #expect(!dicho.contains("warning:"), "El Package.swift de la publicación da avisos a quien aprende:\n\(dicho)")
    }

    @Test(arguments: [
        ("// MARK: SOLO EN EL KIT\nkit()", "Package.swift:1: bloque «SOLO EN EL KIT» sin cerrar"),
        ("// MARK: SOLO EN EL KIT\n// MARK: SOLO EN EL KIT", "Package.swift:2: un bloque «SOLO EN EL KIT» dentro de otro, el de la línea 1"),
        ("// MARK: FIN SOLO EN EL KIT", "Package.swift:1: «FIN SOLO EN EL KIT» sin su «SOLO EN EL KIT»"),
        ("// MARK: EN LA PUBLICACIÓN", "Package.swift:1: «EN LA PUBLICACIÓN» fuera de un bloque «SOLO EN EL KIT»"),
        ("// MARK: SOLO EN EL KIT\n// MARK: EN LA PUBLICACIÓN\nsinComentar()\n// MARK: FIN SOLO EN EL KIT",
         "Package.swift:3: tras «EN LA PUBLICACIÓN», cada línea va comentada con //"),
        ("// MARK: SOLO EN EL KIT\n// MARK: FIN SOLO EN KIT",
         "Package.swift:2: marca de bloque mal escrita; las buenas son «// MARK: SOLO EN EL KIT» y «// MARK: FIN SOLO EN EL KIT»"),
    ])
    func unaMarcaFueraDeSitioEsUnErrorConSuLinea(_ texto: String, _ mensaje: String) {
        #expect(throws: ErrorDeLaHerramienta.entorno(mensaje)) { try quitar(texto) }
    }
}
