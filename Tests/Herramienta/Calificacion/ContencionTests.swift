import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// La contención de `calificar` como vigilante de cada proceso: su grupo entero se corta y se vacía.
@Suite("Contención de los procesos de calificar")
struct ContencionTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func conLaContencionAlAcabarNoQuedaNadieDelGrupo() throws {
        let arena = try Arena()

        let final = try ProcesoHijo(shell, ["-c", "sleep 600 & echo $! > hijo; exit 0"], en: arena.raiz, entorno: [:],
                                    registro: arena.raiz.appending(path: "registro.log"), vigilante: Contencion()).esperar(limite: .seconds(60))

        #expect(final.terminacion == .salida(0))
        let hijo = try #require(pid_t(try arena.leer("hijo").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.vivo(hijo), "Lo que el proceso dejó en segundo plano en su grupo tiene que morir con él")
    }

    /// Vivo y no zombi: en un contenedor, el PID 1 a veces no recoge a los huérfanos.
    private static func vivo(_ pid: pid_t) -> Bool {
        #if os(Linux)
        TablaDeProcesos.leer().vivo(pid)
        #else
        kill(pid, 0) == 0
        #endif
    }
}
