import Foundation
import Testing
@testable import MarcadorHerramientas

/// El manifiesto ve lo que una entrega cambia del kit, pero no lo que escribe dentro de las regiones;
/// el restaurador devuelve la base de Exercises/ conservando esas regiones, y solo en la copia.
@Suite("Manifiesto del kit")
struct ManifiestoTests {
    private let arena: Arena
    private let manifiesto: Manifiesto

    init() throws {
        arena = try Arena()
        try arena.generar()
        try arena.escribir("Tests/Mod/UnoTests.swift", "@Test func uno() { #expect(uno() == 1) }\n")
        manifiesto = Manifiesto.calcular(raiz: arena.raiz)
    }

    private var cambios: [CambioDelKit] { manifiesto.cambios(en: Manifiesto.calcular(raiz: arena.raiz)) }

    @Test func cuentaElKitYNoSeCuentaASiMismo() throws {
        #expect(manifiesto.ficheros.keys.sorted() == [
            "Exercises/Dos/Dos.swift", "Exercises/Libre.swift", "Exercises/Uno.swift", "Package.swift",
            "Solutions/Dos/Dos.swift", "Solutions/Libre.swift", "Solutions/Uno.swift",
            "Sources/Catalogo/catalogo.json", "Tests/Mod/UnoTests.swift",
        ])
        try arena.escribir(Manifiesto.ruta, manifiesto.datos())
        #expect(cambios.isEmpty)
    }

    @Test func loEscritoDentroDeLasRegionesNoEsUnCambio() throws {
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }")

        #expect(cambios.isEmpty)
    }

    @Test func unaPruebaCambiadaBorradaOAnadidaSeNombra() throws {
        try arena.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")
        try FileManager.default.removeItem(at: arena.raiz.appending(path: "Solutions/Libre.swift"))
        try arena.escribir("Tests/Mod/Trampa.swift", "// nada\n")

        #expect(cambios == [
            CambioDelKit(ruta: "Solutions/Libre.swift", tipo: .borrado),
            CambioDelKit(ruta: "Tests/Mod/Trampa.swift", tipo: .anadido),
            CambioDelKit(ruta: "Tests/Mod/UnoTests.swift", tipo: .cambiado),
        ])
    }

    @Test func elCodigoBaseDeExercisesCambiadoSeNombraFueraDeLasRegiones() throws {
        try arena.cambiar("Exercises/Uno.swift", "struct Caja {", por: "struct Caja: Equatable {")

        #expect(cambios.map(\.descripcion) == ["Exercises/Uno.swift cambiado fuera de las regiones"])
    }

    @Test func elRestauradorDevuelveLaBaseConLasRegionesDeQuienAprendeYSoloEnLaCopia() throws {
        try arena.cambiar("Exercises/Uno.swift", "func uno() -> Int { 0 }", por: "func uno() -> Int { 1 }")
        try arena.cambiar("Exercises/Uno.swift", "struct Caja {", por: "struct Caja: Equatable {")
        let entregado = try arena.leer("Exercises/Uno.swift")
        let copia = CarpetaDeTrabajo.base.appending(path: "restaurada-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copia) }

        try Restaurador(entrega: arena.raiz, copia: copia, manifiesto: manifiesto).restaurar(cambios)

        let restaurado = try String(contentsOf: copia.appending(path: "Exercises/Uno.swift"), encoding: .utf8)
        #expect(restaurado.contains("struct Caja {"))
        #expect(restaurado.contains("\nfunc uno() -> Int { 1 }\n"))
        #expect(manifiesto.cambios(en: Manifiesto.calcular(raiz: copia)).isEmpty)
        #expect(try arena.leer("Exercises/Uno.swift") == entregado)
    }

    @Test func conUnKitDeConfianzaLaPruebaCambiadaSaleDeEseKit() throws {
        let kit = CarpetaDeTrabajo.base.appending(path: "kit-\(UUID().uuidString)")
        let copia = CarpetaDeTrabajo.base.appending(path: "restaurada-\(UUID().uuidString)")
        defer { [kit, copia].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.copyItem(at: arena.raiz, to: kit)
        try arena.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")

        try Restaurador(entrega: arena.raiz, copia: copia, manifiesto: manifiesto, kit: kit).restaurar(cambios)

        #expect(try String(contentsOf: copia.appending(path: "Tests/Mod/UnoTests.swift"), encoding: .utf8)
            == "@Test func uno() { #expect(uno() == 1) }\n", "La prueba de la copia tiene que ser la del kit de confianza")
        #expect(try arena.leer("Tests/Mod/UnoTests.swift").contains("== uno()"), "La entrega no se toca")
    }

    @Test func unKitDeConfianzaQueNoCasaConSuManifiestoSeNiegaARestaurar() throws {
        let kit = CarpetaDeTrabajo.base.appending(path: "kit-\(UUID().uuidString)")
        let copia = CarpetaDeTrabajo.base.appending(path: "restaurada-\(UUID().uuidString)")
        defer { [kit, copia].forEach { try? FileManager.default.removeItem(at: $0) } }
        try arena.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")
        try FileManager.default.copyItem(at: arena.raiz, to: kit)     // un «kit» con la prueba cambiada

        #expect {
            try Restaurador(entrega: arena.raiz, copia: copia, manifiesto: manifiesto, kit: kit).restaurar(cambios)
        } throws: { error in
            (error as? ErrorDeLaHerramienta)?.mensaje.contains("--kit") == true
        }
    }

    @Test func sinHistorialDeGitUnaPruebaCambiadaNoSePuedeRestaurar() throws {
        try arena.cambiar("Tests/Mod/UnoTests.swift", "== 1", por: "== uno()")
        let copia = CarpetaDeTrabajo.base.appending(path: "restaurada-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copia) }

        #expect {
            try Restaurador(entrega: arena.raiz, copia: copia, manifiesto: manifiesto).restaurar(cambios)
        } throws: { error in
            (error as? ErrorDeLaHerramienta)?.mensaje.contains("fetch-depth: 0") == true
        }
    }
}
