/// Lo que `comprobar` y `vigilar` guardan y deciden de una comprobación, venga de las pruebas del kit
/// (`InformeDeComprobacion`) o de medir las pruebas de quien aprende con fallos sembrados (`InformeDeMutantes`).
protocol VeredictoDeComprobacion {
    var estados: [String: EstadoDePaso] { get }
    var todosHechos: Bool { get }
    /// Si lo compilado llegó a probarse: entonces los «no compila» por un error de otro sitio ya no valen.
    var compilo: Bool { get }
    /// Los pasos de `estados` que no compilan por un error fuera de sus regiones.
    var noCompilanPorOtros: Set<String> { get }
    /// Por qué no está hecho un paso cuyas pruebas pasan (`VeredictoConMarcas`), en una línea para la tabla.
    var motivos: [String: String] { get }
}

extension VeredictoDeComprobacion {
    var motivos: [String: String] { [:] }
}

extension InformeDeComprobacion: VeredictoDeComprobacion {}
