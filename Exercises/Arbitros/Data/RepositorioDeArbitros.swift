import ArbitrosDomain
import Core
import CoreNetwork
import Foundation
import Observation

// MARK: EJERCICIO dos-fuentes-almacen/2
// Dos fuentes: el almacén y el repositorio · Paso 2 · El repositorio de dos fuentes
// RepositorioDeArbitros: final y @Observable, con arbitros (solo ella lo cambia) que parte de lo
// guardado, un init con servicio y almacén opcional (nil por defecto) y refrescar() async throws:
// servidor → modelo → disco (si guardar falla, lo anota y sigue) → arbitros.
// Comprueba: swift run marcador comprobar dos-fuentes-almacen/2 · Pista: swift run marcador pista dos-fuentes-almacen/2
@Observable
final class RepositorioDeArbitros {
    private(set) var arbitros: [Arbitro]

    @ObservationIgnored private let servicio: any ServicioDelTorneo
    @ObservationIgnored private let almacen: AlmacenDeArbitros?

    init(servicio: any ServicioDelTorneo, almacen: AlmacenDeArbitros? = nil) {
        self.servicio = servicio
        self.almacen = almacen
        self.arbitros = []
    }

    func refrescar() async throws {}
}
// MARK: FIN EJERCICIO
