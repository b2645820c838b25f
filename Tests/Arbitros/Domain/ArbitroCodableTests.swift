import Foundation
import SoporteDePruebas
import Testing
@testable import ArbitrosDomain

// Dos fuentes: el almacén y el repositorio · Paso 1: Arbitro se guarda como JSON y se vuelve a leer.
// Se mira en tiempo de ejecución si Arbitro es Codable: así este fichero compila también antes de
// este paso, cuando Arbitro aún no lo es, y el resto de pruebas del módulo se pueden lanzar.
@Suite("Dos fuentes: el almacén y el repositorio · Paso 1 · Arbitro Codable")
@MainActor
struct ArbitroCodableTests {
    @Test func codificarYDecodificarConservaLaLista() {
        let arbitros = [
            Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"),
            Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury"),
            Arbitro(id: 42, nombre: "Iván Muñoz", ciudad: "A Coruña"),
        ]

        guard let datos = codificar(arbitros), let leidos = decodificar(datos) else { return }

        #expect(leidos == arbitros, "Lo que se escribe con JSONEncoder se lee igual con JSONDecoder")
    }

    @Test func decodificaElJSONConLasClavesIdNombreYCiudad() {
        let json = #"[{ "id": 3, "nombre": "Clementine Bauch", "ciudad": "McKenziehaven" }]"#

        guard let arbitros = decodificar(Data(json.utf8)) else { return }

        #expect(arbitros == [Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven")], "Las claves del fichero son los nombres de las propiedades: id, nombre y ciudad")
    }

    @Test func codificaConLasClavesIdNombreYCiudad() throws {
        guard let datos = codificar([Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven")]) else { return }

        let lista = try #require((try? JSONSerialization.jsonObject(with: datos)) as? [[String: Any]], "Una lista de árbitros se escribe como una lista JSON de objetos")
        let json = try #require(lista.first, "Un árbitro en la lista, un objeto en el JSON")
        #expect(lista.count == 1, "Un árbitro en la lista, un objeto en el JSON")
        #expect(Set(json.keys) == ["id", "nombre", "ciudad"], "Codable sintetizado usa los nombres de las propiedades como claves")
        #expect(json["id"] as? Int == 3, "id se escribe como un número")
        #expect(json["nombre"] as? String == "Clementine Bauch", "nombre se escribe tal cual")
        #expect(json["ciudad"] as? String == "McKenziehaven", "ciudad se escribe tal cual")
    }

    private static let noEsCodable: Comment = "Arbitro aún no es Codable: añádelo a los protocolos que cumple"

    // Con el Codable de quien aprende: si JSONEncoder o JSONDecoder lanzan, la prueba lo dice con su
    // mensaje y el error detrás, y da nil (la prueba acaba ahí), en vez del error suelto.
    private func codificar(_ arbitros: [Arbitro], sourceLocation: SourceLocation = #_sourceLocation) -> Data? {
        guard let codificable = arbitros as Any as? any Encodable else {
            Issue.record(Self.noEsCodable, sourceLocation: sourceLocation)
            return nil
        }
        return SinLanzar.valor(
            "JSONEncoder tiene que poder escribir una lista de árbitros: deja que Swift escriba el Codable (sin encode(to:) propio)",
            sourceLocation: sourceLocation
        ) { try JSONEncoder().encode(codificable) }
    }

    private func decodificar(_ datos: Data, sourceLocation: SourceLocation = #_sourceLocation) -> [Arbitro]? {
        guard let tipo = [Arbitro].self as Any.Type as? any Decodable.Type else {
            Issue.record(Self.noEsCodable, sourceLocation: sourceLocation)
            return nil
        }
        let leidos = SinLanzar.valor(
            "JSONDecoder tiene que poder leer la lista con las claves id, nombre y ciudad, los nombres de las propiedades (sin CodingKeys ni init(from:) propios)",
            sourceLocation: sourceLocation
        ) { try JSONDecoder().decode(tipo, from: datos) as? [Arbitro] }
        return leidos ?? nil
    }
}
