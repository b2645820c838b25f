/// El informe como JUnit XML, el que enseñan GitHub (con una acción de informes), GitLab o Jenkins:
/// una `testsuite` por lección y un `testcase` por prueba; un paso sin veredicto da un `error`.
enum JUnit {
    static func xml(_ informe: InformeDeCalificacion) -> String {
        var lineas = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let todas = informe.pasos.flatMap(casos)
        lineas.append(#"<testsuites name="MarcadorKit" tests="\#(todas.count)" failures="\#(todas.count { $0.tipo == "failure" })" errors="\#(todas.count { $0.tipo == "error" })">"#)
        for (leccion, pasos) in informe.porLeccion {
            let casos = pasos.flatMap(casos)
            lineas.append(#"  <testsuite name="\#(escapar(leccion.titulo))" tests="\#(casos.count)" failures="\#(casos.count { $0.tipo == "failure" })" errors="\#(casos.count { $0.tipo == "error" })">"#)
            for caso in casos {
                let apertura = #"    <testcase classname="\#(escapar(caso.clase))" name="\#(escapar(caso.nombre))""#
                guard let tipo = caso.tipo else {
                    lineas.append(apertura + "/>")
                    continue
                }
                let mensaje = escapar(caso.mensaje)
                let primera = escapar(String(caso.mensaje.prefix { $0 != "\n" }))
                lineas += [apertura + ">", #"      <\#(tipo) message="\#(primera)">\#(mensaje)</\#(tipo)>"#, "    </testcase>"]
            }
            lineas.append("  </testsuite>")
        }
        if let mensaje = informe.mensaje { lineas.append("  <system-out>\(escapar(mensaje))</system-out>") }
        lineas.append("</testsuites>")
        return lineas.joined(separator: "\n") + "\n"
    }

    private struct Caso {
        let clase, nombre, mensaje: String
        let tipo: String?       // nil pasa; «failure» falla; «error» sin veredicto
    }

    private static func casos(_ paso: ResultadoDePaso) -> [Caso] {
        let clase = "\(paso.paso) · \(paso.titulo)"
        guard !paso.pruebas.isEmpty else {
            return [Caso(clase: clase, nombre: paso.estado.rawValue, mensaje: paso.mensaje ?? paso.estado.rawValue, tipo: "error")]
        }
        return paso.pruebas.map { prueba in
            let tipo: String? = prueba.pasa ? nil : (paso.estado == .falla ? "failure" : "error")
            let mensaje = [paso.estado == .falla ? nil : paso.estado.rawValue, prueba.mensaje].compactMap { $0 }.joined(separator: ": ")
            return Caso(clase: clase, nombre: prueba.id, mensaje: mensaje, tipo: tipo)
        }
    }

    static func escapar(_ texto: String) -> String {
        texto.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
