/// Un paso de una lección, tal como lo describe el catálogo.
package struct Paso: Decodable, Sendable {
    package let id: String
    package let titulo: String
    package let tipo: TipoDePaso
    package let ficheros: [String]      // relativos a Solutions/ y a Exercises/
    package let suites: [String]        // prefijos de ID de prueba, «Modulo.Suite»
    package let gobierna: [String]      // en una regla: los ejercicios cuyos ficheros vigila
    package let enunciado: [String]     // líneas que el generador pone en la cabecera de la región
    package let pista: String
    package let nota: String?           // dónde vive el paso cuando no está en el kit

    private enum CodingKeys: String, CodingKey {
        case id, titulo, tipo, ficheros, suites, gobierna, enunciado, pista, nota
    }

    // Los pasos que no son ejercicios no traen ficheros, suites ni enunciado.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        titulo = try c.decode(String.self, forKey: .titulo)
        tipo = try c.decode(TipoDePaso.self, forKey: .tipo)
        ficheros = try c.decodeIfPresent([String].self, forKey: .ficheros) ?? []
        suites = try c.decodeIfPresent([String].self, forKey: .suites) ?? []
        gobierna = try c.decodeIfPresent([String].self, forKey: .gobierna) ?? []
        enunciado = try c.decodeIfPresent([String].self, forKey: .enunciado) ?? []
        pista = try c.decodeIfPresent(String.self, forKey: .pista) ?? ""
        nota = try c.decodeIfPresent(String.self, forKey: .nota)
    }
}
