/// Las notas de la clase en CSV, para importarlas en un LMS (Moodle, Canvas): una fila por alumno, una columna
/// por lección con sus puntos y una con el total. RFC 4180: campos separados por comas, líneas con CRLF, y entre
/// comillas (con las comillas dobladas) el campo que lleva coma, comillas o un salto de línea. Los puntos, con
/// punto decimal y hasta tres decimales, sin ceros de más («2.5», «0.333», «4»): lo que leen Moodle y Canvas
/// en cualquier idioma. Una lección que el informe de un alumno no trae (calificado con otro --leccion) va vacía.
struct NotasCSV {
    let resumen: ResumenDeClase

    /// Las lecciones, en el orden del curso: la del paso de cada columna de la tabla, por su id («leccion/paso»),
    /// con sus puntos máximos (sus pasos).
    var lecciones: [(id: String, maximo: Int)] {
        var orden: [String] = []
        var pasos: [String: Int] = [:]
        for paso in resumen.pasos {
            let leccion = Self.leccion(de: paso.id)
            if pasos[leccion] == nil { orden.append(leccion) }
            pasos[leccion, default: 0] += 1
        }
        return orden.map { ($0, pasos[$0] ?? 0) }
    }

    var texto: String {
        let lecciones = self.lecciones
        var filas = [["alumno"] + lecciones.map { "\($0.id) (sobre \($0.maximo))" } + ["total (sobre \(Self.numero(maximo)))"]]
        for entrega in resumen.entregas {
            var porLeccion: [String: Double] = [:]
            for paso in entrega.pasos { porLeccion[Self.leccion(de: paso.id), default: 0] += paso.puntos }
            filas.append([Self.sinFormula(entrega.alumno)] + lecciones.map { porLeccion[$0.id].map(Self.numero) ?? "" }
                + [Self.numero(entrega.puntos)])
        }
        return filas.map { $0.map(Self.campo).joined(separator: ",") + "\r\n" }.joined()
    }

    /// El total sobre el que se califica: el mayor de los informes (todos iguales si se calificaron igual).
    private var maximo: Double {
        resumen.entregas.map(\.maximo).max() ?? 0
    }

    static func leccion(de paso: String) -> String {
        paso.firstIndex(of: "/").map { String(paso[..<$0]) } ?? paso
    }

    /// Punto decimal, hasta tres decimales, sin ceros de más.
    static func numero(_ valor: Double) -> String {
        let milesimas = Int((valor * 1000).rounded())
        let entero = "\(milesimas / 1000)"
        var decimales = String(abs(milesimas % 1000) + 1000).dropFirst()
        while decimales.last == "0" { decimales.removeLast() }
        return decimales.isEmpty ? entero : entero + "." + decimales
    }

    /// RFC 4180: entre comillas si lleva coma, comillas o un salto de línea; las comillas, dobladas.
    static func campo(_ texto: String) -> String {
        guard texto.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return texto }
        return "\"" + texto.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Un nombre que empieza por = + - @ lo abriría una hoja de cálculo como una fórmula: va tras un apóstrofo.
    static func sinFormula(_ texto: String) -> String {
        guard let primero = texto.first, "=+-@".contains(primero) else { return texto }
        return "'" + texto
    }
}
