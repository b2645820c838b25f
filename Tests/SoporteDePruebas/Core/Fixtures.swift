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

    /// Los diez usuarios de `GET /users`, ya decodificados como los decodifica el servicio, con el
    /// `ArbitroDTO` compilado. Si ese DTO no puede leerlos, el error lo dice: las pruebas de los pasos
    /// de después (el modelo, los repositorios) no pueden ir bien hasta que el DTO lea el JSON.
    package static var arbitrosDTO: [ArbitroDTO] {
        get throws {
            do {
                return try JSONDecoder().decode([ArbitroDTO].self, from: datos("users.json"))
            } catch {
                throw UsersIlegible(causa: error)
            }
        }
    }

    /// Los mismos diez, para una prueba que los necesita como datos de partida: si no se pueden leer,
    /// la prueba falla diciendo por qué (en `sourceLocation`) y el valor es nil.
    package static func arbitrosDTOLeidos(sourceLocation: SourceLocation = #_sourceLocation) -> [ArbitroDTO]? {
        SinLanzar.valor("Esta prueba parte de los diez usuarios de users.json", sourceLocation: sourceLocation) {
            try arbitrosDTO
        }
    }
}

/// users.json no se deja leer con el `ArbitroDTO` compilado: el paso del DTO está a medias.
package struct UsersIlegible: Error, CustomStringConvertible {
    package let causa: any Error

    package init(causa: any Error) {
        self.causa = causa
    }

    package var description: String {
        """
        Tu ArbitroDTO no puede leer Tests/SoporteDePruebas/Fixtures/users.json, la respuesta de GET /users: \
        termina antes red-http-json-urlsession/1 (swift run marcador comprobar red-http-json-urlsession/1). \
        JSONDecoder dice: \(causa)
        """
    }
}
