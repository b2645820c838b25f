import ArbitrosDomain
import Core
import Foundation
import Observation

// MARK: EJERCICIO red-en-marcador/3
// Red en Marcador: la lista de árbitros · Paso 3 · El ViewModel
// ArbitrosUiState (cargando, error con un texto y exito con la lista; comparable) y ArbitrosViewModel,
// @MainActor y @Observable: un uiState que solo él cambia y empieza en cargando, el repositorio del init,
// cargar() (si falla, lo anota con Registro.anotar y pone el error «No hay conexión») y reintentar().
// Comprueba: swift run marcador comprobar red-en-marcador/3 · Pista: swift run marcador pista red-en-marcador/3
enum ArbitrosUiState: Equatable {
    case cargando
    case error(String)
    case exito([Arbitro])
}

@MainActor
@Observable
final class ArbitrosViewModel {
    private(set) var uiState: ArbitrosUiState = .cargando

    @ObservationIgnored private let repositorio: any ArbitrosRepositorio

    init(repositorio: any ArbitrosRepositorio) {
        self.repositorio = repositorio
    }

    func cargar() async {}

    func reintentar() async {}
}
// MARK: FIN EJERCICIO
