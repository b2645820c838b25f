import HerramientaNucleo

/// El resumen de la clase en una página HTML autocontenida (el estilo dentro, sin scripts ni nada que
/// descargar): se abre sin conexión en el aula. Es también XML bien formado, y todo lo que viene de las
/// entregas va escapado: un nombre de carpeta «<script>» se lee como texto.
struct PaginaDeClase {
    let resumen: ResumenDeClase

    private static let estilo = """
        body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; }
        th { background: #f3f3f3; }
        td.pasa { background: #dff5df; text-align: center; }
        td.falla { background: #fbe0e0; text-align: center; }
        td.bloqueado { background: #fdf0c8; text-align: center; }
        td.falta { color: #888; text-align: center; }
        .nota { color: #555; font-size: 0.9em; }
        """

    var html: String {
        let pasos = resumen.pasos
        var h = ["<!DOCTYPE html>", "<html lang=\"es\">", "<head>", "<meta charset=\"utf-8\"/>",
                 "<title>La clase: \(resumen.entregas.count, "entrega")</title>", "<style>", Self.estilo, "</style>", "</head>", "<body>",
                 "<h1>La clase: \(resumen.entregas.count, "entrega")</h1>", "<h2>Alumnos</h2>", "<table id=\"alumnos\">"]
        h.append("<tr><th>Alumno</th><th>Puntos</th>" + pasos.enumerated().map { numero, paso in
            "<th title=\"\(Self.escapar(paso.id))\">\(numero + 1)</th>"
        }.joined() + "</tr>")
        for entrega in resumen.entregas {
            let suyos = Dictionary(entrega.pasos.map { ($0.id, $0.estado) }) { primero, _ in primero }
            let celdas = pasos.map { paso in
                guard let estado = suyos[paso.id] else { return "<td class=\"falta\">—</td>" }
                let clase = switch estado {
                case .pasa: "pasa"
                case .falla: "falla"
                case .noCompila, .noSePuedeComprobar, .revienta, .seCuelga, .sinPruebas: "bloqueado"
                }
                return "<td class=\"\(clase)\" title=\"\(Self.escapar(paso.id))\">\(TablaDeClase.estado(estado))</td>"
            }
            h.append("<tr><td>\(Self.escapar(entrega.alumno))</td><td>\(TablaDeClase.puntos(entrega))</td>" + celdas.joined() + "</tr>")
        }
        h += ["</table>", "<p class=\"nota\">Cada columna es un paso, por su número (#) en la tabla de abajo. "
              + "✓ pasa, ✗ falla, — no está en el informe.</p>"]
        let numeros = Dictionary(pasos.enumerated().map { ($1.id, $0 + 1) }) { primero, _ in primero }
        h += ["<h2>Pasos, de más a menos alumnos atascados</h2>", "<table id=\"pasos\">",
              "<tr><th>#</th><th>Paso</th><th>Atascados</th><th>Lo pasan</th><th>Las pruebas que más fallan</th></tr>"]
        for paso in resumen.porAtasco {
            let fallos = paso.fallos.isEmpty ? "" : "<ul>" + paso.fallos.map {
                "<li>\(TablaDeClase.alumnos($0.alumnos)) · <code>\(Self.escapar($0.prueba))</code>: \(Self.escapar($0.explicacion))</li>"
            }.joined() + "</ul>"
            h.append("<tr><td>\(numeros[paso.id] ?? 0)</td><td><code>\(Self.escapar(paso.id))</code> \(Self.escapar(paso.titulo))</td>"
                     + "<td>\(paso.atascados)</td><td>\(paso.pasan) de \(paso.entregas)</td><td>\(fallos)</td></tr>")
        }
        h += ["</table>", "<p class=\"nota\">Atascado en un paso: es el primero, en el orden del curso, que no pasa.</p>"]
        let conAvisos = resumen.entregas.filter { !$0.avisos.isEmpty }
        if !conAvisos.isEmpty {
            h += ["<h2>Cambios al kit y manipulaciones (no dan nota: se calificó con el kit)</h2>", "<ul id=\"avisos\">"]
            h += conAvisos.map { entrega in
                "<li>\(Self.escapar(TextoDeCelda.linea(entrega.alumno, maximo: 200))): "
                    + entrega.avisos.prefix(3).map { Self.escapar(TextoDeCelda.linea($0, maximo: 200)) }.joined(separator: "; ")
                    + (entrega.avisos.count > 3 ? "; y \(entrega.avisos.count - 3) más" : "") + "</li>"
            }
            h.append("</ul>")
        }
        if !resumen.problemas.isEmpty {
            h += ["<h2>Entregas con problemas</h2>", "<ul id=\"problemas\">"]
            h += resumen.problemas.map { "<li>\(Self.escapar($0.descripcion))" + ($0.seLeyo ? "" : " (no está en el resumen)") + "</li>" }
            h.append("</ul>")
        }
        h += ["</body>", "</html>", ""]
        return h.joined(separator: "\n")
    }

    /// En una línea, con tope, y con «&», «<», «>», «"» y «'» como entidades: vale en texto y en atributos.
    static func escapar(_ texto: String) -> String {
        var resultado = ""
        for caracter in TextoDeCelda.linea(texto, maximo: 200) {
            switch caracter {
            case "&": resultado += "&amp;"
            case "<": resultado += "&lt;"
            case ">": resultado += "&gt;"
            case "\"": resultado += "&quot;"
            case "'": resultado += "&#39;"
            default: resultado.append(caracter)
            }
        }
        return resultado
    }
}
