import Foundation

// DTO (Data Transfer Object): la forma EXACTA del JSON que manda el servidor, con sus nombres
// en inglés. Solo lo usa la capa de red; el resto de la app usa sus propios modelos.
//
// `Decodable`: `JSONDecoder` sabe convertir el JSON en este tipo. Las claves del JSON que no
// aparecen aquí (`username`, `phone`, `company`…) se IGNORAN sin dar error.

// MARK: EJERCICIO red-http-json-urlsession/1
// Un usuario de `GET /users`, que en Marcador hace de árbitro de la liga.
package struct ArbitroDTO: Decodable {
    package let id: Int
    package let name: String
    package let email: String
    package let address: Direccion

    // El JSON trae la dirección como otro objeto dentro: `"address": { "city": "Gwenborough", … }`.
    package struct Direccion: Decodable {
        package let city: String
    }
}
// MARK: ESQUELETO
// package struct ArbitroDTO: Decodable {
//     package let id: Int
//     package let name: String
//     package let email: String
//     package let address: Direccion
//
//     package struct Direccion: Decodable {
//         package let city: String
//     }
// }
//
// // El esqueleto no lee nada del JSON: todo sale a cero. Borra esta extensión al escribir el tuyo.
// extension ArbitroDTO {
//     package init(from decoder: any Decoder) throws {
//         self.init(id: 0, name: "", email: "", address: Direccion(city: ""))
//     }
// }
// MARK: FIN EJERCICIO

// Lo que se envía en `POST /posts` para publicar una crónica. `Encodable`: el servidor lo RECIBE.
package struct CronicaDTO: Encodable, Equatable {
    package let title: String
    package let body: String
    package let userId: Int

    package init(title: String, body: String, userId: Int) {
        self.title = title
        self.body = body
        self.userId = userId
    }
}

// Lo que contesta el servidor al publicar: la crónica con el número que le ha dado (101).
struct CronicaPublicadaDTO: Decodable {
    let id: Int
}
