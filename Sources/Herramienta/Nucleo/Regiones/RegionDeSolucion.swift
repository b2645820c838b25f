/// Una región de Solutions/: la solución entre EJERCICIO y ESQUELETO, y el esqueleto comentado
/// entre ESQUELETO y FIN EJERCICIO, que es lo que queda en Exercises/.
package struct RegionDeSolucion: Equatable {
    package let paso: String
    let sangria: String
    package let inicio: Int             // índices de línea, desde 0
    package let fin: Int
    package let esqueleto: [String]     // ya sin comentar
    package var solucion: [String] = [] // las líneas entre EJERCICIO y ESQUELETO, tal cual
}
