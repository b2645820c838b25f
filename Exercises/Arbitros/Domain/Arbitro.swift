import CoreNetwork

// MARK: EJERCICIO red-en-marcador/1
// Red en Marcador: la lista de árbitros · Paso 1 · El modelo y el contrato
// Arbitro (número, nombre y ciudad; se identifica por su número y se puede comparar), una extensión
// con init(dto:) que lo construye desde un ArbitroDTO (la ciudad está en la dirección) y
// ArbitrosRepositorio, un protocolo solo para clases con arbitros() async throws -> [Arbitro].
// Comprueba: swift run marcador comprobar red-en-marcador/1 · Pista: swift run marcador pista red-en-marcador/1
package struct Arbitro: Identifiable, Equatable {
    package let id: Int
    let nombre: String
    let ciudad: String
}

extension Arbitro {
    package init(dto: ArbitroDTO) {
        self.init(id: 0, nombre: "", ciudad: "")
    }
}

package protocol ArbitrosRepositorio: AnyObject {
    func arbitros() async throws -> [Arbitro]
}
// MARK: FIN EJERCICIO
