/// Las líneas de dos textos comparadas como las compara `diff`: la subsecuencia común más larga, y lo
/// demás quitado (del primero) o puesto (del segundo). Las regiones son cortas: la tabla entera cabe.
enum ComparacionDeLineas {
    enum Linea: Equatable {
        case igual(String)
        case quitada(String)
        case puesta(String)
    }

    static func comparar(_ antes: [String], _ despues: [String]) -> [Linea] {
        // comunes[i][j]: la longitud de la subsecuencia común de antes[i...] y despues[j...].
        var comunes = Array(repeating: Array(repeating: 0, count: despues.count + 1), count: antes.count + 1)
        for i in antes.indices.reversed() {
            for j in despues.indices.reversed() {
                comunes[i][j] = antes[i] == despues[j] ? comunes[i + 1][j + 1] + 1 : max(comunes[i + 1][j], comunes[i][j + 1])
            }
        }
        var lineas: [Linea] = []
        var i = 0
        var j = 0
        // Ante un cambio, primero lo quitado y después lo puesto, como `diff -u`.
        while i < antes.count || j < despues.count {
            if i < antes.count, j < despues.count, antes[i] == despues[j] {
                lineas.append(.igual(antes[i]))
                i += 1
                j += 1
            } else if i < antes.count, j == despues.count || comunes[i + 1][j] >= comunes[i][j + 1] {
                lineas.append(.quitada(antes[i]))
                i += 1
            } else {
                lineas.append(.puesta(despues[j]))
                j += 1
            }
        }
        return lineas
    }
}
