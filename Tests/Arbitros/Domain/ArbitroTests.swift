import SoporteDePruebas
import Testing
@testable import ArbitrosDomain

// Red en Marcador · Paso 1: el modelo Arbitro y su traducción desde el DTO.
@Suite("Red en Marcador · Paso 1 · Arbitro")
@MainActor
struct ArbitroTests {
    @Test(arguments: [
        (0, 1, "Leanne Graham", "Gwenborough"),
        (9, 10, "Clementina DuBuque", "Lebsackbury"),
    ])
    func initDesdeElDTOTomaNumeroNombreYLaCiudadDeLaDireccion(posicion: Int, id: Int, nombre: String, ciudad: String) {
        guard let dtos = Fixtures.arbitrosDTOLeidos() else { return }

        let arbitro = Arbitro(dto: dtos[posicion])

        #expect(arbitro.id == id, "id sale de dto.id")
        #expect(arbitro.nombre == nombre, "nombre sale de dto.name")
        #expect(arbitro.ciudad == ciudad, "La ciudad está dentro de la dirección: dto.address.city")
    }

    @Test func initDesdeElDTOYElDeLosTresCamposDanElMismoArbitro() {
        guard let dtos = Fixtures.arbitrosDTOLeidos() else { return }
        let desdeElDTO = Arbitro(dto: dtos[0])
        // El init gratuito de los tres campos sigue ahí porque init(dto:) va en una extensión.
        let aMano = Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough")

        #expect(aMano.id == 1, "El init gratuito guarda id tal cual")
        #expect(aMano.nombre == "Leanne Graham", "El init gratuito guarda nombre tal cual")
        #expect(aMano.ciudad == "Gwenborough", "El init gratuito guarda ciudad tal cual")
        #expect(desdeElDTO == aMano, "Arbitro(dto:) tiene que dar lo mismo que Arbitro(id: 1, nombre: \"Leanne Graham\", ciudad: \"Gwenborough\")")
    }

    @Test func seIdentificaPorSuNumero() {
        guard let dtos = Fixtures.arbitrosDTOLeidos() else { return }
        let arbitro = Arbitro(dto: dtos[9])

        #expect(identificador(de: arbitro) == 10, "Identifiable: el id de un árbitro es su número")
    }

    @Test func dosArbitrosSonIgualesSiTienenLosMismosDatos() {
        guard let dtos = Fixtures.arbitrosDTOLeidos() else { return }

        #expect(Arbitro(dto: dtos[0]) == Arbitro(dto: dtos[0]), "Equatable: el mismo DTO da dos árbitros iguales")
        #expect(Arbitro(dto: dtos[0]) != Arbitro(dto: dtos[1]), "Árbitros con distinto número, nombre y ciudad no son iguales")
        #expect(Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough") != Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Lugo"))
    }

    // Solo compila si Arbitro cumple Identifiable.
    private func identificador<T: Identifiable>(de valor: T) -> T.ID {
        valor.id
    }
}
