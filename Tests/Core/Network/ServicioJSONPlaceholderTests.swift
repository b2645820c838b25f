import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SoporteDePruebas
import Testing
@testable import CoreNetwork

// Red: HTTP, JSON y URLSession · Paso · El servicio de la API.
// El servicio de verdad contra un servidor falso que contesta lo mismo que JSONPlaceholder.
@Suite("Red: HTTP, JSON y URLSession · ServicioJSONPlaceholder")
@MainActor
struct ServicioJSONPlaceholderTests {
    @Test func arbitrosConUn200DevuelveLosDiezUsuariosIgnorandoLasClavesDeMas() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            let respuesta = await SinLanzar.valor(
                "Con un 200 y la lista de users.json, arbitros() devuelve la lista: pide base/users, mira que el código esté en 200...299 y decodifica [ArbitroDTO]"
            ) { try await servicio.arbitros() }
            guard let arbitros = respuesta else { return }

            #expect(arbitros.count == 10, "GET /users trae diez usuarios: decodifica la LISTA entera con [ArbitroDTO].self")
            #expect(arbitros.first?.id == 1, "El primero de la lista es el usuario 1, en el mismo orden que el JSON")
            #expect(arbitros.first?.name == "Leanne Graham", "Cada usuario del JSON, con su name")
            #expect(arbitros.first?.email == "Sincere@april.biz", "Cada usuario del JSON, con su email")
            #expect(arbitros.first?.address.city == "Gwenborough", "La ciudad está dentro de address: address.city")
            #expect(arbitros.last?.name == "Clementina DuBuque", "La lista entera, hasta el último usuario")
            #expect(arbitros.last?.address.city == "Lebsackbury", "La lista entera, hasta el último usuario")
        }
    }

    // «ServicioJSONPlaceholder, un struct que cumple ese protocolo»: quien lo usa (el repositorio) lo recibe
    // como any ServicioDelTorneo y le pide los árbitros sin saber cómo viaja la petición.
    @Test func porElContratoServicioDelTorneoTraeLosDiezUsuarios() async throws {
        try await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", fixture: "users.json")
            let servicio = try #require(
                ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion) as Any as? any ServicioDelTorneo,
                "ServicioJSONPlaceholder cumple el protocolo: struct ServicioJSONPlaceholder: ServicioDelTorneo"
            )

            let arbitros = await SinLanzar.valor("A través del protocolo, arbitros() trae la lista de users.json, sin lanzar") {
                try await servicio.arbitros()
            }

            #expect(arbitros?.count == 10, "Visto como any ServicioDelTorneo, arbitros() pide GET /users y decodifica los diez")
            #expect(arbitros?.first?.name == "Leanne Graham", "El primero de la lista, Leanne Graham")
        }
    }

    @Test func arbitrosPideConGETLaRutaUsersDeLaDireccionBase() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            _ = try? await servicio.arbitros()   // aquí cuenta qué pidió; lo que devuelve lo mira la prueba de arriba

            let peticiones = servidor.peticiones
            #expect(peticiones.count == 1, peticiones.isEmpty
                ? "arbitros() no ha pedido nada a la base que recibe el init: la URL sale de base.appending(path: \"users\"), no la escribas a mano, y se pide con la sesión del init"
                : "arbitros() hace UNA petición")
            #expect(peticiones.first?.metodo == "GET", "arbitros() pide con GET: sesion.data(from:) lo hace")
            #expect(peticiones.first?.ruta == "/users", "Cuelga users de la base con base.appending(path: \"users\")")
        }
    }

    // «base.appending(path: "users") cuelga users de la dirección base»: también de una base con ruta.
    // URL(string: "users", relativeTo: base) cambiaría el último trozo de la base en lugar de colgarse.
    @Test func conUnaBaseConRutaArbitrosPideUsersDetrasDeEsaRuta() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/api/v1/users", fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base.appending(path: "api/v1"), sesion: servidor.sesion)

            let arbitros = try? await servicio.arbitros()

            #expect(servidor.peticiones.map(\.ruta) == ["/api/v1/users"],
                    "Con la base https://…/api/v1, arbitros() pide /api/v1/users: cuelga users de la base entera con base.appending(path: \"users\")")
            #expect(arbitros?.count == 10, "Lo que contesta /api/v1/users son los diez árbitros")
        }
    }

    @Test func arbitrosPideConLaSesionQueRecibeElInitYNoConLaCompartida() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            _ = try? await servicio.arbitros()   // aquí cuenta por qué sesión llegó la petición

            #expect(
                servidor.peticiones.map(\.sesion) == [.delServidor],
                "arbitros() pide con sesion.data(from:), la URLSession que recibe el init, y no con URLSession.shared"
            )
        }
    }

    // La lección: «comprueba que el código esté entre 200 y 299». Un 201 también es un éxito.
    @Test(arguments: [201, 203, 299])
    func arbitrosConOtroCodigoDeExitoTambienDevuelveLaLista(codigo: Int) async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", estado: codigo, fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            do {
                let arbitros = try await servicio.arbitros()
                #expect(arbitros.count == 10, "Con \(codigo) llega la lista entera: decodifícala como con un 200")
            } catch {
                Issue.record("Con \(codigo), arbitros() lanzó \(error). Todo 200...299 es éxito: (200...299).contains(codigo), no codigo == 200")
            }
        }
    }

    @Test(arguments: [404, 500, 503, 302])
    func arbitrosConUnCodigoQueNoEsDeExitoLanzaUnError(codigo: Int) async {
        await ServidorFalso.con { servidor in
            // Un cuerpo que SÍ se podría decodificar: el error tiene que venir de mirar el código.
            servidor.responder("GET", "/users", estado: codigo, fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: (any Error).self, "Con \(codigo) hay que lanzar: comprueba que el código esté en 200...299") {
                _ = try await servicio.arbitros()
            }
        }
    }

    // Los dos bordes del rango de la lección: `(200...300)` deja pasar el 300 y `codigo < 300`, el 199.
    @Test(arguments: [
        (300, "(200...300) también incluye el 300: el rango de éxito es 200...299."),
        (199, "El éxito empieza en el 200: mira los dos bordes con (200...299).contains(codigo)."),
    ])
    func arbitrosConUnCodigoJustoFueraDe200A299LanzaUnError(codigo: Int, queArreglar: String) async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", estado: codigo, fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: (any Error).self, "Con \(codigo) hay que lanzar, porque no es de éxito. \(queArreglar)") {
                _ = try await servicio.arbitros()
            }
        }
    }

    /// El ensayo del aprendiz pasó con `?? 200`: una respuesta sin código contaba como éxito.
    @Test func arbitrosConUnaRespuestaQueNoEsHTTPLanzaAunqueElCuerpoSeaBueno() async {
        await ServidorFalso.con { servidor in
            servidor.responderSinHTTP("GET", "/users", fixture: "users.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: (any Error).self, "Sin HTTPURLResponse no hay código de éxito: (respuesta as? HTTPURLResponse)?.statusCode ?? 0, como en la lección, y el 0 no está en 200...299") {
                _ = try await servicio.arbitros()
            }
        }
    }

    @Test func arbitrosConUn404YCuerpoVacioLanzaSinDecodificarNada() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", estado: 404, fixture: "users-99.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            let error = await #expect(throws: (any Error).self, "Con un 404 hay que lanzar: mira el código con HTTPURLResponse") {
                _ = try await servicio.arbitros()
            }
            #expect(!(error is DecodingError), "Con un 404 el error es del código, no de decodificar {}: mira el código ANTES de decodificar")
        }
    }

    @Test func arbitrosSinConexionDejaLlegarElURLErrorAQuienLlama() async {
        await ServidorFalso.con { servidor in
            servidor.fallar("GET", "/users", con: .notConnectedToInternet)
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            let error = await #expect(throws: URLError.self, "Sin conexión, el URLError de URLSession sale tal cual") {
                _ = try await servicio.arbitros()
            }
            #expect(error?.code == .notConnectedToInternet, "Es el mismo URLError que lanzó URLSession: no lo atrapes ni lo cambies por otro")
        }
    }

    @Test func arbitrosConUnCuerpoQueNoEsLaListaLanzaUnErrorDeDecodificacion() async {
        await ServidorFalso.con { servidor in
            servidor.responder("GET", "/users", fixture: "albums-1.json")
            let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)

            await #expect(throws: DecodingError.self, "Un JSON con otra forma lo rechaza JSONDecoder") {
                _ = try await servicio.arbitros()
            }
        }
    }

    @Test func sinArgumentosUsaJSONPlaceholderYLaSesionCompartida() {
        // Crea `URLSession.shared`: antes, el servidor falso se registra en ella (lo usan los ejemplos).
        ServidorFalso.registrarEnLaSesionCompartida()
        let servicio = ServicioJSONPlaceholder()

        #expect(servicio.base.absoluteString == "https://jsonplaceholder.typicode.com", "Por defecto, base: URL = URL(string: \"https://jsonplaceholder.typicode.com\")!")
        #expect(servicio.sesion === URLSession.shared, "Por defecto, sesion: URLSession = .shared")
    }
}
