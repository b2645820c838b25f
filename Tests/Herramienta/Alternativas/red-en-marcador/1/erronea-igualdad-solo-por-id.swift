// Alternativa errónea: dos árbitros son iguales si tienen el mismo número, aunque cambie el nombre o la ciudad
// Lección: «El modelo: lo que la app entiende por árbitro … Identifiable, Equatable»: Equatable compara todo el modelo
// Espera: != Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Lugo")
// MARK: EJERCICIO red-en-marcador/1
package struct Arbitro: Identifiable, Codable, Equatable {
    package let id: Int
    let nombre: String
    let ciudad: String

    package static func == (a: Arbitro, b: Arbitro) -> Bool { a.id == b.id }
}

extension Arbitro {
    package init(dto: ArbitroDTO) {
        self.init(id: dto.id, nombre: dto.name, ciudad: dto.address.city)
    }
}

package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}
// MARK: FIN EJERCICIO
