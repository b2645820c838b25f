// Un partido con su guion: los eventos en el orden en que ocurren.
public struct Partido: Identifiable, Hashable, Sendable {
    public let id: Int
    public let local: Equipo
    public let visitante: Equipo
    public var eventos: [EventoDePartido]

    public init(id: Int, local: Equipo, visitante: Equipo, eventos: [EventoDePartido] = []) {
        self.id = id
        self.local = local
        self.visitante = visitante
        self.eventos = eventos
    }

    // El resultado final: los goles del guion, uno tras otro, desde 0-0.
    public func marcador() -> Marcador {
        eventos.reduce(Marcador(local: 0, visitante: 0)) { marcador, evento in
            marcador.despuesDe(evento, en: self)
        }
    }
}
