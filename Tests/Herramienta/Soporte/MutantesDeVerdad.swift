import Foundation
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// Los 10 mutantes de verdad de red-en-marcador/6, como los mediría `comprobar` o `calificar`: todos los
/// caza el kit y, salvo que se diga, también las pruebas de quien aprende.
package struct MutantesDeVerdad {
    package let catalogo: Catalogo
    package let mutantes: CatalogoDeMutantes
    package let paso: Paso
    package let medidos: [MutanteMedido]

    package init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        mutantes = try CatalogoDeMutantes.cargar(raiz: RaizDelKit.url, catalogo: catalogo)
        guard let paso = catalogo.paso("red-en-marcador/6"), let suyos = mutantes.de("red-en-marcador/6") else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.paso = paso
        medidos = suyos.mutantes.enumerated().map { indice, operador in
            MutanteMedido(mutante: Mutante(numero: indice + 1, operador: operador, modulo: "ArbitrosUI"), loCazaElKit: true, loCazanTusPruebas: true)
        }
    }

    /// Los medidos, con los de esos ids sin cazar por las pruebas de quien aprende.
    package func medidos(sinCazar ids: Set<String>) -> [MutanteMedido] {
        medidos.map { MutanteMedido(mutante: $0.mutante, loCazaElKit: true, loCazanTusPruebas: !ids.contains($0.mutante.operador.id)) }
    }
}
