import ApoyoDeLosEjemplos
import EjemploTareas
import Foundation
import SoporteDePruebas
import Testing

@Suite("tareas: el ejercicio de las tareas con appending(queryItems:)")
struct TareasTests {
    // Copiado de la lección «Red: HTTP, JSON y URLSession», tal cual.
    static let salidaDeLaLeccion = """
        1. delectus aut autem · pendiente
        2. quis ut nam facilis et officia qui · pendiente
        3. fugiat veniam minus · pendiente

        """

    // El ejemplo usa `URLSession.shared`, como la lección: que pase también por los servidores falsos.
    init() {
        ServidorFalso.registrarEnLaSesionCompartida()
    }

    @Test func conLaRespuestaRealDeJSONPlaceholderImprimeLoMismoQueLaLeccion() async {
        await ServidorFalso.con(sesionCompartida: true) { servidor in
            servidor.responder("GET", "/todos?_limit=3", fixture: "todos-limit-3.json")

            let salida = await Salida.capturar {
                await EjemploTareas.ejecutar(servidor: servidor.base.absoluteString)
            }

            #expect(
                salida == Self.salidaDeLaLeccion,
                "«swift run tareas» tiene que imprimir, byte a byte, lo que enseña la lección «Red: HTTP, JSON y URLSession»"
            )
            #expect(
                servidor.peticiones.map { "\($0.metodo) \($0.ruta)" } == ["GET /todos?_limit=3"],
                "El ejemplo tiene que pedir GET /todos?_limit=3: `appending(queryItems:)` añade `?_limit=3`"
            )
        }
    }
}
