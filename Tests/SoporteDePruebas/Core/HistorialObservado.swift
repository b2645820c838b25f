import Observation

/// Anota cada valor por el que pasa una propiedad `@Observable`, en orden, sin esperas: se apunta
/// con `withObservationTracking`, cuyo `onChange` llega en el `willSet` de cada cambio.
///
///     let historial = HistorialObservado { viewModel.uiState }
///     await viewModel.cargar()
///     #expect(historial.valores == [.error("No hay conexión"), .cargando, .exito([leanne])])
@MainActor
package final class HistorialObservado<Valor> {
    private let leer: @MainActor () -> Valor
    private var anteriores: [Valor] = []

    package init(_ leer: @escaping @MainActor () -> Valor) {
        self.leer = leer
        vigilar()
    }

    /// El valor de partida, el que dejó cada cambio y el actual.
    package var valores: [Valor] {
        anteriores + [leer()]
    }

    private func vigilar() {
        withObservationTracking {
            _ = leer()
        } onChange: { [weak self] in
            guard let self else { return }
            // En el willSet aún se lee el valor de ANTES del cambio; el nuevo lo anota el siguiente aviso.
            MainActor.assumeIsolated {
                self.anteriores.append(self.leer())
                self.vigilar()
            }
        }
    }
}
