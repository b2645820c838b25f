// Alternativa errónea: la ciudad sale de otro campo del DTO (el email), no de la dirección
// Lección: «ciudad … dto.address.city»: la ciudad está dentro de la dirección del DTO
// Espera: dto.address.city
// MARK: EJERCICIO red-en-marcador/1
package struct Arbitro: Identifiable, Codable, Equatable {
    package let id: Int
    let nombre: String
    let ciudad: String
}

extension Arbitro {
    package init(dto: ArbitroDTO) {
        self.init(id: dto.id, nombre: dto.name, ciudad: dto.email)
    }
}

package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}
// MARK: FIN EJERCICIO
