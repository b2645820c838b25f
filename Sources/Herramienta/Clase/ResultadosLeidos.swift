import HerramientaNucleo

/// Lo que `clase` lee de un results.json, con sus propios tipos y sin exigir nada: un campo que falta o
/// tiene otro tipo se queda en nil, y una entrada de `tests` o de `pasos` que no se entiende se salta
/// (y se cuenta). Así sigue leyendo aunque el formato de `calificar` gane o pierda campos.
///
/// Lee: `puntos`, `maximo`, `cambios`, `manipulaciones`; de cada entrada de `tests`, `name`, `status`, `message` y `task_id`; y, si
/// está, el resumen por paso de `lecciones[].pasos[]`: `id`, `titulo`, `estado`, `task_id`, `puntos`.
struct ResultadosLeidos: Decodable {
    struct Prueba: Decodable {
        let name: String
        let status: String
        let message: String?
        let task_id: Int?

        private enum CodingKeys: String, CodingKey { case name, status, message, task_id }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            status = try c.decode(String.self, forKey: .status)
            message = try? c.decodeIfPresent(String.self, forKey: .message)
            task_id = try? c.decodeIfPresent(Int.self, forKey: .task_id)
        }
    }

    package struct Paso: Decodable {
        let id: String
        let titulo: String?
        let estado: String?
        let task_id: Int?
        let puntos: Double?

        private enum CodingKeys: String, CodingKey { case id, titulo, estado, task_id, puntos }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            titulo = try? c.decodeIfPresent(String.self, forKey: .titulo)
            estado = try? c.decodeIfPresent(String.self, forKey: .estado)
            task_id = try? c.decodeIfPresent(Int.self, forKey: .task_id)
            puntos = try? c.decodeIfPresent(Double.self, forKey: .puntos)
        }
    }

    /// Decodifica un elemento de una lista sin hacer fallar la lista entera.
    private struct Tolerante<Valor: Decodable>: Decodable {
        let valor: Valor?
        init(from decoder: any Decoder) throws { valor = try? Valor(from: decoder) }
    }

    private struct Leccion: Decodable {
        let pasos: [Tolerante<Paso>]?
    }

    let pruebas: [Prueba]
    let pasos: [Paso]
    let puntos: Double?
    let maximo: Double?
    /// Entradas de `tests` o de `lecciones[].pasos` que no se entendieron.
    let descartadas: Int
    /// Si traía `tests` o `lecciones`: sin ninguna de las dos, no es un results.json de calificar.
    let esDeCalificar: Bool
    /// Los ficheros del kit que la entrega cambió, los flujos de pruebas que no cuadraron y lo que revisar del código.
    let cambios: [String]
    let manipulaciones: [String]
    let revisar: [String]

    private enum CodingKeys: String, CodingKey { case tests, lecciones, puntos, maximo, cambios, manipulaciones, revisar }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let pruebas = (try? c.decodeIfPresent([Tolerante<Prueba>].self, forKey: .tests)) ?? nil
        let lecciones = (try? c.decodeIfPresent([Tolerante<Leccion>].self, forKey: .lecciones)) ?? nil
        let pasos = (lecciones ?? []).compactMap(\.valor).flatMap { $0.pasos ?? [] }
        self.pruebas = (pruebas ?? []).compactMap(\.valor)
        self.pasos = pasos.compactMap(\.valor)
        puntos = try? c.decodeIfPresent(Double.self, forKey: .puntos)
        maximo = try? c.decodeIfPresent(Double.self, forKey: .maximo)
        descartadas = (pruebas ?? []).count { $0.valor == nil } + (lecciones ?? []).count { $0.valor == nil }
            + pasos.count { $0.valor == nil }
        esDeCalificar = pruebas != nil || lecciones != nil
        cambios = ((try? c.decodeIfPresent([Tolerante<String>].self, forKey: .cambios)) ?? nil)?.compactMap(\.valor) ?? []
        manipulaciones = ((try? c.decodeIfPresent([Tolerante<String>].self, forKey: .manipulaciones)) ?? nil)?.compactMap(\.valor) ?? []
        revisar = ((try? c.decodeIfPresent([Tolerante<String>].self, forKey: .revisar)) ?? nil)?.compactMap(\.valor) ?? []
    }
}
