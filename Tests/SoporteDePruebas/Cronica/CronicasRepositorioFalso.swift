import CronicaDomain

/// El repositorio de crónicas falso: contesta `respuesta` (por defecto, el n.º 101 de JSONPlaceholder)
/// y anota el título y el texto de cada crónica que le piden publicar.
///
/// Con `retenida` a true cada publicación se queda esperando hasta `soltar()`: así una prueba ve lo
/// que pasa MIENTRAS se espera al servidor, sin dormir.
///
///     let cronicas = CronicasRepositorioFalso(retenida: true)
///     let tarea = Task { await viewModel.publicar() }
///     await cronicas.esperarRetenida(o: tarea)   // la petición ya ha llegado y espera
///     #expect(viewModel.uiState.publicando)
///     cronicas.soltar()
///     await tarea.value
@MainActor
package final class CronicasRepositorioFalso: CronicasRepositorio {
    package struct Publicada: Equatable {
        package let titulo: String
        package let texto: String

        package init(titulo: String, texto: String) {
            self.titulo = titulo
            self.texto = texto
        }
    }

    package var respuesta: Result<Int, any Error>
    package private(set) var publicadas: [Publicada] = []
    package var retenida: Bool
    private var esperandoLaLlegada: [CheckedContinuation<Void, Never>] = []
    private var retenidas: [CheckedContinuation<Void, Never>] = []

    package init(respuesta: Result<Int, any Error> = .success(101), retenida: Bool = false) {
        self.respuesta = respuesta
        self.retenida = retenida
    }

    package func publicar(titulo: String, texto: String) async throws -> Int {
        publicadas.append(Publicada(titulo: titulo, texto: texto))
        if retenida {
            await withCheckedContinuation { continuacion in
                retenidas.append(continuacion)
                despertarALosQueEsperanLaLlegada()
            }
        }
        return try respuesta.get()
    }

    /// Vuelve cuando hay una publicación retenida o, si no llega ninguna, cuando `tarea` termina:
    /// un código que no publica hace fallar la prueba en vez de colgarla.
    package func esperarRetenida(o tarea: Task<Void, Never>) async {
        guard retenidas.isEmpty else { return }
        Task {
            await tarea.value
            despertarALosQueEsperanLaLlegada()
        }
        await withCheckedContinuation { esperandoLaLlegada.append($0) }
    }

    /// Deja seguir, con `respuesta`, a las publicaciones retenidas y a las que lleguen después.
    package func soltar() {
        retenida = false
        retenidas.forEach { $0.resume() }
        retenidas = []
    }

    private func despertarALosQueEsperanLaLlegada() {
        esperandoLaLlegada.forEach { $0.resume() }
        esperandoLaLlegada = []
    }
}
