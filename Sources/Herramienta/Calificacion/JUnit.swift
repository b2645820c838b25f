import Foundation

/// El informe como JUnit XML, válido contra junit-10.xsd (el del xunit-plugin de Jenkins), el que leen
/// GitHub (con una acción de informes), GitLab o Jenkins: una `testsuite` por lección y un `testcase` por
/// entrada del informe (ver EntradaDelInforme), con `failure` si falla y `error` si no dio veredicto. Los
/// cambios al kit y los flujos que no cuadran van en una `testsuite` sin pruebas, en `properties` y `system-out`.
enum JUnit {
    static func xml(_ informe: InformeDeCalificacion) -> String {
        let entradas = informe.entradas
        let marca = Self.marca(informe.fecha)
        var lineas = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lineas.append(#"<testsuites name="MarcadorKit"\#(recuentos(entradas))>"#)
        // Las de la compilación no son de ninguna lección: van en una suite con el nombre del kit.
        let suites = [(nombre: "MarcadorKit", entradas: entradas.filter { $0.leccion == nil })]
            + informe.porLeccion.map { leccion, _ in (leccion.titulo, entradas.filter { $0.leccion == leccion.id }) }
        for (nombre, suyas) in suites where !suyas.isEmpty {
            lineas.append(#"  <testsuite name="\#(atributo(nombre))"\#(recuentos(suyas)) timestamp="\#(marca)">"#)
            for entrada in suyas {
                let apertura = #"    <testcase classname="\#(atributo(entrada.clase))" name="\#(atributo(entrada.prueba ?? entrada.situacion))" time="\#(tiempo(entrada.segundos))""#
                guard let tipo = ["fail": "failure", "error": "error"][entrada.estado] else {
                    lineas.append(apertura + "/>")
                    continue
                }
                let mensaje = entrada.mensaje ?? ""
                let primera = String(Self.resumen(de: mensaje).prefix(200))
                lineas += [apertura + ">", #"      <\#(tipo) message="\#(atributo(primera))" type="\#(atributo(entrada.situacion))">\#(texto(mensaje))</\#(tipo)>"#,
                           "    </testcase>"]
            }
            lineas.append("  </testsuite>")
        }
        let avisos = informe.cambios.map { ("cambio al kit", $0.descripcion) } + informe.manipulaciones.map { ($0.tipo.nombre, $0.descripcion) }
            + informe.revisar.map { ("para revisar", $0) }
        if !avisos.isEmpty {
            lineas.append(#"  <testsuite name="Entrega" tests="0" failures="0" errors="0" time="0.000" timestamp="\#(marca)">"#)
            lineas.append("    <properties>")
            for (nombre, valor) in avisos {
                lineas.append(#"      <property name="\#(nombre)" value="\#(atributo(ResultadosExercism.acotado(valor)))"/>"#)
            }
            lineas.append("    </properties>")
            let explicacion = (informe.cambios.isEmpty ? [] : ["La entrega cambió ficheros del kit; se calificó con los originales."])
                + [Manipulacion.Tipo.flujo].filter { tipo in informe.manipulaciones.contains { $0.tipo == tipo } }.map(\.explicacion)
                + (informe.revisar.isEmpty ? [] : ["El código compilado hace lo que las lecciones no necesitan: para revisar, no quita puntos."])
            lineas.append("    <system-out>\(texto((explicacion + avisos.map { "- \(ResultadosExercism.acotado($0.1))" }).joined(separator: "\n")))</system-out>")
            lineas.append("  </testsuite>")
        }
        lineas.append("</testsuites>")
        return lineas.joined(separator: "\n") + "\n"
    }

    /// tests, failures, errors y time de un grupo de entradas.
    private static func recuentos(_ entradas: [EntradaDelInforme]) -> String {
        #" tests="\#(entradas.count)" failures="\#(entradas.count { $0.estado == "fail" })" errors="\#(entradas.count { $0.estado == "error" })""#
            + #" time="\#(tiempo(entradas.map(\.segundos).reduce(0, +)))""#
    }

    /// Segundos con tres decimales y punto, lo que admite el tipo SUREFIRE_TIME del XSD.
    static func tiempo(_ segundos: Double) -> String {
        let milesimas = Int((max(0, segundos) * 1000).rounded())
        let resto = String(milesimas % 1000)
        return "\(milesimas / 1000)." + String(repeating: "0", count: 3 - resto.count) + resto
    }

    /// ISO 8601 en UTC («2026-12-01T10:24:34Z»).
    static func marca(_ fecha: Date) -> String { fecha.formatted(.iso8601) }

    /// El texto de un elemento: lo que ya viene acotado y sin caracteres de control, escapado.
    static func texto(_ texto: String) -> String {
        texto.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// La primera línea del mensaje, lo que enseña quien solo lee el atributo; si acaba en «:» («CronicaUI no
    /// compila:»), con la siguiente, que es lo que dice (el ensayo del instructor vio el atributo sin el error).
    static func resumen(de mensaje: String) -> String {
        let lineas = mensaje.split(separator: "\n", omittingEmptySubsequences: true)
        guard let primera = lineas.first else { return "" }
        guard primera.hasSuffix(":"), lineas.count > 1 else { return String(primera) }
        return primera + " " + lineas[1].trimmingCharacters(in: .whitespaces)
    }

    /// Un valor de atributo: además, las comillas y los saltos de línea y tabuladores, que un lector
    /// normalizaría a espacios.
    static func atributo(_ valor: String) -> String {
        texto(valor).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\t", with: "&#9;")
    }
}
