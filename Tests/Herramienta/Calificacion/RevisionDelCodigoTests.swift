import Foundation
import Testing
@testable import HerramientaCalificacion

/// Lo que se lee de `llvm-nm` y `llvm-objdump`: lo que revisar, sin lo que el código de las lecciones usa.
@Suite("La revisión del código compilado")
struct RevisionDelCodigoTests {
    @Test func deLosSimbolosSinDefinirSoloQuedanLosQueLasLeccionesNoUsan() {
        let salida = """

            Modulo.build/ServicioDelTorneo.swift.o:
            $s10Foundation4DataV5write2to7optionsyAA3URLV_So20NSDataWritingOptionsVtKF
            $s10Foundation7ProcessCACycfC
            exit
            malloc
            memcpy
            swift_retain
            write

            Modulo.build/Otro.swift.o:
            dlsym
            write
            """
        #if canImport(Darwin)
        let leida = salida.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty || $0.hasSuffix(":") ? String($0) : "_" + $0 }.joined(separator: "\n")
        #else
        let leida = salida
        #endif

        #expect(RevisionDelCodigo.sospechosos(leida) == ["Foundation.Process", "dlsym", "exit", "write"],
                "Data.write(to:) es de Foundation y malloc, memcpy y swift_retain, del runtime: no se revisan")
    }

    @Test func unaSeccionDeConstructoresSeVeEnELFYEnMachO() {
        #expect(RevisionDelCodigo.conConstructor("  5 .init_array  00000008 0000000000000000 DATA"))
        #expect(RevisionDelCodigo.conConstructor("  3 __mod_init_func 00000008 0000000000000000 DATA"))
        #expect(!RevisionDelCodigo.conConstructor("  1 .text  00000010 0000000000000000 TEXT\n  2 .data 0 DATA"))
    }
}
