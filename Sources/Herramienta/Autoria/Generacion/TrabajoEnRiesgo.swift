/// Algo de Exercises/ que `generar` pisaría y que puede ser trabajo de quien aprende.
enum TrabajoEnRiesgo: Equatable, CustomStringConvertible {
    case region(fichero: String, linea: Int, paso: String)
    case marcasDanadas(fichero: String)
    case ficheroConRegiones(fichero: String)

    var description: String {
        switch self {
        case let .region(fichero, linea, paso):
            "Exercises/\(fichero):\(linea): la región \(paso) no es el esqueleto"
        case let .marcasDanadas(fichero):
            "Exercises/\(fichero): tiene marcas de región rotas"
        case let .ficheroConRegiones(fichero):
            "Exercises/\(fichero): ya no está en Solutions/ y tiene regiones"
        }
    }
}
