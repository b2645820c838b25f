/// Código de las lecciones escrito de otra forma que la lección, y también correcto: los fallos sembrados
/// tienen que encontrar dónde sembrarse igual (lo miden las pruebas de mutación y las de integración).
package enum OtrasFormasCorrectas {
    /// El ViewModel del Paso 3, escrito de otra forma que la lección y también correcto.
    package static let arbitrosViewModel = """
        enum ArbitrosUiState: Equatable { case cargando, error(String), exito([Arbitro]) }
        @MainActor @Observable final class ArbitrosViewModel {
            private(set) var uiState = ArbitrosUiState.cargando
            @ObservationIgnored private let repositorio: any ArbitrosRepositorio
            init(repositorio: any ArbitrosRepositorio) { self.repositorio = repositorio }
            func cargar() async {
                uiState = .cargando
                do { uiState = ArbitrosUiState.exito(try await repositorio.arbitros()) }
                catch { Registro.anotar("árbitros: no se pudieron cargar (\\(error))"); uiState = .error("No hay conexión") }
            }
            func reintentar() async { await cargar() }
        }
        """

    /// PublicarCronica con la regla en otro orden y otro formato.
    package static let publicarCronica = """
        package struct PublicarCronica {
            let partidos: any PartidosRepositorio
            let cronicas: any CronicasRepositorio
            package enum Fallo: Error, Equatable, LocalizedError {
                case noExisteElPartido(Int), red(ErrorDeRed), otro(String)
                package var errorDescription: String? {
                    switch self {
                    case .noExisteElPartido(let id): return "No existe el partido \\(id)"
                    case .red(let error): return error.errorDescription
                    case .otro(let texto): return texto
                    }
                }
            }
            package func redactar(partidoId: Int) -> Cronica? {
                guard let partido = partidos.partido(id: partidoId) else { return nil }
                let goles = partido.eventos.compactMap { evento -> String? in
                    guard case let .gol(minuto, jugador, equipo) = evento else { return nil }
                    return "\\(minuto)' \\(jugador.nombre) (\\(equipo.nombre))"
                }
                let titulo = "\\(partido.local.nombre) \\(partido.marcador()) \\(partido.visitante.nombre)"
                return Cronica(titulo: titulo, texto: goles.isEmpty ? "Sin goles" : goles.joined(separator: "\\n"))
            }
            package func callAsFunction(partidoId: Int) async -> Result<Int, Fallo> {
                guard let cronica = redactar(partidoId: partidoId) else { return .failure(.noExisteElPartido(partidoId)) }
                do { return .success(try await cronicas.publicar(titulo: cronica.titulo, texto: cronica.texto)) }
                catch let error as ErrorDeRed { return .failure(.red(error)) }
                catch { return .failure(.otro(error.localizedDescription)) }
            }
        }
        """
}
