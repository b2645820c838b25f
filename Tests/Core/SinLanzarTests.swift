import Foundation
import SoporteDePruebas
import Testing

// Issue 20, punto 6: una prueba de un paso no acaba nunca con un error suelto de Foundation en la línea
// del @Test. Se ve aquí con lo que haría un código mal escrito (borrar el fichero guardado, lanzar al
// guardar): la prueba falla, y con el mensaje que dice qué arreglar.
@Suite("Soporte de pruebas · Sin errores sueltos: Disco y SinLanzar")
struct SinLanzarTests {
    @Test func leerUnFicheroQueNoExisteDaNilYNoLanza() async throws {
        try await CarpetaTemporal.con { carpeta in
            let url = carpeta.appending(path: "arbitros.json")
            try Data("[]".utf8).write(to: url)
            #expect(Disco.contenido(de: url) == Data("[]".utf8))

            try FileManager.default.removeItem(at: url)

            #expect(Disco.contenido(de: url) == nil, "Un fichero que ya no está se lee como nil: la comparación falla, no lanza")
            #expect(Disco.contenido(de: carpeta) == nil, "Una carpeta tampoco es un fichero que leer")
        }
    }

    // Lo que hacía un RepositorioDeArbitros que borra lo guardado cuando la red falla: antes salía
    // «Caught error: Error Domain=NSCocoaErrorDomain Code=260 "The file doesn't exist."» en el @Test.
    @Test func unFicheroBorradoDaElMensajeDeLaPruebaYNoElErrorDeFoundation() async throws {
        try await CarpetaTemporal.con { carpeta in
            let url = carpeta.appending(path: "arbitros.json")
            try Data(#"[{ "id": 3, "nombre": "Clementine Bauch", "ciudad": "McKenziehaven" }]"#.utf8).write(to: url)
            let antes = Disco.contenido(de: url)
            try FileManager.default.removeItem(at: url)   // el fallo de quien aprende

            withKnownIssue {
                #expect(Disco.contenido(de: url) == antes, "Si la red falla, el disco no se toca")
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["Si la red falla, el disco no se toca"]
            }
        }
    }

    @Test func unCuerpoQueLanzaDaNilYFallaConElMensajeYElError() {
        withKnownIssue {
            let valor: Int? = SinLanzar.valor("No poder guardar no rompe el refresco") {
                throw ErrorInesperado("el disco está lleno")
            }
            #expect(valor == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["No poder guardar no rompe el refresco\nLanzó: ErrorInesperado(texto: \"el disco está lleno\")"]
        }
    }

    @Test func unCuerpoAsincronoQueNoLanzaDaSuValorSinFallar() async {
        let valor = await SinLanzar.valor("No lanza") { () async throws -> [Int] in
            await Task.yield()
            return [1, 2]
        }

        #expect(valor == [1, 2])
    }

    @Test func unUsersQueNoSeLeeDiceQuePasoHayQueTerminarAntes() {
        withKnownIssue {
            let _: Int? = SinLanzar.valor("Esta prueba parte de los diez usuarios de users.json") {
                throw UsersIlegible(causa: ErrorInesperado("falta la clave name"))
            }
        } matching: { issue in
            let texto = issue.comments.first?.rawValue ?? ""
            return texto.hasPrefix("Esta prueba parte de los diez usuarios de users.json\nLanzó: Tu ArbitroDTO no puede leer")
                && texto.contains("termina antes red-http-json-urlsession/1")
                && texto.hasSuffix("JSONDecoder dice: ErrorInesperado(texto: \"falta la clave name\")")
        }
    }
}
