import CoreNetwork

/// El servicio falso: no toca la red. Devuelve los árbitros que se le digan (por defecto, los diez
/// de `GET /users`) y anota en `publicadas` cada crónica que le envían, con su `title` y su `body`.
package final class ServicioFalso: ServicioDelTorneo, ServicioDeCronicas {
    package var respuestaDeArbitros: Result<[ArbitroDTO], any Error>
    package var respuestaDePublicar: Result<Int, any Error> = .success(101)
    package private(set) var llamadasAArbitros = 0
    package private(set) var publicadas: [CronicaDTO] = []

    package init(arbitros: Result<[ArbitroDTO], any Error>? = nil) {
        respuestaDeArbitros = arbitros ?? Result { try Fixtures.arbitrosDTO }
    }

    package func arbitros() async throws -> [ArbitroDTO] {
        llamadasAArbitros += 1
        return try respuestaDeArbitros.get()
    }

    package func publicar(_ cronica: CronicaDTO) async throws -> Int {
        let id = try respuestaDePublicar.get()
        publicadas.append(cronica)
        return id
    }
}
