import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion
@testable import HerramientaCalificacion

/// La copia que se compila al calificar con --kit sale entera del kit, salvo lo escrito dentro de las
/// regiones; y prepararla nunca escribe fuera de ella, aunque haya enlaces simbólicos por medio.
@Suite("Restaurador: la copia que se califica")
struct RestauradorTests {
    private let kit: Arena
    private let entrega: Arena
    private let fuera: Arena        // lo que no es ni del kit, ni de la entrega, ni de la copia
    private let copia: URL

    init() throws {
        kit = try Arena()
        try kit.escribir("Tests/Mod/UnoTests.swift", "@Test func uno() { #expect(uno() == 1) }\n")
        try kit.generar()
        entrega = try kit.publicar()
        fuera = try Arena(soluciones: [:])
        copia = kit.raiz.appending(path: ".build/marcador/calificacion/arbol")
    }

    private func restaurar() throws {
        try Restaurador(kit: kit.raiz, catalogo: Catalogo.cargar(raiz: kit.raiz), copia: copia)
            .restaurar(regionesDe: ContenidoDeUnArbol.leer(raiz: entrega.raiz))
    }

    private func leer(_ ruta: String) throws -> String {
        try String(contentsOf: copia.appending(path: ruta), encoding: .utf8)
    }

    private func tipo(_ url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }

    private func enlace(_ url: URL, a destino: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destino)
    }

    /// Cada fichero de una carpeta con su contenido, sin seguir enlaces: para ver que no cambió nada.
    private func instantanea(_ carpeta: URL) -> [String: Data] {
        ContenidoDeUnArbol.leer(raiz: carpeta, ignorando: []).ficheros
    }

    @Test func laCopiaEsElKitConLasRegionesDeLaEntregaYNadaMasDeElla() throws {
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }  // mío")
        try entrega.cambiar("Exercises/Uno.swift", "struct Caja {", por: "struct Caja: Equatable {")
        try entrega.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")
        try entrega.escribir("Package@swift-6.3.swift", "// swift-tools-version: 6.2\n")
        try entrega.escribir("Tests/Mod/.Trampa.swift", "@Test func siempre() {}\n")
        try entrega.escribir("Exercises/Nuevo.swift", "let nuevo = 1\n")
        let entregada = instantanea(entrega.raiz)

        try restaurar()

        let uno = try leer("Exercises/Uno.swift")
        #expect(uno.contains("\nfunc uno() -> Int { 1 }  // mío\n"), "Lo de dentro de la región es de la entrega")
        #expect(uno.contains("\nstruct Caja {\n"), "Lo de fuera de las regiones es del kit")
        #expect(try leer("Tests/Mod/UnoTests.swift") == "@Test func uno() { #expect(uno() == 1) }\n")
        #expect(Arbol.ficheros(en: copia).sorted() == [
            "Exercises/Dos/Dos.swift", "Exercises/Libre.swift", "Exercises/Uno.swift", "Package.swift",
            "Sources/Catalogo/catalogo.json", "Sources/Catalogo/esqueletos.json", "Tests/Mod/UnoTests.swift",
        ], "Lo que hace falta para compilar la publicación: sin Solutions/")
        #expect(!FileManager.default.fileExists(atPath: copia.appending(path: "Tests/Mod/.Trampa.swift").path))
        #expect(instantanea(entrega.raiz) == entregada, "La entrega no se toca")
    }

    /// El ensayo de quien aprende: una división o un local llamado `signal` dejaban la región con su esqueleto
    /// y el paso a 0. Lo que se escribe en una región se compila tal cual; lo juzgan sus pruebas.
    @Test func unaRegionQueDivideYTieneUnLocalSignalSeCompilaTalCual() throws {
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: """
            func uno() -> Int { let signal = 1000 / 4; return signal / 250 }
            """)

        try Restaurador(kit: kit.raiz, catalogo: Catalogo.cargar(raiz: kit.raiz), copia: copia)
            .restaurar(regionesDe: ContenidoDeUnArbol.leer(raiz: entrega.raiz))

        #expect(try leer("Exercises/Uno.swift").contains("func uno() -> Int { let signal = 1000 / 4; return signal / 250 }"),
                "La región de la entrega llega entera a lo que se compila")
    }

    @Test func unSourceLocationEnUnaRegionSeComentaYNoDesviaLosErrores() throws {
        // El ensayo del atacante: `#sourceLocation(file: "/etc/passwd")` y un error de tipos dejaban la
        // entrega entera en «el kit no compila», 0 de 0.
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }",
                            por: "#sourceLocation(file: \"/etc/passwd\", line: 1)\nfunc uno() -> Int { \"0\" }")

        try restaurar()

        #expect(try leer("Exercises/Uno.swift").contains("\n// #sourceLocation (no vale al calificar)(file: \"/etc/passwd\", line: 1)\n"),
                "Dentro de una región, #sourceLocation queda comentado: los errores salen con su ruta de verdad")
    }

    @Test func unFicheroConUnNombreQueNoEsUTF8EnLaCopiaSeBorraYNoDetieneLaCalificacion() throws {
        // Lo deja a veces el compilador al expandir una macro (visto al reproducir el flujo de Classroom), y
        // lo puede dejar una prueba de la entrega: antes, «No he podido preparar la copia», sin informe.
        try restaurar()
        let carpeta = Array(copia.appending(path: "Tests").path.utf8) + [UInt8(ascii: "/")]
        for nombre: [UInt8] in [[0x54, 0x3F, 0x80, 0x5C, 0x05], [0xF3, 0xBB, 0x51]] {
            let ruta = (carpeta + nombre).map { CChar(bitPattern: $0) } + [0]
            let descriptor = open(ruta, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        #expect(try Restaurador.entradas(Array(copia.appending(path: "Tests").path.utf8)).count == 3)

        try restaurar()

        #expect(try Restaurador.entradas(Array(copia.appending(path: "Tests").path.utf8)) == [Array("Mod".utf8)],
                "Solo queda lo del kit: los nombres que no son UTF-8 se borran por sus bytes")
    }

    @Test func unModuloSustituidoLlevaLaSolucionDelKitEnSusRegiones() throws {
        try kit.escribir("Package.swift", """
            let modulosDeLaApp = [
                .init(nombre: "Mod", carpeta: "Dos", dependencias: []),
            ]

            """)
        try kit.generar()
        try entrega.cambiar("Exercises/Dos/Dos.swift", "static let valor = 0", por: "static let valor: Int = \"roto\"")
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }  // mío")

        try Restaurador(kit: kit.raiz, catalogo: Catalogo.cargar(raiz: kit.raiz), copia: copia)
            .restaurar(regionesDe: ContenidoDeUnArbol.leer(raiz: entrega.raiz), sustituidos: ["Mod"])

        let dos = try leer("Exercises/Dos/Dos.swift")
        #expect(dos.contains("\n    static let valor = 2\n") && !dos.contains("roto"), "Dos/ es del módulo roto: lleva la solución")
        #expect(try leer("Exercises/Uno.swift").contains("func uno() -> Int { 1 }  // mío"), "Uno.swift no es de ese módulo")
    }

    @Test func losEnlacesDeLaEntregaNoSeSiguenNiSeEscribeATravesDeEllos() throws {
        // Fuera, un Uno.swift resuelto y unas pruebas que siempre pasan: si se siguieran los enlaces, contarían.
        try fuera.escribir("resuelto.swift", try kit.leer("Exercises/Uno.swift").replacingOccurrences(of: "{ 0 }", with: "{ 1 }"))
        try fuera.escribir("pruebas.swift", "@Test func siempre() {}\n")
        try fuera.escribir("Dos/Dos.swift", "enum Dos { static let valor = 2 }\n")
        try enlace(entrega.raiz.appending(path: "Exercises/Uno.swift"), a: fuera.raiz.appending(path: "resuelto.swift"))
        try enlace(entrega.raiz.appending(path: "Tests/Mod/UnoTests.swift"), a: fuera.raiz.appending(path: "pruebas.swift"))
        try enlace(entrega.raiz.appending(path: "Exercises/Dos"), a: fuera.raiz.appending(path: "Dos"))
        let antes = instantanea(fuera.raiz)

        try restaurar()

        #expect(try leer("Exercises/Uno.swift") == (try kit.leer("Exercises/Uno.swift")), "Sin el fichero, la región se queda con el esqueleto")
        #expect(try leer("Exercises/Dos/Dos.swift") == (try kit.leer("Exercises/Dos/Dos.swift")))
        #expect(try leer("Tests/Mod/UnoTests.swift") == "@Test func uno() { #expect(uno() == 1) }\n")
        #expect(instantanea(fuera.raiz) == antes, "Nada de fuera se ha escrito")
        for ruta in ["Exercises/Uno.swift", "Exercises/Dos/Dos.swift", "Tests/Mod/UnoTests.swift"] {
            #expect(tipo(copia.appending(path: ruta)) == .typeRegular, "\(ruta) tiene que ser un fichero de la copia, no un enlace")
        }
    }

    @Test func losEnlacesQueDejoEnLaCopiaUnaEntregaAnteriorSeQuitanSinEscribirATravesDeEllos() throws {
        try restaurar()
        // Lo que podría dejar el código de una entrega al ejecutarse en la copia.
        try fuera.escribir("victima.swift", "// no me toques\n")
        try fuera.escribir("carpeta/victima.swift", "// a mí tampoco\n")
        try enlace(copia.appending(path: "Tests/Mod/UnoTests.swift"), a: fuera.raiz.appending(path: "victima.swift"))
        try enlace(copia.appending(path: "Exercises/Dos"), a: fuera.raiz.appending(path: "carpeta"))
        try enlace(copia.appending(path: ".build"), a: fuera.raiz.appending(path: "carpeta"))
        let antes = instantanea(fuera.raiz)

        try restaurar()

        #expect(instantanea(fuera.raiz) == antes, "Nada de fuera se ha escrito ni borrado")
        #expect(try leer("Tests/Mod/UnoTests.swift") == "@Test func uno() { #expect(uno() == 1) }\n")
        #expect(tipo(copia.appending(path: "Tests/Mod/UnoTests.swift")) == .typeRegular)
        #expect(tipo(copia.appending(path: "Exercises/Dos")) == .typeDirectory)
        #expect(tipo(copia.appending(path: ".build")) == nil, "Un .build que es un enlace se quita: SwiftPM escribiría a través de él")
    }

    @Test func laCopiaEnElBuildDelKitNoSeCreaATravesDeUnEnlace() throws {
        try fuera.escribir("marcador/nada", "")
        try FileManager.default.createDirectory(at: kit.raiz.appending(path: ".build"), withIntermediateDirectories: true)
        try enlace(kit.raiz.appending(path: ".build/marcador"), a: fuera.raiz.appending(path: "marcador"))

        try restaurar()

        #expect(instantanea(fuera.raiz).keys.sorted() == ["Package.swift", "Sources/Catalogo/catalogo.json", "marcador/nada"])
        #expect(tipo(kit.raiz.appending(path: ".build/marcador")) == .typeDirectory)
    }

    @Test func soloReescribeLoQueCambiaYConservaLaCompilacionAnterior() throws {
        try restaurar()
        try FileManager.default.createDirectory(at: copia.appending(path: ".build/debug"), withIntermediateDirectories: true)
        try Data("objeto".utf8).write(to: copia.appending(path: ".build/debug/Mod.o"))
        let fecha = { (ruta: String) in
            try FileManager.default.attributesOfItem(atPath: self.copia.appending(path: ruta).path)[.modificationDate] as? Date
        }
        let dosAntes = try fecha("Exercises/Dos/Dos.swift")
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }")

        try restaurar()

        #expect(try fecha("Exercises/Dos/Dos.swift") == dosAntes, "Un fichero que no cambia conserva su fecha: si no, todo se recompilaría")
        #expect(try leer("Exercises/Uno.swift").contains("func uno() -> Int { 1 }"))
        #expect(try leer(".build/debug/Mod.o") == "objeto")
    }
}
