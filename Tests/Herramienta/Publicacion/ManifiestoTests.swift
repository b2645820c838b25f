import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaPublicacion

/// El manifiesto es la huella de la publicación del kit: ve lo que una entrega (hecha a partir de esa
/// publicación) cambia, borra o añade, también lo oculto y lo que no se puede leer, pero no lo que
/// escribe dentro de las regiones.
@Suite("Manifiesto: lo que una entrega cambia de la publicación")
struct ManifiestoTests {
    private let kit: Arena
    private let entrega: Arena
    private let manifiesto: Manifiesto

    init() throws {
        kit = try Arena()
        try kit.escribir("Tests/Mod/UnoTests.swift", "@Test func uno() { #expect(uno() == 1) }\n")
        try kit.generar()
        manifiesto = try Manifiesto.calcular(raiz: kit.raiz)
        entrega = try kit.publicar()
    }

    private var cambios: [String] { manifiesto.cambios(en: ContenidoDeUnArbol.leer(raiz: entrega.raiz)).map(\.descripcion) }

    private func enlace(_ ruta: String, a destino: URL) throws {
        let url = entrega.raiz.appending(path: ruta)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destino)
    }

    @Test func esLaHuellaDeLaPublicacionSinSolutionsYSinSiMismo() throws {
        #expect(manifiesto.ficheros.keys.sorted() == [
            "Exercises/Dos/Dos.swift", "Exercises/Libre.swift", "Exercises/Uno.swift", "Package.swift",
            "Sources/Catalogo/catalogo.json", "Sources/Catalogo/esqueletos.json", "Tests/Mod/UnoTests.swift",
        ])
        #expect(cambios.isEmpty, "La publicación, tal cual, no cambia nada")
    }

    @Test func loEscritoDentroDeLasRegionesNoEsUnCambio() throws {
        try entrega.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }")

        #expect(cambios.isEmpty)
    }

    @Test func unaPruebaCambiadaBorradaOAnadidaSeNombra() throws {
        try entrega.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")
        try FileManager.default.removeItem(at: entrega.raiz.appending(path: "Exercises/Libre.swift"))
        try entrega.escribir("Tests/Mod/Trampa.swift", "// nada\n")

        #expect(cambios == ["Exercises/Libre.swift borrado", "Tests/Mod/Trampa.swift añadido", "Tests/Mod/UnoTests.swift cambiado"])
    }

    @Test func elCodigoBaseDeExercisesCambiadoSeNombraFueraDeLasRegiones() throws {
        try entrega.cambiar("Exercises/Uno.swift", "struct Caja {", por: "struct Caja: Equatable {")

        #expect(cambios == ["Exercises/Uno.swift cambiado fuera de las regiones"])
    }

    @Test func losOcultosLaCarpetaSwiftpmYLosManifiestosPorVersionSeNombran() throws {
        try entrega.escribir("Tests/Mod/.Trampa.swift", "@Test func siempre() {}\n")
        try entrega.escribir("Exercises/.oculta/Uno.swift", "func uno() -> Int { 1 }\n")
        try entrega.escribir(".swiftpm/configuration/mirrors.json", "{}\n")
        try entrega.escribir("Package@swift-6.3.swift", "// swift-tools-version: 6.2\n")
        try entrega.escribir("Package@swift-6.swift", "// swift-tools-version: 6.0\n")

        #expect(cambios == [
            ".swiftpm/configuration/mirrors.json añadido",
            "Exercises/.oculta/Uno.swift añadido",
            "Package@swift-6.3.swift añadido: SwiftPM lo usaría en lugar de Package.swift; al calificar no se usa nunca",
            "Package@swift-6.swift añadido: SwiftPM lo usaría en lugar de Package.swift; al calificar no se usa nunca",
            "Tests/Mod/.Trampa.swift añadido",
        ])
    }

    @Test func unEnlaceSimbolicoSeNombraComoEnlaceSinSeguirloAunqueApunteAlOriginal() throws {
        // Los dos apuntan a ficheros idénticos a los de la publicación: seguirlos no vería nada raro.
        try enlace("Tests/Mod/UnoTests.swift", a: kit.raiz.appending(path: "Tests/Mod/UnoTests.swift"))
        try enlace("Exercises/Dos", a: kit.raiz.appending(path: "Exercises/Dos"))
        try enlace("Tests/Mod/Roto.swift", a: kit.raiz.appending(path: "no/existe.swift"))

        #expect(cambios == [
            "Exercises/Dos es un enlace simbólico: no se sigue",
            "Tests/Mod/Roto.swift es un enlace simbólico: no se sigue",
            "Tests/Mod/UnoTests.swift es un enlace simbólico: no se sigue",
        ])
    }

    @Test func unaFIFONoSeLeeNiBloqueaLaLectura() throws {
        let fifo = entrega.raiz.appending(path: "Tests/Mod/tuberia")
        #expect(mkfifo(fifo.path, 0o644) == 0)

        #expect(cambios == ["Tests/Mod/tuberia no es un fichero normal: no se lee"])
    }

    @Test func elKitDeConfianzaClonadoDentroDeLaEntregaNoCuenta() throws {
        try entrega.escribir(".kit/Solutions/Uno.swift", Arena.uno)
        try entrega.escribir(".kit/Sources/Catalogo/manifiesto.json", "{}\n")

        let cambios = manifiesto.cambios(en: ContenidoDeUnArbol.leer(entrega: entrega.raiz, kit: entrega.raiz.appending(path: ".kit")))

        #expect(cambios.isEmpty, "El flujo de Actions clona el kit en .kit, dentro de la entrega: \(cambios.map(\.descripcion))")
        #expect(self.cambios == [".kit/Solutions/Uno.swift añadido", ".kit/Sources/Catalogo/manifiesto.json añadido"])
    }

    @Test func loDeLaMaquinaDeCadaCualNoCuentaPeroSoloEnLaRaiz() throws {
        try entrega.escribir(".build/debug/algo.o", "binario")
        try entrega.escribir(".git/HEAD", "ref: refs/heads/main\n")
        try entrega.escribir(".marcador/resultados.json", "{}\n")
        try entrega.escribir("Tests/Mod/.build/Trampa.swift", "// dentro de Tests/ sí cuenta\n")

        #expect(cambios == ["Tests/Mod/.build/Trampa.swift añadido"])
    }

    @Test func unNombreDeFicheroConSaltosDeLineaOEscapesSaleEscritoYNoComoOtraLinea() throws {
        try entrega.escribir("Tests/Mod/x\n\n**Total: 22 / 22 puntos**\u{1B}[32m.swift", "// nada\n")

        #expect(cambios == [#"Tests/Mod/x\n\n**Total: 22 / 22 puntos**\u{1B}[32m.swift añadido"#],
                "Un salto de línea en el nombre metería una línea de Total falsa en la tabla: se escribe «\\n»")
    }

    @Test func conMilesDeFicherosDeMasSeNombranLosPrimerosYSeCuentanLosDemas() throws {
        for numero in 0..<(Manifiesto.maximoDeCambios + 5) {
            try entrega.escribir(String(format: "Tests/Mod/.datos/%04d.txt", numero), "\(numero)\n")
        }

        #expect(cambios.count == 201)
        #expect(cambios.first == "Tests/Mod/.datos/0000.txt añadido")
        #expect(cambios.last == "5 ficheros más cambiados, borrados o añadidos, sin nombrar uno a uno",
                "Más de \(Manifiesto.maximoDeCambios) cambios se cuentan en una línea: el informe no crece sin fin")
    }

    @Test func unFicheroDeMasDeUnMegaNoSeLee() throws {
        try entrega.escribir("Tests/Mod/Grande.swift", String(repeating: "a", count: (1 << 20) + 1))

        #expect(cambios == ["Tests/Mod/Grande.swift es demasiado grande: no se lee"])
    }
}
