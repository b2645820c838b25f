import HerramientaCalificacion
import HerramientaNucleo

/// El resumen de la clase en una página HTML autocontenida (el estilo dentro, sin scripts ni nada que
/// descargar): se abre sin conexión en el aula. Es también XML bien formado, y todo lo que viene de las
/// entregas va escapado: un nombre de carpeta «<script>» se lee como texto.
///
/// Lo que hay que mirar primero va arriba: las entregas que cambian el kit o manipulan sus pruebas y las
/// que no se pudieron leer, antes de una tabla de cientos de filas. La tabla cabe en 1280 px: cada celda es
/// un símbolo y cada columna lleva el nombre del paso en vertical; cada estado tiene su color y su símbolo,
/// para que el color no sea la única pista.
struct PaginaDeClase {
    let resumen: ResumenDeClase

    /// La clase CSS, el símbolo y el color de cada estado (y de un paso que no está en el informe).
    static func aspecto(_ estado: EstadoDeCalificacion?) -> (clase: String, simbolo: String, color: String) {
        switch estado {
        case .pasa?: ("pasa", "✓", "#c6ebc6")
        case .falla?: ("falla", "✗", "#f5bcbc")
        case .noCompila?: ("no-compila", "⚠", "#ffcf94")
        case .noSePuedeComprobar?: ("no-se-puede-comprobar", "⊘", "#d7d7e4")
        case .revienta?: ("revienta", "↯", "#dfc6f5")
        case .seCuelga?: ("se-cuelga", "∞", "#fff09a")
        case .sinPruebas?: ("sin-pruebas", "∅", "#c9e2f8")
        case nil: ("falta", "—", "#ffffff")
        }
    }

    static let estados: [EstadoDeCalificacion?] = [.pasa, .falla, .noCompila, .noSePuedeComprobar, .revienta, .seCuelga, .sinPruebas, nil]

    private static let estilo = """
        body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; }
        th { background: #f3f3f3; }
        .nota { color: #555; font-size: 0.9em; }
        .aviso { color: #a40000; font-weight: bold; }
        #alumnos { table-layout: fixed; width: 100%; font-size: 0.85em; }
        #alumnos th, #alumnos td { padding: 0.1em 0.2em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #alumnos th { position: sticky; top: 0; vertical-align: bottom; }
        #alumnos th.alumno { width: 11em; }
        #alumnos th.puntos { width: 5.5em; }
        #alumnos th.paso span { display: inline-block; writing-mode: vertical-rl; transform: rotate(180deg); max-height: 18em;
          overflow: hidden; text-overflow: ellipsis; font-weight: normal; }
        #alumnos td.estado { text-align: center; font-weight: bold; }
        #pasos { width: 100%; }
        #pasos td { overflow-wrap: anywhere; }
        .leyenda span.estado { display: inline-block; min-width: 1.4em; text-align: center; border: 1px solid #ccc; font-weight: bold; }
        """

    /// Un color por estado: el fondo de su celda y de su muestra en la leyenda.
    private static var colores: String {
        estados.map { estado in
            let aspecto = aspecto(estado)
            return ".\(aspecto.clase) { background: \(aspecto.color); }"
        }.joined(separator: "\n")
    }

    var html: String {
        let titulo = "La clase: \(resumen.entregas.count, "entrega")"
        var h = ["<!DOCTYPE html>", "<html lang=\"es\">", "<head>", "<meta charset=\"utf-8\"/>", "<title>\(titulo)</title>",
                 "<style>", Self.estilo, Self.colores, "</style>", "</head>", "<body>", "<h1>\(titulo)</h1>"]
        h += avisos + problemas + alumnos + pasos
        h += ["</body>", "</html>", ""]
        return h.joined(separator: "\n")
    }

    /// Arriba del todo: quién ha cambiado el kit o manipulado sus pruebas, por su nombre, o que nadie.
    private var avisos: [String] {
        let conAvisos = resumen.entregas.filter { !$0.avisos.isEmpty }
        guard !conAvisos.isEmpty else {
            return ["<p id=\"sin-avisos\">Ninguna entrega cambia el kit ni manipula sus pruebas.</p>"]
        }
        var h = ["<h2 class=\"aviso\">\(conAvisos.count, "entrega") con cambios al kit o manipulaciones</h2>",
                 "<p class=\"nota\">No dan nota: se calificó con el kit. Salen con ⚑ en la tabla.</p>", "<ul id=\"avisos\">"]
        h += conAvisos.map { entrega in
            "<li><strong>\(Self.escapar(entrega.alumno))</strong>: "
                + entrega.avisos.prefix(3).map(Self.escapar).joined(separator: "; ")
                + (entrega.avisos.count > 3 ? "; y \(entrega.avisos.count - 3) más" : "") + "</li>"
        }
        h.append("</ul>")
        return h
    }

    private var problemas: [String] {
        guard !resumen.problemas.isEmpty else { return [] }
        return ["<h2>\(resumen.problemas.count, "entrega") con problemas</h2>", "<ul id=\"problemas\">"]
            + resumen.problemas.map { "<li>\(Self.escapar($0.descripcion))" + ($0.seLeyo ? "" : " (no está en el resumen)") + "</li>" }
            + ["</ul>"]
    }

    /// Una fila por alumno y una columna por paso, con el número y el id del paso en vertical.
    private var alumnos: [String] {
        let pasos = resumen.pasos
        var h = ["<h2>Alumnos</h2>", "<p class=\"leyenda\">" + Self.estados.map { estado in
            let aspecto = Self.aspecto(estado)
            return "<span class=\"estado \(aspecto.clase)\">\(aspecto.simbolo)</span> \(estado?.rawValue ?? "no está en el informe")"
        }.joined(separator: " · ") + "</p>", "<table id=\"alumnos\">"]
        h.append("<tr><th class=\"alumno\">Alumno</th><th class=\"puntos\">Puntos</th>" + pasos.enumerated().map { numero, paso in
            let nombre = Self.escapar("\(numero + 1) · \(paso.id)")
            return "<th class=\"paso\" title=\"\(Self.escapar("\(paso.id) · \(paso.titulo)"))\"><span>\(nombre)</span></th>"
        }.joined() + "</tr>")
        for entrega in resumen.entregas {
            let suyos = Dictionary(entrega.pasos.map { ($0.id, $0.estado) }) { primero, _ in primero }
            let celdas = pasos.map { paso in
                let estado = suyos[paso.id]
                let aspecto = Self.aspecto(estado)
                let queEs = Self.escapar("\(paso.id): \(estado?.rawValue ?? "no está en el informe")")
                return "<td class=\"estado \(aspecto.clase)\" title=\"\(queEs)\">\(aspecto.simbolo)</td>"
            }
            let alumno = entrega.avisos.isEmpty
                ? "<td>\(Self.escapar(entrega.alumno))</td>"
                : "<td class=\"aviso\" title=\"cambia el kit o manipula sus pruebas\">⚑ \(Self.escapar(entrega.alumno))</td>"
            h.append("<tr>\(alumno)<td>\(TablaDeClase.puntos(entrega))</td>" + celdas.joined() + "</tr>")
        }
        h += ["</table>", "<p class=\"nota\">Cada columna es un paso: su número (#) es el de la tabla de abajo.</p>"]
        return h
    }

    private var pasos: [String] {
        let numeros = Dictionary(resumen.pasos.enumerated().map { ($1.id, $0 + 1) }) { primero, _ in primero }
        var h = ["<h2>Pasos, de más a menos alumnos atascados</h2>", "<table id=\"pasos\">",
                 "<tr><th>#</th><th>Paso</th><th>Atascados</th><th>Lo pasan</th><th>Las pruebas que más fallan</th></tr>"]
        for paso in resumen.porAtasco {
            let fallos = paso.fallos.isEmpty ? "" : "<ul>" + paso.fallos.map {
                "<li>\(TablaDeClase.alumnos($0.alumnos)) · <code>\(Self.escapar($0.prueba))</code>: \(Self.escapar($0.explicacion))</li>"
            }.joined() + "</ul>"
            h.append("<tr><td>\(numeros[paso.id] ?? 0)</td><td><code>\(Self.escapar(paso.id))</code> \(Self.escapar(paso.titulo))</td>"
                     + "<td>\(paso.atascados)</td><td>\(paso.pasan) de \(paso.entregas)</td><td>\(fallos)</td></tr>")
        }
        h += ["</table>", "<p class=\"nota\">Atascado en un paso: es el primero, en el orden del curso, que no pasa.</p>"]
        return h
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
