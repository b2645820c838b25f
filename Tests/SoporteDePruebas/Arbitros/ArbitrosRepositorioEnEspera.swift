import ArbitrosDomain
import Testing

/// Un repositorio de árbitros que NO contesta hasta que la prueba lo dice: así se ve la pantalla
/// mientras la red tarda, sin relojes ni esperas. La prueba decide cuándo y qué contesta.
///
///     let carga = Task { await viewModel.cargar() }
///     #expect(await repositorio.esperarPeticion(de: carga))   // el ViewModel ya ha pedido y espera
///     #expect(viewModel.uiState == .cargando)
///     repositorio.contestar(.success([leanne]))
///     await carga.value
@MainActor
package final class ArbitrosRepositorioEnEspera: ArbitrosRepositorio {
    package private(set) var llamadas = 0
    private var pendiente: CheckedContinuation<[Arbitro], any Error>?
    private var aviso: CheckedContinuation<Bool, Never>?

    package init() {}

    package func arbitros() async throws -> [Arbitro] {
        llamadas += 1
        return try await withCheckedThrowingContinuation { continuacion in
            pendiente = continuacion
            avisar(pedida: true)
        }
    }

    /// Espera a que alguien pida los árbitros y se quede esperando la respuesta. Devuelve `false` si
    /// `tarea` termina sin haberlos pedido: así una prueba contra un código que no pide nada falla
    /// en vez de quedarse colgada.
    package func esperarPeticion(de tarea: Task<Void, Never>) async -> Bool {
        if pendiente != nil { return true }
        return await withCheckedContinuation { continuacion in
            aviso = continuacion
            Task {
                await tarea.value
                avisar(pedida: false)
            }
        }
    }

    /// Contesta la petición que está esperando: una lista o un fallo.
    package func contestar(_ resultado: Result<[Arbitro], any Error>, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let pendiente else {
            Issue.record("Nadie está esperando a los árbitros: no hay petición que contestar", sourceLocation: sourceLocation)
            return
        }
        self.pendiente = nil
        pendiente.resume(with: resultado)
    }

    private func avisar(pedida: Bool) {
        aviso?.resume(returning: pedida)
        aviso = nil
    }
}
