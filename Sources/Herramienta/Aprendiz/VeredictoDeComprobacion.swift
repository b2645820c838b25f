/// Lo que `comprobar` y `vigilar` guardan y deciden de una comprobación, venga de las pruebas del kit
/// (`InformeDeComprobacion`) o de medir las pruebas de quien aprende con fallos sembrados (`InformeDeMutantes`).
protocol VeredictoDeComprobacion {
    var estados: [String: EstadoDePaso] { get }
    var todosHechos: Bool { get }
}

extension InformeDeComprobacion: VeredictoDeComprobacion {}
