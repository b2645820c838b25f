import Core
import Foundation
import SoporteDePruebas
import Testing
@testable import ArbitrosData
@testable import ArbitrosDomain

// Dos fuentes: el almacén y el repositorio · Paso 1: la lista de árbitros en un fichero JSON.
// Cada prueba escribe en su propia carpeta temporal; el Documents de verdad no se toca nunca.
@Suite("Dos fuentes: el almacén y el repositorio · Paso 1 · AlmacenDeArbitros")
@MainActor
struct AlmacenDeArbitrosTests {
    private let arbitros = [
        Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"),
        Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury"),
    ]

    @Test func loQueSeGuardaSeCargaIgual() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))

            guard guardar(arbitros, en: almacen) else { return }

            #expect(almacen.cargar() == arbitros, "guardar escribe la lista en url con JSONEncoder y cargar la lee con JSONDecoder")
        }
    }

    // «guardar, que recibe una lista de árbitros y la escribe como JSON»: el fichero es JSON, no otro formato.
    @Test func guardarEscribeLaListaComoJSONConLasClavesDelModelo() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))

            guard guardar(arbitros, en: almacen) else { return }

            let datos = try #require(Disco.contenido(de: almacen.url), "guardar(_:) escribe la lista en url: ahí no hay ningún fichero")
            let lista = try #require(
                (try? JSONSerialization.jsonObject(with: datos)) as? [[String: Any]],
                "arbitros.json tiene que ser una lista JSON de objetos: escribe la lista con JSONEncoder().encode(arbitros)"
            )
            #expect(lista.map { $0["id"] as? Int } == [1, 10], "Un objeto por árbitro, en orden, con su id")
            #expect(lista.map { $0["nombre"] as? String } == ["Leanne Graham", "Clementina DuBuque"], "Cada objeto lleva su nombre en la clave nombre")
            #expect(lista.map { $0["ciudad"] as? String } == ["Gwenborough", "Lebsackbury"], "Cada objeto lleva su ciudad en la clave ciudad")
        }
    }

    // «cargar, que devuelve la lista guardada»: un arbitros.json escrito como JSON (por la versión de ayer de
    // la app, por ejemplo) se lee con JSONDecoder.
    @Test func cargarLeeLaListaDeUnFicheroJSONConLasClavesDelModelo() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            try Data(#"""
            [{ "id": 3, "nombre": "Clementine Bauch", "ciudad": "McKenziehaven" },
             { "id": 10, "nombre": "Clementina DuBuque", "ciudad": "Lebsackbury" }]
            """#.utf8).write(to: almacen.url)

            #expect(
                almacen.cargar() == [Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven"), arbitros[1]],
                "cargar lee el fichero de url con JSONDecoder().decode([Arbitro].self, from: datos)"
            )
        }
    }

    @Test func cargarSinFicheroDaUnaListaVaciaHastaQueSeGuardaAlgo() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))

            #expect(almacen.cargar() == [], "Sin fichero (aún no se bajó nada), cargar devuelve [] y no lanza")
            guard guardar(arbitros, en: almacen) else { return }
            #expect(almacen.cargar() == arbitros, "Después de guardar, cargar lee lo guardado")
        }
    }

    @Test(arguments: ["", "no es JSON", #"[{ "id": 1, "nombre": "Leanne"#, #"{ "id": 1 }"#, #"[{ "id": 1, "name": "Leanne Graham" }]"#])
    func cargarUnFicheroRotoDaUnaListaVacia(contenido: String) async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            guard guardar(arbitros, en: almacen) else { return }
            try #require(almacen.cargar() == arbitros, "Antes de romperlo, el fichero se lee bien")

            try Data(contenido.utf8).write(to: almacen.url)

            #expect(almacen.cargar() == [], "Si el fichero está roto, cargar devuelve [] (con try?) y no lanza")
        }
    }

    // Con `.atomic` se escribe un fichero nuevo y se pone en el sitio del viejo: un enlace duro al
    // fichero viejo sigue viendo el contenido viejo. Si se escribiera encima, el enlace vería el nuevo.
    @Test func guardarSustituyeElFicheroEnteroEnVezDeEscribirEncima() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            guard guardar([arbitros[0]], en: almacen) else { return }
            let viejo = try #require(Disco.contenido(de: almacen.url), "guardar(_:) escribe la lista en url: ahí no hay ningún fichero")
            let enlace = carpeta.appending(path: "enlace-al-viejo.json")
            try FileManager.default.linkItem(at: almacen.url, to: enlace)

            guard guardar(arbitros, en: almacen, "guardar(_:) sobre un fichero que ya existe lo sustituye: no lanza (con .atomic se puede escribir encima)")
            else { return }

            #expect(almacen.cargar() == arbitros, "Tras el segundo guardar, cargar lee la lista nueva")
            #expect(Disco.contenido(de: enlace) == viejo, "Escribe con .atomic: si la app muere a mitad, queda el fichero viejo entero")
        }
    }

    @Test func guardarEnUnaCarpetaQueNoExisteLanzaElError() async throws {
        try await CarpetaTemporal.con { carpeta in
            let url = carpeta.appending(path: "no-existe/arbitros.json")
            let almacen = AlmacenDeArbitros(url: url)

            #expect(throws: (any Error).self, "guardar es throws: el error de escribir le llega a quien llama, no se traga con try?") {
                try almacen.guardar(arbitros)
            }
            #expect(!FileManager.default.fileExists(atPath: url.path()), "Un guardar que falla no deja ningún fichero a medias")
        }
    }

    // Un destino que no se puede escribir: una carpeta con el nombre del fichero, con algo dentro.
    @Test func guardarQueFallaLanzaYDejaIntactoLoQueHabia() async throws {
        try await CarpetaTemporal.con { carpeta in
            let url = carpeta.appending(path: "arbitros.json", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let dentro = url.appending(path: "lo-que-habia.json")
            try Data("[]".utf8).write(to: dentro)
            let almacen = AlmacenDeArbitros(url: url)

            #expect(throws: (any Error).self, "Si no se puede escribir, guardar lanza") {
                try almacen.guardar(arbitros)
            }
            #expect(FileManager.default.fileExists(atPath: dentro.path()), "Un guardado que falla no borra lo que había: no borres antes de escribir")
        }
    }

    @Test func borrarQuitaElFichero() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            try Data(#"[{ "id": 1, "nombre": "Leanne Graham", "ciudad": "Gwenborough" }]"#.utf8).write(to: almacen.url)

            almacen.borrar()

            #expect(!FileManager.default.fileExists(atPath: almacen.url.path()), "borrar quita el fichero de url con FileManager.default.removeItem")
            #expect(almacen.cargar() == [], "Sin fichero, cargar vuelve a dar []")
        }
    }

    @Test func borrarDosVecesNoSeQuejaYSoloQuitaSuFichero() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            let vecino = carpeta.appending(path: "partidos.json")
            try Data("[]".utf8).write(to: almacen.url)
            try Data("[]".utf8).write(to: vecino)

            almacen.borrar()
            almacen.borrar()   // ya no existe: no pasa nada (try?)

            #expect(!FileManager.default.fileExists(atPath: almacen.url.path()), "borrar quita el fichero")
            #expect(FileManager.default.fileExists(atPath: vecino.path()), "borrar quita SOLO arbitros.json, no la carpeta")
        }
    }

    /// guardar(_:) de quien aprende donde tiene que poder escribir (una carpeta que existe): si lanza, la
    /// prueba falla con `porque` y el error detrás, y da false para que acabe ahí; nunca con el error suelto.
    private func guardar(
        _ lista: [Arbitro], en almacen: AlmacenDeArbitros,
        _ porque: Comment = "guardar(_:) escribe la lista en url, en una carpeta que existe: ahí no lanza. Escríbela con JSONEncoder().encode(arbitros).write(to: url, options: .atomic)",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        SinLanzar.valor(porque, sourceLocation: sourceLocation) { try almacen.guardar(lista) } != nil
    }

    @Test func elPredeterminadoEsArbitrosJsonEnDocuments() {
        let url = AlmacenDeArbitros.predeterminado.url

        #expect(url.lastPathComponent == "arbitros.json", "El fichero se llama arbitros.json")
        #expect(
            url.path() == URL.documentsDirectory.appending(path: "arbitros.json").path(),
            "Va en Documents: .documentsDirectory.appending(path: \"arbitros.json\")"
        )
    }
}
