import Foundation
import Testing
@testable import ArbitrosDomain

// Dos fuentes: el almacén y el repositorio · Paso 1: Arbitro se guarda como JSON y se vuelve a leer.
// Se mira en tiempo de ejecución si Arbitro es Codable: así este fichero compila también antes de
// este paso, cuando Arbitro aún no lo es, y el resto de pruebas del módulo se pueden lanzar.
@Suite("Dos fuentes: el almacén y el repositorio · Paso 1 · Arbitro Codable")
@MainActor
struct ArbitroCodableTests {
    @Test func codificarYDecodificarConservaLaLista() throws {
        let arbitros = [
            Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"),
            Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury"),
            Arbitro(id: 42, nombre: "Iván Muñoz", ciudad: "A Coruña"),
        ]

        let datos = try codificar(arbitros)
        let leidos = try decodificar(datos)

        #expect(leidos == arbitros, "Lo que se escribe con JSONEncoder se lee igual con JSONDecoder")
    }

    @Test func decodificaElJSONConLasClavesIdNombreYCiudad() throws {
        let json = #"[{ "id": 3, "nombre": "Clementine Bauch", "ciudad": "McKenziehaven" }]"#

        let arbitros = try decodificar(Data(json.utf8))

        #expect(arbitros == [Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven")], "Las claves del fichero son los nombres de las propiedades: id, nombre y ciudad")
    }

    @Test func codificaConLasClavesIdNombreYCiudad() throws {
        let datos = try codificar([Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven")])

        let lista = try #require(try JSONSerialization.jsonObject(with: datos) as? [[String: Any]], "Una lista de árbitros se escribe como una lista JSON de objetos")
        let json = try #require(lista.first, "Un árbitro en la lista, un objeto en el JSON")
        #expect(lista.count == 1, "Un árbitro en la lista, un objeto en el JSON")
        #expect(Set(json.keys) == ["id", "nombre", "ciudad"], "Codable sintetizado usa los nombres de las propiedades como claves")
        #expect(json["id"] as? Int == 3, "id se escribe como un número")
        #expect(json["nombre"] as? String == "Clementine Bauch", "nombre se escribe tal cual")
        #expect(json["ciudad"] as? String == "McKenziehaven", "ciudad se escribe tal cual")
    }

    private func codificar(_ arbitros: [Arbitro]) throws -> Data {
        let codificable = try #require(arbitros as Any as? any Encodable, "Arbitro aún no es Codable: añádelo a los protocolos que cumple")
        return try JSONEncoder().encode(codificable)
    }

    private func decodificar(_ datos: Data) throws -> [Arbitro]? {
        let tipo = try #require([Arbitro].self as Any.Type as? any Decodable.Type, "Arbitro aún no es Codable: añádelo a los protocolos que cumple")
        return try JSONDecoder().decode(tipo, from: datos) as? [Arbitro]
    }
}
