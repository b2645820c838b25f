import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Un servidor HTTP de mentira para las pruebas: contesta lo que se le prepara, anota cada petición
/// (con su cuerpo y la sesión por la que llegó) y hace fallar la prueba si le llega una petición que nadie
/// preparó, o una por `URLSession.shared` cuando el código tenía que usar la sesión que se le dio.
///
/// Cada servidor tiene su propio host (`https://<uuid>.test`): las pruebas corren en paralelo en un
/// solo proceso y así ninguna ve las peticiones de otra.
///
///     try await ServidorFalso.con { servidor in
///         servidor.responder("GET", "/users", fixture: "users.json")
///         let servicio = ServicioJSONPlaceholder(base: servidor.base, sesion: servidor.sesion)
///         …
///     }
package final class ServidorFalso: Sendable {
    /// Una petición tal como llegó al servidor.
    package struct Peticion: Sendable, Equatable {
        package let metodo: String
        package let url: URL
        package let cabeceras: [String: String]
        package let cuerpo: Data?
        package let sesion: Sesion

        /// La ruta con los parámetros, como se prepara: `/todos?_limit=3`.
        package var ruta: String { ServidorFalso.ruta(de: url) }

        package func cabecera(_ nombre: String) -> String? {
            cabeceras.first { $0.key.caseInsensitiveCompare(nombre) == .orderedSame }?.value
        }
    }

    /// Por qué sesión llegó una petición: cada una pasa por su propio URLProtocol.
    package enum Sesion: Sendable, Equatable {
        case delServidor    // `servidor.sesion`, la que la prueba le da al código
        case compartida     // `URLSession.shared`
    }

    enum Respuesta: Sendable {
        case http(estado: Int, cabeceras: [String: String], cuerpo: Data)
        case sinHTTP(cuerpo: Data)      // una URLResponse que no es HTTPURLResponse: no hay código que leer
        case fallo(URLError.Code)
    }

    struct Estado {
        var rutas: [String: Respuesta] = [:]
        var peticiones: [Peticion] = []
        var sinRespuesta: [Peticion] = []
    }

    /// La dirección base del servidor: la que se da al servicio en lugar de la de JSONPlaceholder.
    package let base: URL
    /// Una sesión que solo habla con servidores falsos (`URLProtocol.registerClass` solo afecta a `.shared`).
    package let sesion: URLSession
    private let estado = Mutex(Estado())

    private init(host: String) {
        base = URL(string: "https://\(host)")!
        let configuracion = URLSessionConfiguration.ephemeral
        configuracion.protocolClasses = [ProtocoloDelServidorFalso.self]
        sesion = URLSession(configuration: configuracion)
    }

    // MARK: - Uso

    /// Crea un servidor para el cuerpo de la prueba y, al final, falla la prueba por cada petición
    /// que llegó sin respuesta preparada y, salvo con `sesionCompartida`, por cada una que llegó por
    /// `URLSession.shared`: el código que recibe una sesión tiene que usar esa.
    package static func con<T>(
        host: String = "\(UUID().uuidString.lowercased()).test",
        sesionCompartida: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ cuerpo: (ServidorFalso) async throws -> T
    ) async rethrows -> T {
        // En Linux, `URLSession.shared` solo ve los URLProtocol registrados antes de crear la primera sesión.
        registrarEnLaSesionCompartida()
        let servidor = ServidorFalso(host: host)
        registro.withLock { $0[host] = servidor }
        defer {
            registro.withLock { $0[host] = nil }
            servidor.sesion.invalidateAndCancel()
            for peticion in servidor.estado.withLock({ $0.sinRespuesta }) {
                let aviso = "El servidor falso recibió \(peticion.metodo) \(peticion.ruta) y nadie le preparó respuesta. "
                    + "¿Es la ruta que pide la lección? Si lo es, prepárala con servidor.responder(…)."
                Issue.record(Comment(rawValue: aviso), sourceLocation: sourceLocation)
            }
            for peticion in servidor.peticiones where peticion.sesion == .compartida && !sesionCompartida {
                let aviso = "\(peticion.metodo) \(peticion.ruta) llegó por URLSession.shared, no por la sesión que recibe el servicio: "
                    + "pide con sesion.data(from:), la URLSession que guarda el init (así las pruebas y la app pueden darle otra)."
                Issue.record(Comment(rawValue: aviso), sourceLocation: sourceLocation)
            }
        }
        return try await cuerpo(servidor)
    }

    /// Prepara la respuesta HTTP de una ruta (con sus parámetros: `/todos?_limit=3`).
    package func responder(
        _ metodo: String = "GET",
        _ ruta: String,
        estado codigo: Int = 200,
        cabeceras: [String: String] = ["Content-Type": "application/json; charset=utf-8"],
        cuerpo: Data = Data()
    ) {
        estado.withLock { $0.rutas["\(metodo) \(ruta)"] = .http(estado: codigo, cabeceras: cabeceras, cuerpo: cuerpo) }
    }

    /// Prepara una respuesta cuyo cuerpo es uno de los fixtures de JSONPlaceholder.
    package func responder(_ metodo: String = "GET", _ ruta: String, estado codigo: Int = 200, fixture: String) {
        responder(metodo, ruta, estado: codigo, cuerpo: Fixtures.datos(fixture))
    }

    /// Prepara una respuesta que no es HTTP (`URLResponse`, sin código), con un cuerpo de los fixtures.
    package func responderSinHTTP(_ metodo: String = "GET", _ ruta: String, fixture: String) {
        estado.withLock { $0.rutas["\(metodo) \(ruta)"] = .sinHTTP(cuerpo: Fixtures.datos(fixture)) }
    }

    /// Prepara un fallo sin respuesta, como el de un teléfono sin conexión.
    package func fallar(_ metodo: String = "GET", _ ruta: String, con codigo: URLError.Code) {
        estado.withLock { $0.rutas["\(metodo) \(ruta)"] = .fallo(codigo) }
    }

    /// Todas las peticiones recibidas, en orden.
    package var peticiones: [Peticion] {
        estado.withLock { $0.peticiones }
    }

    // MARK: - Lo que usa el URLProtocol

    private static let registro = Mutex<[String: ServidorFalso]>([:])

    static func servidor(para url: URL?) -> ServidorFalso? {
        guard let host = url?.host else { return nil }
        return registro.withLock { $0[host] }
    }

    func atender(_ peticion: Peticion) -> Respuesta {
        estado.withLock { estado in
            estado.peticiones.append(peticion)
            if let respuesta = estado.rutas["\(peticion.metodo) \(peticion.ruta)"] { return respuesta }
            estado.sinRespuesta.append(peticion)
            return .http(estado: 599, cabeceras: [:], cuerpo: Data("servidor falso: ruta sin preparar".utf8))
        }
    }

    static func ruta(de url: URL) -> String {
        let componentes = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let ruta = componentes?.percentEncodedPath ?? url.path
        guard let consulta = componentes?.percentEncodedQuery else { return ruta }
        return "\(ruta)?\(consulta)"
    }

    /// Para el código que usa `URLSession.shared` tal cual (los ejemplos de las lecciones): desde aquí,
    /// la sesión compartida también pasa por los servidores falsos. Solo las peticiones a sus hosts.
    package static func registrarEnLaSesionCompartida() {
        _ = registroEnLaSesionCompartida
    }

    private static let registroEnLaSesionCompartida: Void = {
        _ = URLProtocol.registerClass(ProtocoloDeLaSesionCompartida.self)
    }()
}
