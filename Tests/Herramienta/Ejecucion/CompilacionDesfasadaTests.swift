import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

/// Una carpeta `.build/debug` de juguete, con la forma de la de SwiftPM 6.3 en Linux: por módulo, su
/// `<Modulo>.build/` con un `.d` por fichero, `sources`, `primary.priors` y los `.swiftdeps`, y las
/// interfaces en `Modules/`. Las fechas se ponen a mano: nadie duerme.
@Suite("Tras un crash: ¿hay algo compilado contra una versión anterior de otro módulo?")
struct CompilacionDesfasadaTests {
    private let arena: Arena
    private let compilacion: CompilacionDesfasada
    private let antes = Date(timeIntervalSince1970: 1_700_000_000)   // en el pasado: forzar pone la fecha de ahora

    init() throws {
        arena = try Arena()
        compilacion = CompilacionDesfasada(compilados: arena.raiz.appending(path: ".build/debug"))
    }

    private func interfaz(_ modulo: String, fecha: Date) throws {
        try arena.escribir(".build/debug/Modules/\(modulo).swiftmodule", "")
        try FileManager.default.setAttributes([.modificationDate: fecha], ofItemAtPath: ruta(".build/debug/Modules/\(modulo).swiftmodule"))
    }

    /// Un fichero compilado de `modulo` que cargó esas interfaces, en esa fecha.
    private func compilado(_ modulo: String, _ fichero: String, cargo: [String], fecha: Date) throws {
        let modulos = compilacion.compilados.appending(path: "Modules").path
        let dependencias = cargo.map { "\(modulos)/\($0).swiftmodule" } + ["/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x.swiftmodule"]
        let texto = "/x/\(modulo).build/\(fichero).swift.o : /k/Tests/\(fichero).swift " + dependencias.joined(separator: " \\\n  ") + "\n"
        let relativa = ".build/debug/\(modulo).build/\(fichero).d"
        try arena.escribir(relativa, texto)
        try FileManager.default.setAttributes([.modificationDate: fecha], ofItemAtPath: ruta(relativa))
        for auxiliar in ["sources", "primary.priors", "\(fichero).swiftdeps"] {
            try arena.escribir(".build/debug/\(modulo).build/\(auxiliar)", "")
        }
    }

    private func ruta(_ relativa: String) -> String {
        arena.raiz.appending(path: relativa).path
    }

    @Test func unFicheroQueCargoUnaInterfazMasNuevaQueElEstaDesfasadoYLoQueNoLaCargaNo() throws {
        // Lo del issue 10: CoreNetwork cambió después de compilar ArbitroTests, que la carga a través de otros.
        try interfaz("CoreNetwork", fecha: antes + 60)
        try interfaz("ArbitrosDomain", fecha: antes)
        try interfaz("Torneo", fecha: antes)
        try compilado("ArbitrosDomainTests", "ArbitroTests", cargo: ["ArbitrosDomain", "CoreNetwork"], fecha: antes + 10)
        try compilado("ArbitrosDomain", "Arbitro", cargo: ["CoreNetwork"], fecha: antes + 120)
        try compilado("CoreNetwork", "ArbitroDTO", cargo: [], fecha: antes + 50)
        try compilado("TorneoTests", "PartidoTests", cargo: ["Torneo"], fecha: antes + 10)

        #expect(compilacion.desfasados(usadosPor: ["ArbitrosDomainTests"]) == ["ArbitrosDomainTests"])
        #expect(compilacion.desfasados(usadosPor: ["TorneoTests"]) == [], "Torneo no cambió después: nada que recompilar")
    }

    @Test func tambienMiraLoQueCarganLosModulosQueUsanLasPruebas() throws {
        try interfaz("CoreNetwork", fecha: antes + 60)
        try interfaz("SoporteDePruebas", fecha: antes)
        try compilado("ArbitrosUITests", "ArbitrosViewModelTests", cargo: ["SoporteDePruebas"], fecha: antes + 100)
        try compilado("SoporteDePruebas", "Fixtures", cargo: ["CoreNetwork"], fecha: antes + 10)

        #expect(compilacion.desfasados(usadosPor: ["ArbitrosUITests"]) == ["SoporteDePruebas"])
    }

    @Test func forzarBorraElEstadoIncrementalYTocaLaListaDeFuentesSinTocarNadaMas() throws {
        try compilado("ArbitrosDomainTests", "ArbitroTests", cargo: [], fecha: antes)
        let carpeta = ".build/debug/ArbitrosDomainTests.build/"
        try FileManager.default.setAttributes([.modificationDate: antes], ofItemAtPath: ruta(carpeta + "sources"))

        #expect(compilacion.forzar(["ArbitrosDomainTests"]))

        #expect(!arena.existe(carpeta + "primary.priors"), "Sin su estado, el driver recompila el módulo entero")
        #expect(!arena.existe(carpeta + "ArbitroTests.swiftdeps"))
        #expect(arena.existe(carpeta + "ArbitroTests.d"), "Lo demás se queda")
        let tocada = try FileManager.default.attributesOfItem(atPath: ruta(carpeta + "sources"))[.modificationDate] as? Date
        #expect(tocada.map { $0 > antes } == true, "sources es una entrada de su orden de compilación: así SwiftPM la vuelve a lanzar")
    }

    @Test func sinLaFormaQueEsperaDeSwiftPMNoPuedeForzarYLoDice() {
        #expect(!compilacion.forzar(["NoExiste"]))
    }

    @Test func leeLosModulosDelPaqueteDeUnPuntoDConRutasConEspaciosYLineasPartidas() {
        let modulos = compilacion.compilados.appending(path: "Modules").path.replacingOccurrences(of: " ", with: "\\ ")
        let texto = """
            /x/A.build/A.swift.o : /k/Mi\\ Kit/A.swift \\
              \(modulos)/Core.swiftmodule /opt/swift/Foundation.swiftmodule/x.swiftmodule \\
              \(modulos)/CoreNetwork.swiftmodule \(modulos)/Otro/Anidado.swiftmodule
            """

        #expect(compilacion.modulosCargados(enDependencias: Data(texto.utf8)) == ["Core", "CoreNetwork"])
    }
}
