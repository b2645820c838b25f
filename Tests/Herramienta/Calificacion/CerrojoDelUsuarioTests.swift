import Foundation
import Testing
@testable import HerramientaCalificacion

/// El ensayo del atacante: dos calificaciones a la vez con el mismo --usuario y kits distintos; las pruebas de
/// una escribían en el flujo de eventos de la otra, que perdía 19 puntos y salía como la tramposa.
@Suite("El cerrojo del usuario de las pruebas")
struct CerrojoDelUsuarioTests {
    #if os(Linux)
    @Test func dosCalificacionesConElMismoUsuarioVanUnaDetrasDeOtraYConOtroNoEsperan() throws {
        var primero: CerrojoDelUsuario? = try CerrojoDelUsuario(4_242_424) { Issue.record("El primero no tiene a quién esperar") }
        _ = try CerrojoDelUsuario(4_242_425) { Issue.record("Con otro usuario no se espera") }
        let espera = DispatchSemaphore(value: 0)
        let tomado = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let segundo = try? CerrojoDelUsuario(4_242_424) { espera.signal() }
            if segundo != nil { tomado.signal() }
        }

        #expect(espera.wait(timeout: .now() + 30) == .success, "El segundo con el mismo usuario tiene que esperar, y decirlo")
        primero = nil
        #expect(tomado.wait(timeout: .now() + 30) == .success, "Cuando el primero acaba, el segundo lo toma")
        withExtendedLifetime(primero) {}
    }
    #endif
}
