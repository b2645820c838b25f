/// Cómo acabó una prueba (las parametrizadas cuentan como una: falla si falla algún caso).
enum EstadoDePrueba: Equatable, Sendable {
    case pasa
    case falla([String])    // los mensajes de sus incidencias
    case omitida
    case sinTerminar        // empezó y el proceso acabó antes: un crash o un cuelgue
}
