import Foundation
import Testing
@testable import HerramientaCalificacion

@Suite("La tabla de procesos de /proc")
struct TablaDeProcesosTests {
    private typealias Proceso = TablaDeProcesos.Proceso

    @Test func leeElPadreYElGrupoAunqueElNombreLleveParentesisYEspacios() {
        #expect(TablaDeProcesos.proceso(pid: 42, stat: "42 (un (raro) nombre) S 7 40 40 0 -1 4194560")
            == Proceso(pid: 42, padre: 7, grupo: 40, zombi: false))
        #expect(TablaDeProcesos.proceso(pid: 43, stat: "43 (sleep) Z 1 43 43 0") == Proceso(pid: 43, padre: 1, grupo: 43, zombi: true))
        #expect(TablaDeProcesos.proceso(pid: 44, stat: "44 sin paréntesis") == nil)
    }

    @Test func unLiderZombiConOtroHiloVivoNoEsUnZombi() {
        #expect(TablaDeProcesos.proceso(pid: 43, stat: "43 (ayudante) Z 1 43 43 0", hilos: ["44 (ayudante) S 1 43 43 0"])?.zombi == false,
                "Mientras viva uno de sus hilos, el proceso vive")
        #expect(TablaDeProcesos.proceso(pid: 43, stat: "43 (ayudante) Z 1 43 43 0", hilos: ["44 (ayudante) Z 1 43 43 0"])?.zombi == true)
    }

    @Test func losDescendientesSonHijosYNietosSinEntrarEnLosExceptuados() {
        let tabla = TablaDeProcesos(procesos: [
            Proceso(pid: 2, padre: 1, grupo: 2, zombi: false), Proceso(pid: 3, padre: 2, grupo: 2, zombi: true),
            Proceso(pid: 4, padre: 2, grupo: 4, zombi: false), Proceso(pid: 5, padre: 4, grupo: 4, zombi: false),
            Proceso(pid: 6, padre: 9, grupo: 6, zombi: false),
        ])

        #expect(Set(tabla.descendientes(de: 1).map(\.pid)) == [2, 3, 4, 5])
        #expect(Set(tabla.descendientes(de: 1, excepto: [4]).map(\.pid)) == [2, 3])
        #expect(tabla.grupoVivo(4))
        #expect(!tabla.grupoVivo(3), "Un zombi no ejecuta nada: su grupo ya no está vivo")
        #expect(!tabla.vivo(3))
    }

    #if os(Linux)
    @Test func enLinuxEsteProcesoEstaEnLaTabla() {
        #expect(TablaDeProcesos.leer().vivo(getpid()))
    }
    #endif
}
