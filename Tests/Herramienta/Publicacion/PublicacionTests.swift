import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

/// `marcador publicar`: el repositorio de quien aprende, sin soluciones ni nada del instructor, igual cada
/// vez, y con lo necesario para que sus órdenes (reiniciar incluida) sigan funcionando.
@Suite("publicar: la copia de quien aprende")
struct PublicacionTests {
    static let paquete = """
        // swift-tools-version: 6.2
        // MARK: SOLO EN EL KIT
        let eleccion = Context.environment["MARCADOR"] ?? ""
        func arbol(de modulo: String) -> String { eleccion == "soluciones" ? "Solutions" : "Exercises" }
        // MARK: EN LA PUBLICACIÓN
        // func arbol(de modulo: String) -> String { "Exercises" }
        //
        // MARK: FIN SOLO EN EL KIT
        let modulos = ["Mod"]

        """

    private let kit: Arena

    init() throws {
        kit = try Arena()
        try kit.escribir("Package.swift", Self.paquete)
        try kit.escribir("Tests/Mod/UnoTests.swift", "@Test func uno() { #expect(uno() == 1) }\n")
        try kit.escribir("Tests/Herramienta/Autoria/GeneradorTests.swift", "// lee Solutions/\n")
        try kit.escribir("Sources/Herramienta/Calificacion/Calificador.swift", "// califica\n")
        try kit.escribir("Sources/Herramienta/Aprendiz/Comprobar.swift", "// comprueba\n")
        try kit.escribir("docs/aprendices.md", "# Guía\n<!-- SOLO EN EL KIT -->\n## Ver la solución\nEn Solutions/.\n<!-- FIN SOLO EN EL KIT -->\nFin.\n")
        try kit.escribir("docs/publicacion/README.md", "# Para quien aprende\nswift run marcador\n")
        try kit.escribir("docs/instructores.md", "# Solo para instructores\n")
        try kit.escribir("docs/publicacion/comprobar.yml", "name: Comprobar\n")
        try kit.escribir("README.md", "# El kit\nMARCADOR=soluciones swift test\n")
        try kit.escribir(".ci/run", "#!/usr/bin/env bash\n")
        try kit.escribir("Mutantes/leccion-a-1.swift", "enum Dos {\n    static let valor = 2\n}\n")   // trae soluciones
        try kit.generar()
    }

    private func publicacion() throws -> Publicacion {
        try Publicacion(kit: kit.raiz, catalogo: Catalogo.cargar(raiz: kit.raiz))
    }

    @Test func publicaLosEsqueletosYLoDeQuienAprendeYNadaDelInstructor() throws {
        let ficheros = try publicacion().ficheros

        #expect(ficheros.keys.sorted() == [
            ".github/workflows/comprobar.yml", "Exercises/Dos/Dos.swift", "Exercises/Libre.swift", "Exercises/Uno.swift",
            "Package.swift", "README.md", "Sources/Catalogo/catalogo.json", "Sources/Catalogo/esqueletos.json",
            "Sources/Herramienta/Aprendiz/Comprobar.swift", "Tests/Mod/UnoTests.swift", "docs/aprendices.md",
        ], "de la herramienta, solo los módulos de quien aprende, y ninguna de sus pruebas")
        #expect(ficheros["Exercises/Uno.swift"]?.datos == (try kit.datos("Exercises/Uno.swift")), "Exercises/ es el que genera el kit")
        #expect(ficheros["README.md"]?.datos == Data("# Para quien aprende\nswift run marcador\n".utf8))
    }

    @Test func packageSwiftYLaGuiaPierdenLoQueEsSoloDelKit() throws {
        let ficheros = try publicacion().ficheros
        let paquete = String(decoding: try #require(ficheros["Package.swift"]).datos, as: UTF8.self)

        #expect(paquete == """
            // swift-tools-version: 6.2
            func arbol(de modulo: String) -> String { "Exercises" }

            let modulos = ["Mod"]

            """, "Package.swift de la publicación no puede elegir Solutions/")
        #expect(ficheros["docs/aprendices.md"]?.datos == Data("# Guía\nFin.\n".utf8))
    }

    @Test func losEsqueletosVanSinLaSolucion() throws {
        let esqueletos = try JSONDecoder().decode(Esqueletos.self, from: try #require(try publicacion().ficheros[Esqueletos.ruta]).datos)

        #expect(esqueletos.ficheros["Uno.swift"] == [
            .init(paso: "leccion-a/1", sangria: "", esqueleto: ["func uno() -> Int { 0 }"]),
            .init(paso: "leccion-a/2.1", sangria: "    ", esqueleto: ["    func dos() -> Int {", "", "        0", "    }"]),
        ])
        #expect(esqueletos.ficheros["Libre.swift"] == nil)
    }

    @Test func esDeterminista() throws {
        let primera = try kit.publicar()
        let segunda = try kit.publicar()

        let leer = { (arena: Arena) in ContenidoDeUnArbol.leer(raiz: arena.raiz, ignorando: []).ficheros }
        #expect(leer(primera) == leer(segunda))
        #expect(leer(primera).count == 11)
    }

    @Test func noPisaUnDestinoQueExisteYNoEsUnaCarpetaVacia() throws {
        let destino = try Arena(soluciones: [:])     // una carpeta con algo dentro
        let antes = try destino.datos("Package.swift")

        #expect(throws: ErrorDeLaHerramienta.self) { try publicacion().escribir(en: destino.raiz) }
        #expect(throws: ErrorDeLaHerramienta.self) { try publicacion().escribir(en: destino.raiz.appending(path: "Package.swift")) }
        #expect(try destino.datos("Package.swift") == antes)

        let vacia = destino.raiz.appending(path: "vacia")
        try FileManager.default.createDirectory(at: vacia, withIntermediateDirectories: true)
        try publicacion().escribir(en: vacia)
        #expect(FileManager.default.fileExists(atPath: vacia.appending(path: "Exercises/Uno.swift").path))
    }

    @Test func unaMarcaDeBloqueRotaEnPackageSwiftImpidePublicar() throws {
        try kit.cambiar("Package.swift", "// MARK: FIN SOLO EN EL KIT", por: "// MARK: FIN SOLO EN KIT")

        #expect(throws: ErrorDeLaHerramienta.self) { try publicacion() }
    }

    @Test func reiniciarEnLaPublicacionSacaElEsqueletoDeEsqueletosJSON() throws {
        let publicada = try kit.publicar()
        let original = try publicada.leer("Exercises/Uno.swift")
        try publicada.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }")
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["reiniciar", "leccion-a/1", "--si"], ordenes: ordenesDeEstasPruebas, directorio: publicada.raiz, consola: consola.consola)

        #expect(codigo == 0, "\(consola.todo)")
        #expect(try publicada.leer("Exercises/Uno.swift") == original)
    }

    @Test(arguments: [["generar"], ["verificar"], ["resolver", "leccion-a/1", "--si"], ["publicar", "../otra"], ["calificar"], ["clase", "a"]])
    func lasOrdenesDelInstructorNoExistenEnLaHerramientaDeLaPublicacion(_ argumentos: [String]) throws {
        let publicada = try kit.publicar()
        let antes = ContenidoDeUnArbol.leer(raiz: publicada.raiz).ficheros
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: publicada.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores.first == "No conozco la orden «\(argumentos[0])».", "\(consola.todo)")
        #expect(consola.errores.last?.contains("  comprobar [lección|paso]") == true, "el uso dice las órdenes que sí hay")
        #expect(ContenidoDeUnArbol.leer(raiz: publicada.raiz).ficheros == antes)
    }

    @Test func unaLineaQueSoloEstaEnUnaSolucionEsUnaFuga() throws {
        let publicacion = try publicacion()
        let lineas = LineasDeSolucion(kit: kit.raiz, publicacion: publicacion)
        var ficheros = publicacion.ficheros.mapValues(\.datos)
        #expect(lineas.fugas(en: ficheros).isEmpty)

        // Lo que pasaría si se publicara el Exercises/ de un kit en el que alguien hizo `resolver`. Que la
        // línea también esté en Mutantes/, que no se publica, no la salva.
        ficheros["Exercises/Dos/Dos.swift"] = Data(Arena.dos.utf8)

        #expect(lineas.fugas(en: ficheros) == ["Exercises/Dos/Dos.swift:3: static let valor = 2"])
    }
}
