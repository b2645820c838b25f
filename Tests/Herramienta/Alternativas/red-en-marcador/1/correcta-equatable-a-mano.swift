// Alternativa correcta: == escrito a mano comparando las tres propiedades
// MARK: EJERCICIO red-en-marcador/1
package struct Arbitro: Identifiable, Codable {
    package let id: Int
    let nombre: String
    let ciudad: String
}

extension Arbitro: Equatable {
    package static func == (izquierda: Arbitro, derecha: Arbitro) -> Bool {
        izquierda.id == derecha.id && izquierda.nombre == derecha.nombre && izquierda.ciudad == derecha.ciudad
    }

    package init(dto: ArbitroDTO) {
        self.init(id: dto.id, nombre: dto.name, ciudad: dto.address.city)
    }
}

package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}
// MARK: FIN EJERCICIO
