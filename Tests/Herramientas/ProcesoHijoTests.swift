import Foundation
import Testing
@testable import MarcadorHerramientas

/// Lo que `comprobar` y `calificar` esperan de un proceso lanzado: su código de salida, todo lo que
/// escribió en el registro y, si pasa del límite, que se corte y se sepa.
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
}
