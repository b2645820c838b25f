// El resultado en un momento del partido. Se escribe «2-1»: goles del local, guion y del visitante.
public struct Marcador: Hashable, Sendable, CustomStringConvertible {
    public let local: Int
    public let visitante: Int

    public init(local: Int, visitante: Int) {
        self.local = local
        self.visitante = visitante
    }

    public var description: String { "\(local)-\(visitante)" }

    // El marcador tras un evento: un gol suma al lado de su equipo; lo demás no lo cambia.
    public func despuesDe(_ evento: EventoDePartido, en partido: Partido) -> Marcador {
        guard case let .gol(_, _, equipo) = evento else { return self }
        if equipo == partido.local { return Marcador(local: local + 1, visitante: visitante) }
        if equipo == partido.visitante { return Marcador(local: local, visitante: visitante + 1) }
        return self   // un gol de un equipo que no juega este partido no cuenta
    }
}
