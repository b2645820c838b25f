import HerramientaNucleo

/// El resumen en castellano para la consola y para $GITHUB_STEP_SUMMARY: una tabla Markdown, que se
/// lee igual en un terminal y en la página de Actions. Lleva texto de la entrega (mensajes, IDs de pruebas,
/// errores del compilador), así que sale limpio como los informes (TextoDeInforme): un ESC o un BEL no
/// pintan ni borran nada en el terminal, en tabla.md ni en el resumen del paso.
package struct TablaDeCalificacion {
    let informe: InformeDeCalificacion

    /// Todo lo que `calificar` escribe por la salida estándar, línea a línea.
    func salida(_ consola: Consola) -> [String] {
        var salida = [consola.negrita("Calificación de MarcadorKit"), ""] + (lineas + detalles).map(Self.limpio)
        if let sinNota = informe.sinNota {
            salida.append(consola.rojo("\n✗ No hay nota: ") + Self.limpio(sinNota))
        } else if let error = informe.error {
            salida.append(consola.rojo("\n✗ No se puede calificar: el kit no compila.\n") + Self.limpio(error))
        }
        for manipulacion in informe.manipulaciones {
            salida.append(consola.rojo("\n✗ \(manipulacion.tipo.explicacion) ") + Self.limpio(manipulacion.descripcion))
        }
        for hallazgo in informe.revisar {
            salida.append("\n⚠ Para revisar (no quita puntos): " + Self.limpio(hallazgo))
        }
        return salida
    }

    private static func limpio(_ texto: String) -> String {
        TextoDeInforme.acotar(texto, maximo: TextoDeInforme.maximoDelMensajeGeneral)
    }

    var lineas: [String] {
        var lineas = ["| Paso | Estado | Pruebas | Puntos |", "|---|---|---|---|"]
        for (leccion, pasos) in informe.porLeccion {
            let puntos = pasos.map(\.puntos).reduce(0, +)
            lineas.append("| **\(leccion.titulo)** | | | **\(Self.formato(puntos)) / \(pasos.count)** |")
            for paso in pasos {
                let pruebas = paso.pruebas.isEmpty ? "—" : "\(paso.pasan)/\(paso.pruebas.count)"
                lineas.append("| `\(paso.paso)` \(paso.titulo) | \(Self.simbolo(paso.estado)) \(paso.estado.rawValue) | \(pruebas) | \(Self.formato(paso.puntos)) |")
            }
        }
        lineas.append("")
        lineas.append("**Total: \(Self.formato(informe.puntos)) / \(informe.pasos.count, "punto")** · "
            + "\(informe.pasos.count { $0.estado == .pasa }) de \(informe.pasos.count, "paso superado", "pasos superados")")
        if !informe.cambios.isEmpty {
            lineas += ["", "Cambios al kit (se calificó con los originales):"] + informe.cambios.map { "- \($0.descripcion)" }
        }
        return lineas
    }

    /// Los detalles de lo que no pasa, para leer debajo de la tabla: de cada prueba, el mensaje entero (un
    /// comentario de dos líneas o un segundo fallo también explican), acotado como en los informes.
    var detalles: [String] {
        informe.pasos.filter { $0.estado != .pasa }.flatMap { paso in
            ["", "\(Self.simbolo(paso.estado)) \(paso.paso): \(paso.mensaje ?? paso.estado.rawValue)"]
                + paso.pruebas.filter { !$0.pasa }.prefix(5).flatMap { prueba in
                    let lineas = TextoDeInforme.acotar(prueba.mensaje ?? "", maximo: TextoDeInforme.maximoDeMensaje)
                        .split(whereSeparator: \.isNewline)
                    return ["    \(prueba.id): \(lineas.first ?? "")"] + lineas.dropFirst().map { "      " + $0 }
                }
        }
    }

    static func simbolo(_ estado: EstadoDeCalificacion) -> String {
        switch estado {
        case .pasa: "✓"
        case .falla: "✗"
        case .noCompila, .revienta, .seCuelga, .sinPruebas: "⚠"
        case .noSePuedeComprobar: "?"
        }
    }

    /// Puntos con dos decimales como mucho y coma decimal: «2,5», «0,33», «3».
    package static func formato(_ puntos: Double) -> String {
        let centesimas = Int((puntos * 100).rounded())
        let resto = centesimas % 100
        guard resto != 0 else { return "\(centesimas / 100)" }
        let decimales = resto % 10 == 0 ? "\(resto / 10)" : (resto < 10 ? "0\(resto)" : "\(resto)")
        return "\(centesimas / 100),\(decimales)"
    }
}
