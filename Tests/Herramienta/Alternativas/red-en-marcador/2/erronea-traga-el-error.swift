// Alternativa errónea: sin red devuelve una lista vacía en vez de dejar pasar el error
// Lección: «Sin red no hay árbitros»: el repositorio pide con try await y el error llega al ViewModel, que enseña «No hay conexión»
// Espera: El repositorio no atrapa el error
// MARK: EJERCICIO red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        guard let dtos = try? await servicio.arbitros() else { return [] }
        return dtos.map(Arbitro.init(dto:))
    }
}
// MARK: FIN EJERCICIO
