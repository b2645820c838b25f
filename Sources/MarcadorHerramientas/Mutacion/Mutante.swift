/// Un fallo sembrado en el código: su operador, su número y el módulo donde está.
struct Mutante: Equatable, Sendable {
    let numero: Int
    let operador: OperadorDeMutacion
    let modulo: String
}
