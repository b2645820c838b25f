// Alternativa correcta: la traducción en un método privado de la región, con guard para la lista vacía
// MARK: EJERCICIO red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        let pedidos = try await servicio.arbitros()
        guard !pedidos.isEmpty else { return [] }
        return traducir(pedidos)
    }

    private func traducir(_ dtos: [ArbitroDTO]) -> [Arbitro] {
        dtos.compactMap(Arbitro.init(dto:))
    }
}
// MARK: FIN EJERCICIO
