import HerramientaNucleo

/// Lo que `verificar` va escribiendo: una sección por comprobación, con sus problemas o que está bien,
/// y cuántos problemas lleva. Para añadir una comprobación basta otra sección con su lista.
struct InformeDeVerificacion {
    let consola: Consola
    private(set) var problemas = 0

    func seccion(_ titulo: String) {
        consola.escribir(consola.negrita("\n" + titulo))
    }

    /// Cada problema con su título y, debajo y sangrados, sus detalles.
    mutating func informar(_ lista: [ProblemaDeVerificacion], bien: String) {
        if lista.isEmpty { consola.escribir(consola.verde("  ✓ ") + bien) }
        for problema in lista {
            consola.escribir(consola.rojo("  ✗ ") + problema.titulo)
            for detalle in problema.detalles {
                let lineas = detalle.split(separator: "\n", omittingEmptySubsequences: false)
                for (indice, linea) in lineas.enumerated() {
                    consola.escribir((indice == 0 ? "      " : "        ") + linea)
                }
            }
        }
        problemas += lista.count
    }

    mutating func informar(_ lista: [String], bien: String) {
        informar(lista.map { ProblemaDeVerificacion(titulo: $0) }, bien: bien)
    }
}
