import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SoporteDePruebas
import Testing

// El servidor falso se prueba a sí mismo: si fallara, todas las pruebas de red mentirían.
@Suite("Soporte de pruebas · ServidorFalso")
struct ServidorFalsoTests {
    @Test func unaPeticionSinRespuestaPreparadaHaceFallarLaPrueba() async throws {
        try await withKnownIssue {
            try await ServidorFalso.con { servidor in
                let (_, respuesta) = try await servidor.sesion.data(from: servidor.base.appending(path: "users"))
                #expect((respuesta as? HTTPURLResponse)?.statusCode == 599)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("GET /users") }
        }
    }

    @Test func contestaConElEstadoLasCabecerasYElCuerpoPreparados() async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("GET", "/todos?_limit=3", estado: 200, fixture: "todos-limit-3.json")
            let url = servidor.base.appending(path: "todos").appending(queryItems: [URLQueryItem(name: "_limit", value: "3")])

            let (datos, respuesta) = try await servidor.sesion.data(from: url)

            let http = try #require(respuesta as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
            #expect(datos == Fixtures.datos("todos-limit-3.json"))
            #expect(servidor.peticiones.map(\.ruta) == ["/todos?_limit=3"])
        }
    }

    // Las pruebas de los bordes del éxito (300) y de otros 3xx solo valen si el código llega tal cual: sin
    // cabecera Location, URLSession no sigue ninguna redirección, tampoco en Linux.
    @Test(arguments: [300, 302])
    func unCodigo3xxSinLocationLlegaComoHTTPURLResponseSinSeguirNingunaRedireccion(codigo: Int) async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", estado: codigo, fixture: "users.json")

            let (datos, respuesta) = try await servidor.sesion.data(from: servidor.base.appending(path: "users"))

            let http = try #require(respuesta as? HTTPURLResponse, "Un \(codigo) llega como HTTPURLResponse")
            #expect(http.statusCode == codigo, "El código llega tal cual, sin seguir ninguna redirección")
            #expect(http.value(forHTTPHeaderField: "Location") == nil)
            #expect(datos == Fixtures.datos("users.json"), "El cuerpo es el del \(codigo), no el de otra petición")
            #expect(servidor.peticiones.map(\.ruta) == ["/users"], "Una sola petición: nadie siguió una redirección")
        }
    }

    @Test func anotaCadaPeticionConSuMetodoCabecerasYCuerpo() async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("POST", "/posts", estado: 201, fixture: "posts-201.json")
            var peticion = URLRequest(url: servidor.base.appending(path: "posts"))
            peticion.httpMethod = "POST"
            peticion.setValue("application/json", forHTTPHeaderField: "Content-Type")
            peticion.httpBody = Data(#"{"title":"foo"}"#.utf8)

            _ = try await servidor.sesion.data(for: peticion)

            let anotada = try #require(servidor.peticiones.first)
            #expect(servidor.peticiones.count == 1)
            #expect(anotada.metodo == "POST")
            #expect(anotada.url == servidor.base.appending(path: "posts"))
            #expect(anotada.cabecera("content-type") == "application/json", "Las cabeceras se buscan sin distinguir mayúsculas")
            #expect(anotada.cuerpo == Data(#"{"title":"foo"}"#.utf8))
        }
    }

    @Test func dosServidoresALaVezVenSoloSusPropiasPeticiones() async throws {
        try await ServidorFalso.con { uno in
            try await ServidorFalso.con { otro in
                uno.responder("GET", "/users", fixture: "users.json")
                otro.responder("GET", "/albums/1", fixture: "albums-1.json")

                try await withThrowingTaskGroup(of: Void.self) { grupo in
                    for _ in 0..<5 {
                        grupo.addTask { _ = try await uno.sesion.data(from: uno.base.appending(path: "users")) }
                        grupo.addTask { _ = try await otro.sesion.data(from: otro.base.appending(path: "albums/1")) }
                    }
                    try await grupo.waitForAll()
                }

                #expect(uno.peticiones.map(\.ruta) == Array(repeating: "/users", count: 5))
                #expect(otro.peticiones.map(\.ruta) == Array(repeating: "/albums/1", count: 5))
                #expect(uno.peticiones.allSatisfy { $0.url.host == uno.base.host })
                #expect(otro.peticiones.allSatisfy { $0.url.host == otro.base.host })
            }
        }
    }

    // Los ejemplos de las lecciones usan `URLSession.shared` tal cual. En Linux, esa sesión solo ve los
    // URLProtocol registrados antes de crear la primera sesión del proceso: `con` los registra antes.
    @Test func laSesionCompartidaTambienLlegaAlServidorFalsoSiLaPruebaLoPermite() async throws {
        try await ServidorFalso.con(sesionCompartida: true) { servidor in
            servidor.responder("GET", "/albums/1", fixture: "albums-1.json")

            let (datos, _) = try await URLSession.shared.data(from: servidor.base.appending(path: "albums/1"))

            #expect(datos == Fixtures.datos("albums-1.json"))
            #expect(servidor.peticiones.map(\.ruta) == ["/albums/1"])
            #expect(servidor.peticiones.map(\.sesion) == [.compartida])
        }
    }

    @Test func cadaPeticionLlevaLaSesionPorLaQueLlego() async throws {
        try await ServidorFalso.con(sesionCompartida: true) { servidor in
            servidor.responder("GET", "/users", fixture: "users.json")

            _ = try await servidor.sesion.data(from: servidor.base.appending(path: "users"))
            _ = try await URLSession.shared.data(from: servidor.base.appending(path: "users"))

            #expect(servidor.peticiones.map(\.sesion) == [.delServidor, .compartida], "Cada sesión pasa por su propio URLProtocol")
        }
    }

    // El código que recibe una sesión (el servicio de la lección 2) tiene que usar esa y no la compartida.
    @Test func unaPeticionPorLaSesionCompartidaSinPermisoHaceFallarLaPrueba() async throws {
        try await withKnownIssue {
            try await ServidorFalso.con { servidor in
                servidor.responder("GET", "/users", fixture: "users.json")
                _ = try await URLSession.shared.data(from: servidor.base.appending(path: "users"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("GET /users llegó por URLSession.shared") }
        }
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotFindHost])
    func fallarEntregaElURLErrorConSuCodigo(codigo: URLError.Code) async {
        await ServidorFalso.con { servidor in
            servidor.fallar("GET", "/users", con: codigo)

            let error = await #expect(throws: URLError.self) {
                _ = try await servidor.sesion.data(from: servidor.base.appending(path: "users"))
            }
            #expect(error?.code == codigo)
            #expect(servidor.peticiones.map(\.ruta) == ["/users"], "También se anota la petición que falla")
        }
    }
}
