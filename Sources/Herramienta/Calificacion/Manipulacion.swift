/// Una ejecución de pruebas cuyo flujo de eventos no cuadra (ver RevisionDelFlujo y PruebasDelKit): lo
/// que se espera de código que reescribe el flujo o sale antes de tiempo. Sus pruebas no dan nota.
struct Manipulacion: Equatable, Sendable {
    let paso: String?           // nil: la ejecución de todas las pruebas juntas
    let motivos: [String]

    var descripcion: String {
        (paso.map { "\($0): " } ?? "todas las pruebas juntas (se repitió cada paso a solas): ") + motivos.joined(separator: "; ")
    }
}
