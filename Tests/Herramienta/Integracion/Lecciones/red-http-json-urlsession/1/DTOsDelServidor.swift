import Foundation
 
// DTO (Data Transfer Object): la forma EXACTA del JSON que manda el servidor, con sus nombres
// en inglés. Solo lo usa la capa de red; el resto de la app usa sus propios modelos.
//
// `Decodable`: `JSONDecoder` sabe convertir el JSON en este tipo. Las claves del JSON que no
// aparecen aquí (`username`, `phone`, `company`…) se IGNORAN sin dar error.
 
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
