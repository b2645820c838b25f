/// Las regiones de un fichero de Exercises/ y las marcas que no cuadran. Es tolerante: quien
/// aprende puede haber roto alguna marca, y eso no debe impedir trabajar con las demás.
package struct LecturaDeEjercicio: Equatable {
    package var regiones: [RegionDeEjercicio] = []
    package var danos: [Int] = []      // índices de las líneas con marcas que no cuadran

    package init(lineas: [String]) {
        var abierta: (paso: String, inicio: Int)?
        for (indice, linea) in lineas.enumerated() {
            guard let marca = Marca(linea: linea) else { continue }
            switch marca {
            case let .ejercicio(paso):
                if let anterior = abierta { danos.append(anterior.inicio) }   // la anterior no se cerró
                abierta = (paso, indice)
            case .fin:
                if let actual = abierta {
                    regiones.append(RegionDeEjercicio(paso: actual.paso, inicio: actual.inicio, fin: indice))
                } else {
                    danos.append(indice)
                }
                abierta = nil
            case .esqueleto, .malEscrita:
                if let actual = abierta { danos.append(actual.inicio) }
                danos.append(indice)
                abierta = nil
            }
        }
        if let actual = abierta { danos.append(actual.inicio) }
    }

    /// Cuántas líneas de inicio hay de ese paso, cerradas o no.
    static func inicios(de paso: String, en lineas: [String]) -> Int {
        lineas.count { Marca(linea: $0) == .ejercicio(paso: paso) }
    }
}
