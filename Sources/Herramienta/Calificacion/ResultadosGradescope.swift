import Foundation

/// results.json en el formato de los autograders de Gradescope («Autograder Specifications»,
/// gradescope-autograders.readthedocs.io/en/latest/specs/, «Output format»): `score` arriba y, en `tests`,
/// una entrada por paso y por regla, con `score`, `max_score`, `name`, `number`, `output`, `tags` y
/// `visibility`. Lo lee Gradescope y lo ve quien aprende: todo en español y sin nada del kit que no se
/// enseñe ya en `comprobar` (los mensajes de las pruebas, no su código).
struct ResultadosGradescope: Encodable {
    let informe: InformeDeCalificacion

    struct Prueba: Encodable, Equatable {
        let name: String
        let number: String
        let score: Double
        let max_score: Double
        let output: String
        let tags: [String]
        let visibility: String
    }

    private enum Claves: String, CodingKey { case score, output, visibility, tests }

    /// Un paso o una regla por entrada: vale 1, y su nota es la parte de sus pruebas que pasan.
    var pruebas: [Prueba] {
        informe.pasos.map { paso in
            Prueba(name: "\(paso.paso) · \(paso.titulo)", number: "\(paso.indice)", score: ResultadosExercism.redondear(paso.puntos),
                   max_score: 1, output: Self.salida(de: paso), tags: [paso.leccion], visibility: "visible")
        }
    }

    /// Lo que ve quien aprende debajo de su nota: el total, y lo que la entrega cambió o no cuadró.
    var salida: String {
        if let mensaje = informe.mensaje { return TextoDeInforme.acotar(mensaje, maximo: TextoDeInforme.maximoDelMensajeGeneral) }
        var lineas = ["Nota: \(TablaDeCalificacion.formato(informe.puntos)) de \(informe.pasos.count, "punto") · "
            + "\(informe.pasos.count { $0.estado == .pasa }) de \(informe.pasos.count, "paso superado", "pasos superados")."]
        lineas += informe.porLeccion.map { leccion, pasos in
            "\(leccion.titulo): \(TablaDeCalificacion.formato(pasos.map(\.puntos).reduce(0, +))) de \(pasos.count)"
        }
        if !informe.cambios.isEmpty {
            lineas += ["", "Cambios al kit (no cuentan: se calificó con los originales):"] + informe.cambios.map { "- " + $0.descripcion }
        }
        if !informe.manipulaciones.isEmpty {
            lineas += ["", "Ejecuciones que no cuadran (sus pasos no tienen nota):"] + informe.manipulaciones.map { "- " + $0.descripcion }
        }
        return TextoDeInforme.acotar(lineas.joined(separator: "\n"), maximo: TextoDeInforme.maximoDelMensajeGeneral)
    }

    /// El estado del paso y, de cada prueba que no pasa, su mensaje; la orden que lo repite en la publicación.
    private static func salida(de paso: ResultadoDePaso) -> String {
        var lineas = [paso.estado == .pasa
            ? "✓ pasa: \(paso.pasan) de \(paso.pruebas.count, "prueba")."
            : "\(TablaDeCalificacion.simbolo(paso.estado)) \(paso.estado.rawValue): \(paso.mensaje ?? "")"]
        for prueba in paso.pruebas where !prueba.pasa {
            let mensaje = TextoDeInforme.acotar(prueba.mensaje ?? "", maximo: TextoDeInforme.maximoDeMensaje)
            lineas += ["", "✗ \(TextoDeInforme.acotar(prueba.id, maximo: TextoDeInforme.maximoDeMensaje))", mensaje]
        }
        if paso.estado != .pasa { lineas += ["", "Repítelo en tu copia: swift run marcador comprobar \(paso.paso)"] }
        return TextoDeInforme.acotar(lineas.joined(separator: "\n"), maximo: TextoDeInforme.maximoDelMensajeGeneral)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Claves.self)
        try c.encode(ResultadosExercism.redondear(informe.puntos), forKey: .score)
        try c.encode(salida, forKey: .output)
        try c.encode("visible", forKey: .visibility)
        try c.encode(pruebas, forKey: .tests)
    }

    func datos() throws -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try codificador.encode(self)
    }
}
