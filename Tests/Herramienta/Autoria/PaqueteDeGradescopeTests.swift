import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria

/// `publicar --gradescope F.zip`: el autograder de Gradescope, con setup.sh y run_autograder en la raíz del ZIP
/// y el kit en kit/, solo fuentes.
@Suite("El autograder de Gradescope: publicar --gradescope")
struct PaqueteDeGradescopeTests {
    /// Un kit de juguete con sus dos guiones, una compilación, un historial, un enlace y un guion ejecutable.
    private static func kit() throws -> Arena {
        let arena = try Arena()
        try arena.escribir("docs/gradescope/setup.sh", "#!/usr/bin/env bash\necho instalar\n")
        try arena.escribir("docs/gradescope/run_autograder", "#!/usr/bin/env bash\necho calificar\n")
        try arena.escribir(".gitignore", ".build/\n")
        try arena.escribir(".build/debug/marcador", "binario")
        try arena.escribir(".git/config", "[core]")
        try arena.escribir("Tests/Lib/.build/x", "una compilación anidada")
        try arena.escribir(".ci/run", "#!/usr/bin/env bash\n")
        chmod(arena.raiz.appending(path: ".ci/run").path, 0o755)
        try FileManager.default.createSymbolicLink(atPath: arena.raiz.appending(path: "fuera").path, withDestinationPath: "/etc")
        return arena
    }

    private static func publicar(_ arena: Arena, _ argumentos: [String]) throws -> (codigo: Int32, consola: ConsolaDePrueba, zip: LectorZip?) {
        let consola = ConsolaDePrueba()
        let codigo = Herramienta.ejecutar(["publicar"] + argumentos, ordenes: ordenesDeEstasPruebas, directorio: arena.raiz, consola: consola.consola)
        let zip = try? LectorZip(Data(contentsOf: arena.raiz.appending(path: "autograder.zip")))
        return (codigo, consola, zip)
    }

    @Test func elZipLlevaLosDosGuionesEnSuRaizYElKitSinGitNiBuild() throws {
        let arena = try Self.kit()

        let (codigo, consola, zip) = try Self.publicar(arena, ["--gradescope", "autograder.zip"])

        #expect(codigo == 0, "\(consola.todo)")
        let lector = try #require(zip)
        #expect(lector.entradas.map(\.ruta) == [
            "kit/.ci/run", "kit/.gitignore", "kit/Package.swift", "kit/Solutions/Dos/Dos.swift", "kit/Solutions/Libre.swift",
            "kit/Solutions/Uno.swift", "kit/Sources/Catalogo/catalogo.json",
            "kit/docs/gradescope/run_autograder", "kit/docs/gradescope/setup.sh", "run_autograder", "setup.sh",
        ], "Sin .git, .build (tampoco anidado), el enlace ni el propio ZIP, que está dentro del kit")
        #expect(lector["setup.sh"]?.datos == Data("#!/usr/bin/env bash\necho instalar\n".utf8))
        #expect(lector["run_autograder"]?.modo == 0o100755 && lector["setup.sh"]?.modo == 0o100755, "Los dos guiones, ejecutables")
        #expect(lector["kit/.ci/run"]?.modo == 0o100755 && lector["kit/Package.swift"]?.modo == 0o100644, "El kit conserva el bit de ejecución")
        #expect(lector["lecciones"] == nil, "Sin --leccion, todas: no hay fichero de lecciones")
    }

    @Test func conLeccionElZipLlevaElFicheroDeLecciones() throws {
        let arena = try Self.kit()

        let (codigo, consola, zip) = try Self.publicar(arena, ["--gradescope", "autograder.zip", "--leccion", "leccion-a"])

        #expect(codigo == 0, "\(consola.todo)")
        #expect(zip?["lecciones"]?.datos == Data("leccion-a\n".utf8))
    }

    @Test func conUnaLeccionQueNoExisteNoEscribeNadaYSaleConDos() throws {
        let arena = try Self.kit()

        let (codigo, consola, zip) = try Self.publicar(arena, ["--gradescope", "autograder.zip", "--leccion", "otra"])

        #expect(codigo == 2)
        #expect(zip == nil)
        #expect(consola.errores.first == "No hay ninguna lección «otra» en el catálogo. Las lecciones que se califican por separado: leccion-a.")
    }

    @Test func sinLosGuionesDelKitLoDiceYSaleConDos() throws {
        let arena = try Arena()

        let (codigo, consola, zip) = try Self.publicar(arena, ["--gradescope", "autograder.zip"])

        #expect(codigo == 2 && zip == nil)
        #expect(consola.errores.first == "Falta docs/gradescope/setup.sh en el kit: es el setup.sh del autograder de Gradescope.")
    }

    @Test func elMismoKitDaElMismoZipByteABytePorqueLaFechaEsFija() throws {
        let arena = try Self.kit()

        let primero = try ArchivoZip.datosDe(PaqueteDeGradescope(kit: arena.raiz, seleccion: .todas))
        let segundo = try ArchivoZip.datosDe(PaqueteDeGradescope(kit: arena.raiz, seleccion: .todas))

        #expect(primero == segundo)
    }

    @Test func elCRCEsElDeZip() {
        #expect(CRC32.de(Array("123456789".utf8)) == 0xCBF4_3926, "El valor de control del CRC-32 de IEEE")
        #expect(CRC32.de([UInt8]()) == 0)
    }
}

private extension ArchivoZip {
    static func datosDe(_ paquete: PaqueteDeGradescope) throws -> Data { try paquete.archivo().datos() }
}
