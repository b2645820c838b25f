/// Cómo acabó una prueba (las parametrizadas cuentan como una: falla si falla algún caso).
package enum EstadoDePrueba: Equatable, Sendable {
    case pasa
    case falla([String])    // los mensajes de sus incidencias
    case omitida
    case sinTerminar        // el proceso acabó antes de que terminara (o empezara): un crash o un cuelgue
}
