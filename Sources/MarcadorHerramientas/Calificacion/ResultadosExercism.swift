import Foundation

/// results.json en el formato 3 de Exercism (exercism.org/docs/building/tooling/test-runners/interface),
/// con lo que añade el kit: los puntos por lección y paso, y los cambios al kit. Una entrada de `tests`
/// por prueba; un paso sin veredicto de sus pruebas (no compila…) da una sola entrada con su nombre.
struct ResultadosExercism: Encodable {
    let informe: InformeDeCalificacion

    private enum Claves: String, CodingKey {
        case version, status, message, tests, lecciones, puntos, maximo, cambios
    }

    struct Prueba: Encodable, Equatable {
        let name: String
        let status: String
        let message: String?
        let output: String?
        let test_code: String
        let task_id: Int

        private enum CodingKeys: String, CodingKey { case name, status, message, output, test_code, task_id }

        // Exercism espera `message` y `output` siempre, a null si no hay nada.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(status, forKey: .status)
            try c.encode(message, forKey: .message)
            try c.encode(output, forKey: .output)
            try c.encode(test_code, forKey: .test_code)
            try c.encode(task_id, forKey: .task_id)
        }
    }

    private struct PasoResumido: Encodable {
        let id, titulo, estado: String
        let task_id, pruebas, pasan: Int
        let puntos: Double
    }

    private struct LeccionResumida: Encodable {
        let id, titulo: String
        let puntos: Double
        let maximo: Int
        let pasos: [PasoResumido]
    }

    var pruebas: [Prueba] {
        informe.pasos.flatMap { paso -> [Prueba] in
            let nombre = "\(paso.paso) · \(paso.titulo)"
            guard !paso.pruebas.isEmpty else {
                return [Prueba(name: nombre, status: paso.estado.exercism, message: "\(paso.estado.rawValue): \(paso.mensaje ?? "")",
                               output: nil, test_code: paso.ordenDePruebas, task_id: paso.indice)]
            }
            return paso.pruebas.map { prueba in
                let estado = prueba.pasa ? "pass" : (paso.estado == .falla ? "fail" : "error")
                let mensaje = prueba.pasa ? nil : [paso.estado == .falla ? nil : paso.estado.rawValue, prueba.mensaje]
                    .compactMap { $0 }.joined(separator: ": ")
                return Prueba(name: "\(nombre) · \(prueba.id)", status: estado, message: mensaje, output: nil,
                              test_code: prueba.orden ?? "swift test --filter '\(prueba.id)'", task_id: paso.indice)
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Claves.self)
        try c.encode(3, forKey: .version)
        try c.encode(informe.estado, forKey: .status)
        try c.encode(informe.mensaje, forKey: .message)
        try c.encode(pruebas, forKey: .tests)
        try c.encode(informe.porLeccion.map { leccion, pasos in
            LeccionResumida(id: leccion.id, titulo: leccion.titulo, puntos: Self.redondear(pasos.map(\.puntos).reduce(0, +)), maximo: pasos.count,
                            pasos: pasos.map { PasoResumido(id: $0.paso, titulo: $0.titulo, estado: $0.estado.rawValue, task_id: $0.indice,
                                                            pruebas: $0.pruebas.count, pasan: $0.pasan, puntos: Self.redondear($0.puntos)) })
        }, forKey: .lecciones)
        try c.encode(Self.redondear(informe.puntos), forKey: .puntos)
        try c.encode(informe.pasos.count, forKey: .maximo)
        try c.encode(informe.cambios.map(\.descripcion), forKey: .cambios)
    }

    /// Tres decimales: 1/3 de un paso se lee 0.333, no 0.33333333333333331.
    static func redondear(_ puntos: Double) -> Double { (puntos * 1000).rounded() / 1000 }

    func datos() throws -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try codificador.encode(self)
    }
}
