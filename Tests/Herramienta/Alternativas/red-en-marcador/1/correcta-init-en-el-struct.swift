// Alternativa correcta: init(dto:) dentro del struct, asignando cada propiedad, y el init gratuito escrito a mano
// MARK: EJERCICIO red-en-marcador/1
package struct Arbitro: Identifiable, Codable, Equatable {
    package let id: Int
    let nombre: String
    let ciudad: String

    init(id: Int, nombre: String, ciudad: String) {
        self.id = id
        self.nombre = nombre
        self.ciudad = ciudad
    }

    package init(dto: ArbitroDTO) {
        id = dto.id
        nombre = dto.name
        ciudad = dto.address.city
    }
}

package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}
// MARK: FIN EJERCICIO
