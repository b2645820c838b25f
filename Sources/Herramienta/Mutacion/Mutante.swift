/// Un fallo sembrado en el código: su operador, su número y el módulo donde está.
package struct Mutante: Equatable, Sendable {
    let numero: Int
    package let operador: OperadorDeMutacion
    let modulo: String
}
