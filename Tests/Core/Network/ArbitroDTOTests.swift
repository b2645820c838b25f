import Foundation
import SoporteDePruebas
import Testing
@testable import CoreNetwork

// Red: HTTP, JSON y URLSession · Paso · El servicio de la API: el DTO con la forma exacta del JSON.
@Suite("Red: HTTP, JSON y URLSession · ArbitroDTO")
@MainActor
struct ArbitroDTOTests {
    @Test func decodificarUsersDaLosDiezUsuariosEnOrden() {
        guard let arbitros = usuarios() else { return }

        #expect(arbitros.map(\.id) == Array(1...10), "GET /users trae diez usuarios, del 1 al 10: decodifica la lista con [ArbitroDTO].self")
        #expect(arbitros.map(\.name) == [
            "Leanne Graham", "Ervin Howell", "Clementine Bauch", "Patricia Lebsack", "Chelsey Dietrich",
            "Mrs. Dennis Schulist", "Kurtis Weissnat", "Nicholas Runolfsdottir V", "Glenna Reichert", "Clementina DuBuque",
        ], "name es una propiedad guardada (let) con el nombre exacto de la clave del JSON")
    }

    @Test(arguments: [
        (0, 1, "Leanne Graham", "Sincere@april.biz", "Gwenborough"),
        (9, 10, "Clementina DuBuque", "Rey.Padberg@karina.biz", "Lebsackbury"),
    ])
    func decodificarUsersLeeNumeroNombreCorreoYCiudad(posicion: Int, id: Int, nombre: String, correo: String, ciudad: String) throws {
        guard let arbitros = usuarios() else { return }
        try #require(arbitros.count == 10, "GET /users trae diez usuarios")
        let arbitro = arbitros[posicion]

        #expect(arbitro.id == id, "id se llama igual que en el JSON: id")
        #expect(arbitro.name == nombre, "El nombre viene en la clave name")
        #expect(arbitro.email == correo, "El correo viene en la clave email")
        #expect(arbitro.address.city == ciudad, "La ciudad está dentro de address: address.city")
    }

    @Test func decodificarIgnoraLasClavesQueElDTONoDeclara() {
        let json = """
        { "id": 7, "name": "Ana Ruiz", "username": "ana", "email": "ana@liga.es", "phone": "600 000 000",
          "address": { "street": "Rúa Nova", "city": "Lugo", "geo": { "lat": "43.0", "lng": "-7.5" } },
          "company": { "name": "Liga" } }
        """

        guard let arbitro = decodificar(json, "Las claves de más (username, phone, company, street, geo…) no dan error: declara solo id, name, email y address con city")
        else { return }

        #expect(arbitro.id == 7, "Las claves de más (username, phone, company…) se ignoran: no hace falta declararlas")
        #expect(arbitro.name == "Ana Ruiz", "name sale de la clave name, aunque haya claves de más")
        #expect(arbitro.email == "ana@liga.es", "email sale de la clave email, aunque haya claves de más")
        #expect(arbitro.address.city == "Lugo", "La ciudad sale de address.city, aunque address traiga más claves")
    }

    @Test func laCiudadVaEnLaDireccionAnidada() {
        let json = #"{ "id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "address": { "street": "Kulas Light", "city": "Gwenborough" } }"#

        guard let arbitro = decodificar(json, "Un usuario con id, name, email y address.city se decodifica: la dirección es un Direccion anidado que guarda city")
        else { return }
        let direccion: ArbitroDTO.Direccion = arbitro.address

        #expect(direccion.city == "Gwenborough", "address es un ArbitroDTO.Direccion, un tipo anidado Decodable que guarda city")
    }

    // Cada caso decodifica primero el usuario entero: la clave que falta es lo único que lo rompe.
    @Test(arguments: ["id", "name", "email", "address"])
    func decodificarSinUnaClaveQueElDTODeclaraFalla(clave: String) throws {
        var usuario: [String: Any] = [
            "id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
            "address": ["street": "Kulas Light", "city": "Gwenborough"],
        ]
        let entero = SinLanzar.valor("Un usuario con todas las claves se decodifica: declara id, name, email y address con city, con los nombres del JSON") {
            try JSONDecoder().decode(ArbitroDTO.self, from: JSONSerialization.data(withJSONObject: usuario))
        }
        guard let entero else { return }
        #expect(entero.name == "Leanne Graham", "Un usuario con todas las claves se decodifica")

        usuario[clave] = nil
        let incompleto = try JSONSerialization.data(withJSONObject: usuario)

        #expect(throws: DecodingError.self, "Sin \(clave) no hay ArbitroDTO: sus propiedades no son opcionales") {
            _ = try JSONDecoder().decode(ArbitroDTO.self, from: incompleto)
        }
    }

    @Test func decodificarUnaDireccionSinCiudadFalla() {
        let conCiudad = #"{ "id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "address": { "city": "Gwenborough" } }"#
        let sinCiudad = #"{ "id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "address": { "street": "Kulas Light" } }"#
        guard let arbitro = decodificar(conCiudad, "Con solo la ciudad dentro de address, se decodifica: Direccion guarda city y nada más")
        else { return }
        #expect(arbitro.address.city == "Gwenborough", "Con la ciudad dentro de address, se decodifica: Direccion guarda city")

        #expect(throws: DecodingError.self, "La ciudad es obligatoria dentro de address") {
            _ = try JSONDecoder().decode(ArbitroDTO.self, from: Data(sinCiudad.utf8))
        }
    }

    // Decodificar con el ArbitroDTO de quien aprende: si no puede, la prueba lo dice con su mensaje, y no
    // con el DecodingError suelto.
    private func usuarios(sourceLocation: SourceLocation = #_sourceLocation) -> [ArbitroDTO]? {
        SinLanzar.valor(
            "GET /users trae diez usuarios: decodifícalos con [ArbitroDTO].self, con los nombres exactos del JSON (id, name, email y address, con su city)",
            sourceLocation: sourceLocation
        ) {
            try JSONDecoder().decode([ArbitroDTO].self, from: Fixtures.datos("users.json"))
        }
    }

    private func decodificar(_ json: String, _ porque: Comment, sourceLocation: SourceLocation = #_sourceLocation) -> ArbitroDTO? {
        SinLanzar.valor(porque, sourceLocation: sourceLocation) { try JSONDecoder().decode(ArbitroDTO.self, from: Data(json.utf8)) }
    }
}
