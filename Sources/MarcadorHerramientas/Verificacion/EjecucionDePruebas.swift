/// El resultado de un `swift test`: cada prueba por su ID de `--filter` («Modulo.Suite/prueba()»).
struct EjecucionDePruebas: Equatable, Sendable {
    var estados: [String: EstadoDePrueba] = [:]
    var fallos: [String: [FalloDePrueba]] = [:]    // el detalle de cada incidencia, por prueba
    var segundos: [String: Double] = [:]       // lo que tardó cada prueba que acabó
    var terminada = false       // se vio el final de la ejecución: no hubo crash

    var ids: [String] { estados.keys.sorted() }
}
