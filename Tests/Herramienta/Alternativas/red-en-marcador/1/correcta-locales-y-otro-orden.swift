// Alternativa correcta: el protocolo primero, la extensión con locales de otro nombre y las conformidades en otro orden
// MARK: EJERCICIO red-en-marcador/1
package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}

package struct Arbitro: Equatable, Codable, Identifiable {
    package let id: Int
    let nombre: String
    let ciudad: String
}

extension Arbitro {
    package init(dto entrada: ArbitroDTO) {
        let direccion = entrada.address
        let numero = entrada.id
        self.init(id: numero, nombre: entrada.name, ciudad: direccion.city)
    }
}
// MARK: FIN EJERCICIO
