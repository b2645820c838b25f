import ArbitrosDomain
import Foundation

// El repositorio de árbitros falso: devuelve lo que le digas (una lista o un fallo) y cuenta las llamadas.
package final class ArbitrosRepositorioFalso: ArbitrosRepositorio {
    package var respuesta: Result<[Arbitro], URLError>
    package private(set) var llamadas = 0

    package init(respuesta: Result<[Arbitro], URLError>) {
        self.respuesta = respuesta
    }

    package func arbitros() async throws -> [Arbitro] {
        llamadas += 1
        return try respuesta.get()
    }
}
