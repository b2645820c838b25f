/// Cómo quedó un paso la última vez que se comprobó.
enum EstadoDePaso: String, Codable, Sendable {
    case hecho
    case pendiente
    case noCompila = "no-compila"
}
