// Alternativa correcta: un for que va añadiendo en vez de map, y un local con otro nombre
// MARK: EJERCICIO red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        let recibidos = try await servicio.arbitros()
        var traducidos: [Arbitro] = []
        traducidos.reserveCapacity(recibidos.count)
        for dto in recibidos {
            traducidos.append(Arbitro(dto: dto))
        }
        return traducidos
    }
}
// MARK: FIN EJERCICIO
