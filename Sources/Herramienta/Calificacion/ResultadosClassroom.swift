import Foundation
import HerramientaNucleo

/// Los puntos en el formato de los graders de GitHub Classroom (`classroom-resources/autograding-command-grader`,
/// versión 1): lo que `classroom-resources/autograding-grading-reporter` lee, en base64, de `<ID>_RESULTS`.
/// Una entrada de `tests` por paso calificado, con sus puntos (de 0 a 1) en `score`: el reporter suma los
/// `score` y `max_score` para la anotación «Autograding report» de la que Classroom saca la nota.
struct ResultadosClassroom: Encodable {
    let informe: InformeDeCalificacion

    private enum Claves: String, CodingKey { case version, status, max_score, tests }

    package struct Paso: Encodable, Equatable {
        let name: String
        let status: String      // pass o fail: con `error`, el reporter no enseña su nombre
        let score: Double
        let message: String
        let test_code: String
        let filename: String
        let line_no: Int
        let duration: Int
    }

    var pasos: [Paso] {
        informe.pasos.map { paso in
            var mensaje = "\(paso.estado.rawValue): \(concuerda: paso.pasan, "pasa", "pasan") \(paso.pasan) de \(paso.pruebas.count, "prueba")"
            if paso.estado != .falla, let porque = paso.mensaje { mensaje += ". " + porque }   // falla ya dice cuántas
            return Paso(name: "\(paso.paso) · \(paso.titulo)", status: paso.estado == .pasa ? "pass" : "fail",
                        score: ResultadosExercism.redondear(paso.puntos), message: mensaje,
                        test_code: "swift run marcador comprobar \(paso.paso)", filename: "", line_no: 0, duration: 0)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Claves.self)
        try c.encode(1, forKey: .version)
        try c.encode(informe.estado, forKey: .status)
        try c.encode(informe.pasos.count, forKey: .max_score)
        try c.encode(pasos, forKey: .tests)
    }

    func datos() throws -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try codificador.encode(self)
    }
}
