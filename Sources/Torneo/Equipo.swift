// Un equipo de la liga. Dos equipos son el mismo si se llaman igual.
public struct Equipo: Hashable, Sendable {
    public let nombre: String

    public init(nombre: String) {
        self.nombre = nombre
    }
}
