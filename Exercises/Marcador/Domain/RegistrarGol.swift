import Torneo

// CASO DE USO: registrar un gol marcado a mano. Tiene algo que decidir: si el partido existe, de qué
// equipo es el gol según el lado y en qué punto del guion entra según su minuto.
package struct RegistrarGol {
    private let repositorio: any PartidosRepositorio

    package init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    // Los fallos esperables, como valor: quien llama decide qué hacer con ellos.
    package enum Fallo: Error, Equatable {
        case noExisteElPartido(Int)
        case minutoNoValido(Int)
    }

    // Quien toca el botón no sabe quién marcó: el gol queda a nombre de «sin asignar».
    static let sinAsignar = Jugador(nombre: "sin asignar")

    package func callAsFunction(partidoId: Int, lado: Lado, minuto: Int) -> Result<Partido, Fallo> {
        guard minuto >= 0 else { return .failure(.minutoNoValido(minuto)) }
        guard var partido = repositorio.partido(id: partidoId) else {
            return .failure(.noExisteElPartido(partidoId))
        }
        let equipo = lado == .local ? partido.local : partido.visitante
        let gol = EventoDePartido.gol(minuto: minuto, jugador: Self.sinAsignar, equipo: equipo)
        // El guion sigue en orden: el gol va detrás de todo lo que pasó hasta su minuto.
        let posicion = partido.eventos.firstIndex { $0.minuto > minuto } ?? partido.eventos.endIndex
        partido.eventos.insert(gol, at: posicion)
        repositorio.guardar(partido)
        return .success(partido)
    }
}
