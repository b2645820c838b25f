import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

/// Lo que `comprobar` y `calificar` esperan de un proceso lanzado: su código de salida, lo que escribió
/// en el registro (con tope), que si pasa del límite se corte y se sepa aunque ignore SIGTERM y, con grupo
/// propio, que al acabar no quede nadie de su grupo.
@Suite("Procesos lanzados: salida, registro y límite de tiempo")
struct ProcesoHijoTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func unProcesoQueTerminaDevuelveSuCodigoYDejaSuSalidaEnElRegistro() throws {
        let arena = try Arena()
        let registro = arena.raiz.appending(path: "registro.log")

        let final = try ProcesoHijo(shell, ["-c", "echo a la salida; echo a errores >&2; exit 3"], en: arena.raiz,
                                    entorno: [:], registro: registro).esperar(limite: .seconds(60))

        #expect(final.codigo == 3, "El código de salida tiene que ser el del proceso")
        #expect(!final.cortado, "Un proceso que acaba solo no se ha cortado")
        #expect(try arena.leer("registro.log") == "a la salida\na errores\n", "El registro recoge la salida normal y la de errores")
    }

    @Test func unProcesoQuePasaDelLimiteSeCortaYSeSabe() throws {
        let arena = try Arena()

        // Sin límite, esto duraría diez minutos: solo vuelve a tiempo si se corta.
        let final = try ProcesoHijo(shell, ["-c", "exec sleep 600"], en: arena.raiz, entorno: [:],
                                    registro: arena.raiz.appending(path: "registro.log")).esperar(limite: .milliseconds(50))

        #expect(final.cortado, "Un proceso que pasa del límite tiene que salir como cortado")
        #expect(final.codigo != 0, "Un proceso cortado no ha terminado bien")
    }

    @Test func unProcesoQueIgnoraSIGTERMMuereConSIGKILLTrasLaGracia() throws {
        let arena = try Arena()
        let proceso = try ProcesoHijo(shell, ["-c", "trap '' TERM; while :; do :; done"], en: arena.raiz, entorno: [:],
                                      registro: arena.raiz.appending(path: "registro.log"),
                                      corte: .init(senal: SIGTERM, gracia: .milliseconds(200)))
        // Sin SIGKILL, esperar no volvería nunca: un vigía lo mata con SIGUSR1 a los 30 s, y la prueba falla.
        let vigia = DispatchWorkItem { [pid = proceso.pid] in kill(pid, SIGUSR1) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: vigia)

        let final = proceso.esperar(limite: .milliseconds(50))
        vigia.cancel()

        #expect(final.cortado)
        #expect(final.terminacion == .senal(SIGKILL), "Si ignora SIGTERM, pasada la gracia hay que matarlo con SIGKILL")
    }

    @Test func laSalidaQuePasaDelTopeGuardaElPrincipioElFinalYCuantoSeOmitio() throws {
        let arena = try Arena()

        _ = try ProcesoHijo(shell, ["-c", "head -c 100000 /dev/zero | tr '\\0' a; printf FIN"], en: arena.raiz, entorno: ["PATH": "/usr/bin:/bin"],
                            registro: arena.raiz.appending(path: "registro.log"), cabezaDelRegistro: 1000, colaDelRegistro: 10)
            .esperar(limite: .seconds(60))

        #expect(try arena.leer("registro.log") == String(repeating: "a", count: 1000) + "\n[… 98993 bytes omitidos …]\n" + "aaaaaaaFIN")
    }

    @Test func noHeredaMasDescriptoresQueSuSalida() throws {
        let arena = try Arena()
        let suelto = open("/dev/null", O_RDONLY)    // sin cierre al ejecutar: lo heredaría cualquier hijo
        defer { close(suelto) }

        let final = try ProcesoHijo(shell, ["-c", "[ -e /dev/fd/\(suelto) ] && echo heredado; exit 0"], en: arena.raiz,
                                    entorno: [:], registro: arena.raiz.appending(path: "registro.log"))
            .esperar(limite: .seconds(60))

        #expect(final.terminacion == .salida(0))
        #expect(try arena.leer("registro.log") == "", "El hijo no debe heredar descriptores que nadie le ha dado")
    }
}
