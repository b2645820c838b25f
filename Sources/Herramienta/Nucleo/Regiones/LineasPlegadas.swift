/// Un fichero de Exercises/ visto como lo ve calificar: cada región queda en una sola línea con su paso, da
/// igual lo que tenga dentro, y las demás conservan su número de línea. De aquí salen la huella del
/// manifiesto y lo que `comprobar` compara con el esqueleto para ver cambios fuera de las marcas.
package enum LineasPlegadas {
    package static func de(_ lineas: [String], regiones: [(paso: String, inicio: Int, fin: Int)]) -> [(texto: String, linea: Int)] {
        var plegadas: [(texto: String, linea: Int)] = []
        var indice = 0
        for region in regiones {
            plegadas += (indice..<region.inicio).map { (lineas[$0], $0 + 1) }
            plegadas.append(("⟪región \(region.paso)⟫", region.inicio + 1))
            indice = region.fin + 1
        }
        return plegadas + (indice..<lineas.count).map { (lineas[$0], $0 + 1) }
    }

    /// Las de un fichero de Exercises/ con sus regiones leídas.
    package static func de(_ lineas: [String], lectura: LecturaDeEjercicio) -> [(texto: String, linea: Int)] {
        de(lineas, regiones: lectura.regiones.map { ($0.paso, $0.inicio, $0.fin) })
    }
}
