import Foundation
import Testing
@testable import ArbitrosDomain
@testable import ArbitrosUI

// MARK: EJERCICIO red-en-marcador/6
// Red en Marcador: la lista de árbitros · Paso 6 · Las pruebas
// Las pruebas las escribes tú. En Dobles.swift, ArbitrosRepositorioFalso: cumple ArbitrosRepositorio, guarda
// una respuesta (Result<[Arbitro], URLError>) y cuenta las llamadas. En ArbitrosViewModelTests.swift, una
// estructura @MainActor con pasaDeCargandoAExito y sinRedSaleElErrorYReintentarVuelveACargar. Se miden
// con fallos sembrados en tu ArbitrosViewModel: tienen que pasar con él y notar cada fallo.
// Comprueba: swift run marcador comprobar red-en-marcador/6 · Pista: swift run marcador pista red-en-marcador/6
// MARK: FIN EJERCICIO
