import ApoyoDeLosEjemplos
import EjemploAlbum
import Foundation
import SoporteDePruebas
import Testing

@Suite("album: pedirAlbum con un 200, un 404 y un servidor que no existe")
struct AlbumTests {
    // Copiado de la lección «Red: HTTP, JSON y URLSession», tal cual.
    static let salidaDeLaLeccion = """
        código: 200
        1 quidem molestiae enim
        código: 404
        El servidor dijo que no
        Sin conexión

        """

    // El ejemplo usa `URLSession.shared`, como la lección: que pase también por los servidores falsos.
    init() {
        ServidorFalso.registrarEnLaSesionCompartida()
    }

    @Test func conLasRespuestasRealesDeJSONPlaceholderImprimeLoMismoQueLaLeccion() async {
        await ServidorFalso.con(sesionCompartida: true) { servidor in
            servidor.responder("GET", "/albums/1", fixture: "albums-1.json")
            // JSONPlaceholder contesta `{}` con un 404 a todo lo que no existe (Fixtures/FUENTES.md).
            servidor.responder("GET", "/albums/9999", estado: 404, fixture: "users-99.json")
            // La tercera llamada va a la dirección de la lección, que nunca existe: aquí falla igual,
            // sin preguntar a ningún DNS de verdad. Ninguna otra prueba usa este host.
            await ServidorFalso.con(host: "no-existe.invalid", sesionCompartida: true) { inexistente in
                inexistente.fallar("GET", "/albums/1", con: .cannotFindHost)

                let salida = await Salida.capturar {
                    await EjemploAlbum.ejecutar(servidor: servidor.base.absoluteString)
                }

                #expect(
                    salida == Self.salidaDeLaLeccion,
                    "«swift run album» tiene que imprimir, byte a byte, lo que enseña la lección «Red: HTTP, JSON y URLSession»"
                )
                #expect(
                    inexistente.peticiones.map(\.url.absoluteString) == ["https://no-existe.invalid/albums/1"],
                    "La tercera llamada tiene que ir a https://no-existe.invalid, como en la lección"
                )
            }
            #expect(
                servidor.peticiones.map { "\($0.metodo) \($0.ruta)" } == ["GET /albums/1", "GET /albums/9999"],
                "El ejemplo tiene que pedir, en orden, el álbum 1 y el 9999 al servidor que se le da"
            )
        }
    }
}
