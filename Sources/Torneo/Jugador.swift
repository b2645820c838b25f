// Un jugador, tal como aparece en los eventos del partido.
public struct Jugador: Hashable, Sendable {
    public let nombre: String

    public init(nombre: String) {
        self.nombre = nombre
    }
}
