/// Lo que se espera de una entrega que se sale de sus pruebas: una ejecución cuyo flujo de eventos no cuadra
/// (ver RevisionDelFlujo y PruebasDelKit: código que reescribe el flujo o sale antes de tiempo), o regiones
/// que usan lo que no se admite (VocabularioProhibido), que ni se compilan. Sus pruebas no dan nota.
package struct Manipulacion: Equatable, Sendable {
    package enum Tipo: Equatable, Sendable {
        case flujo
        case region

        /// Cómo se nombra en JUnit y en `clase`.
        package var nombre: String {
            switch self {
            case .flujo: "flujo que no cuadra"
            case .region: "región rechazada"
            }
        }

        /// Lo que quiere decir, en una frase.
        var explicacion: String {
            switch self {
            case .flujo: "El flujo de eventos de las pruebas no cuadra, como si se hubiera manipulado."
            case .region: "Hay regiones que usan lo que no se admite (procesos, descriptores, señales…): no se compilaron ni dan nota."
            }
        }

        /// El de una entrada de `manipulaciones` de results.json, que solo lleva su `descripcion`: la de una
        /// región rechazada sigue al paso con el sitio de un uso en Exercises/ (RegionRechazada.descripciones).
        package init(descripcion: String) {
            let motivos = descripcion.firstRange(of: ": ").map { descripcion[$0.upperBound...] } ?? ""
            self = motivos.hasPrefix("Exercises/") ? .region : .flujo
        }
    }

    let paso: String?           // nil: la ejecución de todas las pruebas juntas
    let motivos: [String]
    var tipo = Tipo.flujo

    var descripcion: String {
        (paso.map { "\($0): " } ?? "todas las pruebas juntas (se repitió cada paso a solas): ") + motivos.joined(separator: "; ")
    }
}
