/// Los fallos que se siembran para medir las pruebas de un paso de tipo «pruebas»: en el código de qué
/// ejercicio (`codigoDe`) y con qué operadores, en orden.
package struct MutantesDeUnPaso: Decodable, Equatable, Sendable {
    let paso: String            // el paso de pruebas, p. ej. «red-en-marcador/6»
    package let codigoDe: String        // el ejercicio cuyo código prueban, p. ej. «red-en-marcador/3»
    package let mutantes: [OperadorDeMutacion]
}
