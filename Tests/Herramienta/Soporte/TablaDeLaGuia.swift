/// Una tabla de Markdown de una guía que sale del catálogo: compara sus filas con las esperadas y dice,
/// de cada diferencia, qué fila falta, sobra o cambia, escrita para pegar. Nunca copia el documento.
package struct TablaDeLaGuia {
    package let documento: String   // «docs/aprendices.md»
    package let seccion: String     // «la tabla de pasos»
    package let cabecera: String    // la primera línea de la tabla, tal cual

    package init(documento: String, seccion: String, cabecera: String) {
        self.documento = documento
        self.seccion = seccion
        self.cabecera = cabecera
    }

    package struct Fila {
        let nombre: String  // de qué es la fila: un paso, una lección
        let clave: String   // un trozo de texto que solo tiene su fila
        let texto: String   // la fila entera, como debe ser

        package init(nombre: String, clave: String, texto: String) {
            self.nombre = nombre
            self.clave = clave
            self.texto = texto
        }
    }

    package func problemas(en lineas: [String], esperadas: [Fila]) -> [String] {
        guard let inicio = lineas.firstIndex(of: cabecera) else {
            return ["\(documento) no tiene \(seccion). Escríbela con esta cabecera:\n\(cabecera)"]
        }
        let filas = lineas.dropFirst(inicio + 2).prefix { $0.hasPrefix("|") }
        var problemas: [String] = []
        for (indice, esperada) in esperadas.enumerated() {
            guard let fila = filas.first(where: { $0.contains(esperada.clave) }) else {
                let donde = indice == 0 ? "la primera" : "detrás de la de \(esperadas[indice - 1].nombre)"
                problemas.append("\(documento): en \(seccion) falta la fila de \(esperada.nombre). Añádela, \(donde):\n\(esperada.texto)")
                continue
            }
            if fila != esperada.texto {
                problemas.append("\(documento): en \(seccion), la fila de \(esperada.nombre) no es como dice el catálogo. Cámbiala por:\n\(esperada.texto)")
            }
        }
        for fila in filas where !esperadas.contains(where: { fila.contains($0.clave) }) {
            problemas.append("\(documento): en \(seccion) sobra una fila que no está en el catálogo; quítala:\n\(fila)")
        }
        let orden = filas.compactMap { fila in esperadas.firstIndex { fila.contains($0.clave) } }
        if problemas.isEmpty, let desordenada = orden.indices.dropFirst().first(where: { orden[$0] < orden[$0 - 1] }) {
            problemas.append("""
                \(documento): en \(seccion), la fila de \(esperadas[orden[desordenada]].nombre) va antes que la de \
                \(esperadas[orden[desordenada - 1]].nombre), como en el catálogo
                """)
        }
        return problemas
    }
}
