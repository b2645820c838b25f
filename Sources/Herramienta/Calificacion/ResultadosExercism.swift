import Foundation

/// results.json en el formato 3 de Exercism (exercism.org/docs/building/tooling/test-runners/interface):
/// `version`, `status`, `message` (solo con «error») y `tests`, una entrada por prueba en el orden de su
/// fichero, con el cuerpo de la prueba en `test_code` (ver EntradaDelInforme). Detrás, lo que añade el kit:
/// los puntos por lección y paso, los cambios de la entrega al kit, los flujos de eventos que no cuadran y lo que
/// el código compilado hace y las lecciones no necesitan (`revisar`, que no quita puntos).
struct ResultadosExercism: Encodable {
    let informe: InformeDeCalificacion

    private enum Claves: String, CodingKey {
        case version, status, message, tests, lecciones, puntos, maximo, cambios, manipulaciones, revisar
    }

    struct Prueba: Encodable, Equatable {
        let name: String
        let status: String
        let message: String?
        let test_code: String
        let task_id: Int?

        private enum CodingKeys: String, CodingKey { case name, status, message, output, test_code, task_id }

        // `message` y `output` siempre, a null si no hay nada (el kit no separa lo que imprime quien aprende);
        // `task_id` solo si la entrada es de un paso.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(status, forKey: .status)
            try c.encode(message, forKey: .message)
            try c.encodeNil(forKey: .output)
            try c.encode(test_code, forKey: .test_code)
            try c.encodeIfPresent(task_id, forKey: .task_id)
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
        informe.entradas.map { Prueba(name: $0.nombre, status: $0.estado, message: $0.mensaje, test_code: $0.codigo, task_id: $0.tarea) }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Claves.self)
        try c.encode(3, forKey: .version)
        try c.encode(informe.estado, forKey: .status)
        try c.encode(informe.mensaje.map { TextoDeInforme.acotar($0, maximo: TextoDeInforme.maximoDelMensajeGeneral) }, forKey: .message)
        try c.encode(pruebas, forKey: .tests)
        try c.encode(informe.porLeccion.map { leccion, pasos in
            LeccionResumida(id: leccion.id, titulo: leccion.titulo, puntos: Self.redondear(pasos.map(\.puntos).reduce(0, +)), maximo: pasos.count,
                            pasos: pasos.map { PasoResumido(id: $0.paso, titulo: $0.titulo, estado: $0.estado.rawValue, task_id: $0.indice,
                                                            pruebas: $0.pruebas.count, pasan: $0.pasan, puntos: Self.redondear($0.puntos)) })
        }, forKey: .lecciones)
        try c.encode(Self.redondear(informe.puntos), forKey: .puntos)
        try c.encode(informe.pasos.count, forKey: .maximo)
        try c.encode(informe.cambios.map { Self.acotado($0.descripcion) }, forKey: .cambios)
        try c.encode(informe.manipulaciones.map { Self.acotado($0.descripcion) }, forKey: .manipulaciones)
        try c.encode(informe.revisar.map(Self.acotado), forKey: .revisar)
    }

    /// Tres decimales: 1/3 de un paso se lee 0.333, no 0.33333333333333331.
    static func redondear(_ puntos: Double) -> Double { (puntos * 1000).rounded() / 1000 }

    /// Una ruta o un motivo pueden venir de la entrega (el nombre de un fichero añadido, una prueba que el kit no tiene).
    static func acotado(_ texto: String) -> String { TextoDeInforme.acotar(texto, maximo: TextoDeInforme.maximoDeMensaje) }

    func datos() throws -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try codificador.encode(self)
    }
}
