import Testing
import Torneo

// El resultado de un partido sale de su guion: los goles, uno tras otro, desde 0-0.
@Suite("La app, sus escenas y el paquete Torneo · Partido (código base)")
struct PartidoTests {
    // Los datos del partido 1 del RepositorioFalso (este target solo depende de Torneo).
    private let rayo = Equipo(nombre: "Rayo FC")
    private let toros = Equipo(nombre: "Toros")

    @Test func elMarcadorDelPartidoRayoTorosEsDosAUno() {
        let ana = Jugador(nombre: "Ana")
        let partido = Partido(id: 1, local: rayo, visitante: toros, eventos: [
            .gol(minuto: 12, jugador: ana, equipo: rayo),
            .tarjeta(minuto: 30, jugador: Jugador(nombre: "Toni"), equipo: toros),
            .gol(minuto: 55, jugador: Jugador(nombre: "Iván"), equipo: toros),
            .cambio(minuto: 70, sale: Jugador(nombre: "Luis"), entra: Jugador(nombre: "Pepe"), equipo: rayo),
            .gol(minuto: 80, jugador: ana, equipo: rayo),
        ])

        #expect(partido.marcador() == Marcador(local: 2, visitante: 1), "Dos goles de Rayo FC y uno de Toros; la tarjeta y el cambio no cuentan")
    }

    @Test func unPartidoSinEventosVaCeroACero() {
        #expect(Partido(id: 2, local: rayo, visitante: toros).marcador() == Marcador(local: 0, visitante: 0))
    }
}
