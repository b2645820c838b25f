import HerramientaCalificacion
import HerramientaNucleo

/// El resumen de la clase en Markdown, para el terminal y para $GITHUB_STEP_SUMMARY. Todo lo que viene de
/// las entregas (nombres de carpeta, ids, mensajes) va en una línea y escapado: un «|» no parte la celda
/// y un «<script>» se lee como texto.
struct TablaDeClase {
    let resumen: ResumenDeClase

    var lineas: [String] {
        let pasos = resumen.pasos
        var lineas = ["## La clase: \(resumen.entregas.count, "entrega")", ""]
        lineas.append("| Alumno | Puntos | " + pasos.indices.map { "\($0 + 1)" }.joined(separator: " | ") + " |")
        lineas.append("|---|---|" + String(repeating: "---|", count: pasos.count))
        for entrega in resumen.entregas {
            let suyos = Dictionary(entrega.pasos.map { ($0.id, $0.estado) }) { primero, _ in primero }
            let celdas = pasos.map { suyos[$0.id].map(Self.estado) ?? "—" }
            lineas.append("| \(Self.celda(entrega.alumno)) | \(Self.puntos(entrega)) | " + celdas.joined(separator: " | ") + " |")
        }
        lineas += ["", "Cada columna es un paso, por su número (#) en la tabla de abajo. ✓ pasa, ✗ falla, — no está en el informe.", ""]
        lineas += ["### Pasos, de más a menos alumnos atascados", ""]
        lineas += ["| # | Paso | Atascados | Lo pasan |", "|---|---|---|---|"]
        let numeros = Dictionary(pasos.enumerated().map { ($1.id, $0 + 1) }) { primero, _ in primero }
        for paso in resumen.porAtasco {
            lineas.append("| \(numeros[paso.id] ?? 0) | \(Self.nombre(paso)) | \(paso.atascados) | \(paso.pasan) de \(paso.entregas) |")
        }
        lineas += ["", "Atascado en un paso: es el primero, en el orden del curso, que no pasa."]
        let conFallos = resumen.porAtasco.filter { !$0.fallos.isEmpty }
        if !conFallos.isEmpty {
            lineas += ["", "### Las pruebas que más fallan"]
            for paso in conFallos {
                lineas += ["", "**\(numeros[paso.id] ?? 0) · \(Self.nombre(paso))**", ""]
                lineas += paso.fallos.map { "- \(Self.alumnos($0.alumnos)) · \(Self.celda($0.prueba)): \(Self.celda($0.explicacion))" }
            }
        }
        let conAvisos = resumen.entregas.filter { !$0.avisos.isEmpty }
        if !conAvisos.isEmpty {
            lineas += ["", "### Cambios al kit y manipulaciones (no dan nota: se calificó con el kit)", ""]
            for entrega in conAvisos {
                let otros = entrega.avisos.count - 3
                lineas.append("- \(Self.celda(entrega.alumno)): " + entrega.avisos.prefix(3).map(Self.celda).joined(separator: "; ")
                    + (otros > 0 ? "; y \(otros) más" : ""))
            }
        }
        if !resumen.problemas.isEmpty {
            lineas += ["", "### Entregas con problemas", ""]
            lineas += resumen.problemas.map { "- \(Self.celda($0.descripcion))" + ($0.seLeyo ? "" : " (no está en el resumen)") }
        }
        return lineas
    }

    private static func nombre(_ paso: ResumenDeClase.Paso) -> String {
        celda(paso.id) + (paso.titulo.isEmpty ? "" : " " + celda(paso.titulo))
    }

    static func alumnos(_ cuantos: Int) -> String { "\(cuantos, "alumno")" }

    static func puntos(_ entrega: EntregaDeClase) -> String {
        "\(TablaDeCalificacion.formato(entrega.puntos)) / \(TablaDeCalificacion.formato(entrega.maximo))"
    }

    /// ✓, ✗ o, si sus pruebas no dieron veredicto, el porqué: «no compila», «revienta», «se cuelga»…
    static func estado(_ estado: EstadoDeCalificacion) -> String {
        switch estado {
        case .pasa: "✓"
        case .falla: "✗"
        case .noCompila, .noSePuedeComprobar, .revienta, .seCuelga, .sinPruebas: estado.rawValue
        }
    }

    /// En una línea, con tope, y con «\», «|», «<», «>», «&», «`», «*», «[» y «]» escapados.
    static func celda(_ texto: String) -> String {
        var resultado = ""
        for caracter in TextoDeCelda.linea(texto, maximo: 200) {
            if "\\|<>&`*[]".contains(caracter) { resultado.append("\\") }
            resultado.append(caracter)
        }
        return resultado
    }
}
