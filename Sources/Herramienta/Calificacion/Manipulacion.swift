/// Lo que se espera de una entrega que se sale de sus pruebas: una ejecución cuyo flujo de eventos no cuadra
/// (ver RevisionDelFlujo y PruebasDelKit: código que reescribe el flujo o sale antes de tiempo). Sus pruebas
/// no dan nota.
package struct Manipulacion: Equatable, Sendable {
    package enum Tipo: Equatable, Sendable {
        case flujo

        /// Cómo se nombra en JUnit y en `clase`.
        package var nombre: String {
            switch self {
            case .flujo: "flujo que no cuadra"
            }
        }

        /// Lo que quiere decir, en una frase.
        var explicacion: String {
            switch self {
            case .flujo: "El flujo de eventos de las pruebas no cuadra, como si se hubiera manipulado."
            }
        }
    }

    let paso: String?           // nil: la ejecución de todas las pruebas juntas
    let motivos: [String]
    var tipo = Tipo.flujo

    var descripcion: String {
        (paso.map { "\($0): " } ?? "todas las pruebas juntas (se repitió cada paso a solas): ") + motivos.joined(separator: "; ")
    }
}
