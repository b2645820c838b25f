// Alternativa correcta: un do/catch que anota nada y relanza el mismo error, y una closure en el map
// MARK: EJERCICIO red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        do {
            let dtos = try await servicio.arbitros()
            return dtos.map { Arbitro(dto: $0) }
        } catch {
            throw error
        }
    }
}
// MARK: FIN EJERCICIO
