import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking   // en Linux, URLSession vive aquí
#endif

// MARK: EJERCICIO red-http-json-urlsession/1
// Red: HTTP, JSON y URLSession · Paso 1 · El servicio de la API, sin pantalla
// ArbitroDTO (decodificable: id, name, email y address, cuya Direccion solo guarda city), el protocolo
// ServicioDelTorneo con arbitros() async throws y ServicioJSONPlaceholder, que pide base/users con su
// URLSession, comprueba que el código esté entre 200 y 299 y decodifica la lista.
// Comprueba: swift run marcador comprobar red-http-json-urlsession/1 · Pista: swift run marcador pista red-http-json-urlsession/1
package protocol ServicioDelTorneo {
    func arbitros() async throws -> [ArbitroDTO]
}

struct ServicioJSONPlaceholder: ServicioDelTorneo {
    let base: URL
    let sesion: URLSession

    init(base: URL = URL(string: "about:blank")!, sesion: URLSession = .shared) {
        self.base = base
        self.sesion = sesion
    }

    func arbitros() async throws -> [ArbitroDTO] {
        []
    }
}
// MARK: FIN EJERCICIO
