/// Una región de Solutions/: la solución entre EJERCICIO y ESQUELETO, y el esqueleto comentado
/// entre ESQUELETO y FIN EJERCICIO, que es lo que queda en Exercises/.
struct RegionDeSolucion: Equatable {
    let paso: String
    let sangria: String
    let inicio: Int             // índices de línea, desde 0
    let fin: Int
    let esqueleto: [String]     // ya sin comentar
    var solucion: [String] = [] // las líneas entre EJERCICIO y ESQUELETO, tal cual
}
