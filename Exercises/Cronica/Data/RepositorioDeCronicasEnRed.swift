import CoreNetwork
import CronicaDomain

// Publica las crónicas en el servidor: traduce la crónica al DTO que espera `POST /posts`.
// Los errores del servicio pasan tal cual: quien decide qué hacer con ellos es el caso de uso.
final class RepositorioDeCronicasEnRed: CronicasRepositorio {
    private let servicio: any ServicioDeCronicas

    init(servicio: any ServicioDeCronicas) {
        self.servicio = servicio
    }

    func publicar(titulo: String, texto: String) async throws -> Int {
        try await servicio.publicar(CronicaDTO(title: titulo, body: texto, userId: 1))
    }
}
