/// Lo que pasó con un mutante: si lo cazan las pruebas del kit del código que prueban (el oráculo: si no,
/// es un mutante equivalente para ese código y no cuenta) y si lo cazan las pruebas de quien aprende.
package struct MutanteMedido: Equatable, Sendable {
    package let mutante: Mutante
    package let loCazaElKit: Bool
    package let loCazanTusPruebas: Bool
}
