import CoreNetwork
import SoporteDePruebas
import Testing
@testable import CronicaData

// El repositorio de crónicas traduce la crónica al DTO de POST /posts y deja pasar los errores.
@Suite("Casos de uso · RepositorioDeCronicasEnRed (código base)")
@MainActor
struct RepositorioDeCronicasEnRedTests {
    @Test func mandaElTituloYElTextoComoDTOConElUsuario1YDevuelveElNumero() async throws {
        let servicio = ServicioFalso()
        servicio.respuestaDePublicar = .success(55)
        let repositorio = RepositorioDeCronicasEnRed(servicio: servicio)

        let numero = try await repositorio.publicar(titulo: "Rayo FC 2-1 Toros", texto: "12' Ana (Rayo FC)")

        #expect(numero == 55, "Devuelve el número que da el servicio")
        #expect(servicio.publicadas == [CronicaDTO(title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)", userId: 1)])
    }

    @Test func unErrorDeRedPasaTalCual() async {
        let servicio = ServicioFalso()
        servicio.respuestaDePublicar = .failure(ErrorDeRed.codigo(500))
        let repositorio = RepositorioDeCronicasEnRed(servicio: servicio)

        await #expect(throws: ErrorDeRed.codigo(500)) {
            _ = try await repositorio.publicar(titulo: "t", texto: "x")
        }
    }

    @Test func cualquierOtroErrorPasaTalCual() async {
        let servicio = ServicioFalso()
        servicio.respuestaDePublicar = .failure(ErrorInesperado("otra forma"))
        let repositorio = RepositorioDeCronicasEnRed(servicio: servicio)

        await #expect(throws: ErrorInesperado("otra forma")) {
            _ = try await repositorio.publicar(titulo: "t", texto: "x")
        }
    }
}
