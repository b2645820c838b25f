import MarcadorDomain
import Torneo

/// El repositorio de partidos falso de «Tests en iOS: falsos y espías». Su partido 1 es
/// «Rayo FC 2-1 Toros» (12' Ana, 55' Iván, 80' Ana, más una tarjeta y un cambio); el 7 no existe.
/// Son datos distintos de los de la app a propósito: las pruebas no dependen de los de ejemplo.
package final class RepositorioFalso: PartidosRepositorio {
    package nonisolated static let rayo = Equipo(nombre: "Rayo FC")
    package nonisolated static let toros = Equipo(nombre: "Toros")
    package nonisolated static let ana = Jugador(nombre: "Ana")
    package nonisolated static let ivan = Jugador(nombre: "Iván")

    package nonisolated static let partidoUno = Partido(id: 1, local: rayo, visitante: toros, eventos: [
        .gol(minuto: 12, jugador: ana, equipo: rayo),
        .tarjeta(minuto: 30, jugador: Jugador(nombre: "Toni"), equipo: toros),
        .gol(minuto: 55, jugador: ivan, equipo: toros),
        .cambio(minuto: 70, sale: Jugador(nombre: "Luis"), entra: Jugador(nombre: "Pepe"), equipo: rayo),
        .gol(minuto: 80, jugador: ana, equipo: rayo),
    ])

    private var almacenados: [Partido]
    /// Cada partido que se le pidió guardar, en orden.
    package private(set) var guardados: [Partido] = []

    package init(partidos: [Partido] = [RepositorioFalso.partidoUno]) {
        almacenados = partidos
    }

    package func partidos() -> [Partido] {
        almacenados
    }

    package func partido(id: Int) -> Partido? {
        almacenados.first { $0.id == id }
    }

    package func guardar(_ partido: Partido) {
        guardados.append(partido)
        almacenados.removeAll { $0.id == partido.id }
        almacenados.append(partido)
    }
}
