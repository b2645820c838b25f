// De qué lado del marcador es un gol: el equipo de casa o el de fuera.
public enum Lado: Hashable, Sendable, CaseIterable {
    case local
    case visitante
}
