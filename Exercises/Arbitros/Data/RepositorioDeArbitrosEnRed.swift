import ArbitrosDomain
import CoreNetwork

// MARK: EJERCICIO red-en-marcador/2
// Red en Marcador: la lista de árbitros · Paso 2 · El repositorio de red
// RepositorioDeArbitrosEnRed: una clase final que cumple ArbitrosRepositorio, recibe en su init un
// servicio (cualquier ServicioDelTorneo) y, en arbitros(), le pide los DTO y los convierte en Arbitro.
// Comprueba: swift run marcador comprobar red-en-marcador/2 · Pista: swift run marcador pista red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        []
    }
}
// MARK: FIN EJERCICIO
