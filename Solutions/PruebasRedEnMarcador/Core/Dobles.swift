import Foundation
@testable import ArbitrosDomain

// Dobles.swift, el de «Tests en iOS: falsos y espías» (en el curso, MarcadorAppTests/Core). Los dobles
// que ya tenías viven en SoporteDePruebas; aquí va solo el que escribes en esta lección.

// MARK: EJERCICIO red-en-marcador/6
import Foundation
import Torneo
@testable import MarcadorApp

// … lo que ya tenías no cambia …

// El repositorio de árbitros falso: devuelve lo que le digas (una lista o un fallo) y cuenta las llamadas.
final class ArbitrosRepositorioFalso: ArbitrosRepositorio {
    var respuesta: Result<[Arbitro], URLError>
    private(set) var llamadas = 0

    init(respuesta: Result<[Arbitro], URLError>) {
        self.respuesta = respuesta
    }

    func arbitros() async throws -> [Arbitro] {
        llamadas += 1
        return try respuesta.get()
    }
}
// MARK: ESQUELETO
// MARK: FIN EJERCICIO
