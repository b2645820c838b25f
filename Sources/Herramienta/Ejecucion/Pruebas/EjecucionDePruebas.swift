/// El resultado de un `swift test`: cada prueba por su ID de `--filter` («Modulo.Suite/prueba()»).
package struct EjecucionDePruebas: Equatable, Sendable {
    package var estados: [String: EstadoDePrueba] = [:]
    package var fallos: [String: [FalloDePrueba]] = [:]    // el detalle de cada incidencia, por prueba
    package var segundos: [String: Double] = [:]       // lo que tardó cada prueba que acabó
    package var terminada = false       // se vio el final de la ejecución: no hubo crash

    package init(estados: [String: EstadoDePrueba] = [:], fallos: [String: [FalloDePrueba]] = [:], segundos: [String: Double] = [:], terminada: Bool = false) {
        self.estados = estados
        self.fallos = fallos
        self.segundos = segundos
        self.terminada = terminada
    }

    package var ids: [String] { estados.keys.sorted() }
}
