import Foundation
@testable import HerramientaMutacion

extension OperadorDeMutacion {
    /// Un operador para las pruebas, leído como lo leería el catálogo de mutantes.
    static func dePrueba(
        en: String, nombre: String? = nil, llamada: String? = nil, empiezaPor: String? = nil, hacer: String = "sustituir",
        codigo: String? = "c", id: String = "x"
    ) throws -> OperadorDeMutacion {
        var json = ["id": id, "descripcion": "d", "rompe": "r", "en": en, "hacer": hacer]
        json["nombre"] = nombre
        json["llamada"] = llamada
        json["empiezaPor"] = empiezaPor
        json["codigo"] = codigo
        return try JSONDecoder().decode(OperadorDeMutacion.self, from: JSONEncoder().encode(json))
    }
}
