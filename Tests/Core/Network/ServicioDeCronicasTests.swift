import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SoporteDePruebas
import Testing
@testable import CoreNetwork

// Código base: publicar una crónica con POST /posts, contra un servidor falso que contesta como JSONPlaceholder.
@Suite("Código base · ServicioJSONPlaceholder.publicar")
@MainActor
struct ServicioDeCronicasTests {
    private let cronica = CronicaDTO(
        title: "Rayo FC 2-1 Toros",
        body: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)",
        userId: 1
    )

    @Test func publicarConUn201DevuelveElNumeroQueDaElServidor() async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("POST", "/posts", estado: 201, fixture: "posts-201.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            let id = try await servicio.publicar(cronica)

            #expect(id == 101)
        }
    }

    @Test func publicarEnviaUnPOSTAPostsConElCuerpoEnJSON() async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("POST", "/posts", estado: 201, fixture: "posts-201.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            _ = try await servicio.publicar(cronica)

            let peticion = try #require(servidor.peticiones.first)
            #expect(servidor.peticiones.count == 1)
            #expect(peticion.metodo == "POST")
            #expect(peticion.ruta == "/posts")
            #expect(peticion.cabecera("Content-Type")?.contains("application/json") == true)
            let cuerpo = try #require(peticion.cuerpo, "El cuerpo viaja en httpBody, enviado con data(for:)")
            let json = try #require(try JSONSerialization.jsonObject(with: cuerpo) as? [String: Any])
            #expect(Set(json.keys) == ["title", "body", "userId"])
            #expect(json["title"] as? String == "Rayo FC 2-1 Toros")
            #expect(json["body"] as? String == "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")
            #expect(json["userId"] as? Int == 1)
        }
    }

    @Test func publicarSinConexionLanzaSinConexion() async {
        await ServidorFalso.con { servidor in
            servidor.fallar("POST", "/posts", con: .notConnectedToInternet)
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: ErrorDeRed.sinConexion) {
                _ = try await servicio.publicar(cronica)
            }
        }
    }

    @Test(arguments: [500, 404, 503])
    func publicarConUnCodigoQueNoEsDeExitoLanzaEseCodigo(codigo: Int) async {
        await ServidorFalso.con { servidor in
            servidor.responder("POST", "/posts", estado: codigo, fixture: "users-99.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: ErrorDeRed.codigo(codigo)) {
                _ = try await servicio.publicar(cronica)
            }
        }
    }

    @Test(arguments: ["{}", #"{ "id": "101" }"#, "<html>Service Unavailable</html>", ""])
    func publicarConUn201IlegibleLanzaRespuestaIlegible(cuerpo: String) async {
        await ServidorFalso.con { servidor in
            servidor.responder("POST", "/posts", estado: 201, cuerpo: Data(cuerpo.utf8))
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: ErrorDeRed.respuestaIlegible) {
                _ = try await servicio.publicar(cronica)
            }
        }
    }
}
