/// La tabla de pasos de `verificar`: pruebas, cuántas fallan con el esqueleto y cuántas pasan con la solución.
struct TablaDeVerificacion {
    let filas: [Evaluacion.Fila]

    var lineas: [String] {
        let cabecera = ["paso", "pruebas", "fallan con el esqueleto", "pasan con la solución"]
        let celdas = filas.map { [$0.paso, "\($0.pruebas)", "\($0.fallanConElEsqueleto)", "\($0.pasanConLaSolucion)"] }
        let anchos = cabecera.indices.map { columna in ([cabecera] + celdas).map { $0[columna].count }.max() ?? 0 }
        // La primera columna, a la izquierda; los números, a la derecha.
        func linea(_ celdas: [String]) -> String {
            let alineadas = zip(celdas, anchos).enumerated().map { columna, par in
                let relleno = String(repeating: " ", count: par.1 - par.0.count)
                return columna == 0 ? par.0 + relleno : relleno + par.0
            }
            return "  " + alineadas.joined(separator: "  ")
        }
        return [linea(cabecera)] + zip(filas, celdas).map { fila, celdas in
            switch fila.tipo {
            case .ejercicio: linea(celdas)
            case .arquitectura: linea(celdas) + "  regla: con el esqueleto también pasa"
            case .pruebas: linea(celdas) + "  pruebas de quien aprende: se miden con fallos sembrados"
            case .fueraDelKit: linea([fila.paso]) + "  fuera del kit (SwiftUI): está en el curso"
            }
        }
    }
}
