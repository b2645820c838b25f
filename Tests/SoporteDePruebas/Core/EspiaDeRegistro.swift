import Core
import Synchronization

/// Escucha las líneas que el código anota con `Registro.anotar` durante un trozo de prueba.
/// Solo oye las de su propia tarea (y las tareas hijas): las pruebas en paralelo no se mezclan.
///
///     let espia = EspiaDeRegistro()
///     await espia.escuchar { await viewModel.cargar() }
///     #expect(espia.lineas == ["…"])
package final class EspiaDeRegistro: Sendable {
    private let anotadas = Mutex<[String]>([])

    package init() {}

    package var lineas: [String] {
        anotadas.withLock { $0 }
    }

    package func escuchar<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ cuerpo: () async throws -> T
    ) async rethrows -> T {
        try await Registro.$destino.withValue({ linea in self.anotadas.withLock { $0.append(linea) } }, operation: cuerpo)
    }
}
