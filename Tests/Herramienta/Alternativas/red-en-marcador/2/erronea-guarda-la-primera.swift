// Alternativa errónea: guarda la primera respuesta y no vuelve a pedir
// Lección: «Un repositorio cuya ÚNICA fuente es la red: pide los DTO al servicio y los convierte en modelos.»
// Espera: este repositorio no guarda nada
// MARK: EJERCICIO red-en-marcador/2
final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
    private let servicio: any ServicioDelTorneo
    private var yaPedidos: [Arbitro]?

    init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    func arbitros() async throws -> [Arbitro] {
        if let yaPedidos { return yaPedidos }
        let nuevos = try await servicio.arbitros().map(Arbitro.init(dto:))
        yaPedidos = nuevos
        return nuevos
    }
}
// MARK: FIN EJERCICIO
