import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Lo que la app envía al servidor: publicar una crónica (`POST /posts`). Es un protocolo aparte de
// `ServicioDelTorneo` para que quien solo lee árbitros no tenga que saber publicar; el servidor, y
// por tanto el servicio de verdad, es el mismo: un servicio por servidor.
package protocol ServicioDeCronicas {
    func publicar(_ cronica: CronicaDTO) async throws -> Int
}

extension ServicioJSONPlaceholder: ServicioDeCronicas {
    // POST https://jsonplaceholder.typicode.com/posts → 201 con la crónica y su `id` (101).
    // Va con `data(for:)` y `httpBody`: así el cuerpo viaja también por un URLProtocol de prueba en Linux.
    func publicar(_ cronica: CronicaDTO) async throws -> Int {
        var peticion = URLRequest(url: base.appending(path: "posts"))
        peticion.httpMethod = "POST"
        peticion.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        peticion.httpBody = try JSONEncoder().encode(cronica)

        let datos: Data
        let respuesta: URLResponse
        do {
            (datos, respuesta) = try await sesion.data(for: peticion)
        } catch is URLError {
            throw ErrorDeRed.sinConexion
        }
        let codigo = (respuesta as? HTTPURLResponse)?.statusCode ?? 0
        guard (200...299).contains(codigo) else { throw ErrorDeRed.codigo(codigo) }
        guard let publicada = try? JSONDecoder().decode(CronicaPublicadaDTO.self, from: datos) else {
            throw ErrorDeRed.respuestaIlegible
        }
        return publicada.id
    }
}
