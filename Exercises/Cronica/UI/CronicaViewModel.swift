import Core
import CronicaDomain
import Foundation
import Observation

// MARK: EJERCICIO casos-de-uso/2
// Casos de uso: cuándo sí y cuándo sobran · Paso 2 · El ViewModel, mucho más corto
// CronicaViewModel recibe partidoId y publicarCronica: el estado empieza con la crónica que redacta
// el caso de uso, o con «No existe el partido N»; publicar() marca publicando, llama al caso de uso,
// enseña «Crónica publicada con el n.º 101» o el texto del fallo, y lo anota en el registro.
// Comprueba: swift run marcador comprobar casos-de-uso/2 · Pista: swift run marcador pista casos-de-uso/2
struct CronicaUiState: Equatable {
    var cronica: Cronica?
    var publicando = false
    var mensaje: String?
}

@MainActor
@Observable
final class CronicaViewModel {
    private(set) var uiState: CronicaUiState

    @ObservationIgnored private let partidoId: Int
    @ObservationIgnored private let publicarCronica: PublicarCronica

    init(partidoId: Int, publicarCronica: PublicarCronica) {
        self.partidoId = partidoId
        self.publicarCronica = publicarCronica
        uiState = CronicaUiState()
    }

    func publicar() async {}
}
// MARK: FIN EJERCICIO
