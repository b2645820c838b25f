// Lo que pasa en un partido, en su minuto. Solo los goles mueven el marcador.
public enum EventoDePartido: Hashable, Sendable {
    case gol(minuto: Int, jugador: Jugador, equipo: Equipo)
    case tarjeta(minuto: Int, jugador: Jugador, equipo: Equipo)
    case cambio(minuto: Int, sale: Jugador, entra: Jugador, equipo: Equipo)

    public var minuto: Int {
        switch self {
        case let .gol(minuto, _, _), let .tarjeta(minuto, _, _), let .cambio(minuto, _, _, _):
            minuto
        }
    }
}
