/// Lo que se espera de una entrega que se sale de sus pruebas: una ejecución cuyo flujo de eventos no cuadra
/// (ver RevisionDelFlujo y PruebasDelKit: código que reescribe el flujo o sale antes de tiempo), o regiones
/// que usan lo que no se admite (VocabularioProhibido), que ni se compilan. Sus pruebas no dan nota.
struct Manipulacion: Equatable, Sendable {
    enum Tipo: Equatable, Sendable {
        case flujo
        case region

        /// Cómo se nombra en la consola y en JUnit.
        var nombre: String {
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
    }

    let paso: String?           // nil: la ejecución de todas las pruebas juntas
    let motivos: [String]
    var tipo = Tipo.flujo

    var descripcion: String {
        (paso.map { "\($0): " } ?? "todas las pruebas juntas (se repitió cada paso a solas): ") + motivos.joined(separator: "; ")
    }
}
