import CoreNetwork
import Foundation
import Testing

/// Las respuestas REALES de JSONPlaceholder que usan las lecciones (fuentes en Fixtures/FUENTES.md).
package enum Fixtures {
    /// Los bytes de un fixture, tal como los envía el servidor.
    package static func datos(_ nombre: String) -> Data {
        let partes = nombre.split(separator: ".", maxSplits: 1).map(String.init)
        guard
            let url = Bundle.module.url(forResource: partes[0], withExtension: partes.count > 1 ? partes[1] : nil, subdirectory: "Fixtures"),
            let datos = try? Data(contentsOf: url)
        else {
            Issue.record("No existe el fixture \(nombre) en Tests/SoporteDePruebas/Fixtures")
            return Data()
        }
        return datos
    }

    /// Los diez usuarios de `GET /users`, ya decodificados como los decodifica el servicio.
    package static var arbitrosDTO: [ArbitroDTO] {
        get throws { try JSONDecoder().decode([ArbitroDTO].self, from: datos("users.json")) }
    }
}
