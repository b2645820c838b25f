import Testing
import Torneo

// Cada evento sabe en qué minuto pasó, sea del caso que sea.
@Suite("La app, sus escenas y el paquete Torneo · EventoDePartido (código base)")
struct EventoDePartidoTests {
    private static let rayo = Equipo(nombre: "Rayo FC")
    private static let ana = Jugador(nombre: "Ana")

    @Test(arguments: [
        (EventoDePartido.gol(minuto: 12, jugador: ana, equipo: rayo), 12),
        (.tarjeta(minuto: 30, jugador: ana, equipo: rayo), 30),
        (.cambio(minuto: 70, sale: ana, entra: Jugador(nombre: "Pepe"), equipo: rayo), 70),
    ])
    func minutoEsElDelCasoDelEvento(evento: EventoDePartido, minuto: Int) {
        #expect(evento.minuto == minuto)
    }
}
