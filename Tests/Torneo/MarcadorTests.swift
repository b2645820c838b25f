import Testing
import Torneo

// El marcador de Torneo: cómo se escribe y cómo cambia con cada evento del partido.
@Suite("La app, sus escenas y el paquete Torneo · Marcador (código base)")
struct MarcadorTests {
    private let rayo = Equipo(nombre: "Rayo FC")
    private let toros = Equipo(nombre: "Toros")
    private let ana = Jugador(nombre: "Ana")
    private var partido: Partido { Partido(id: 1, local: rayo, visitante: toros) }
    private let unoACero = Marcador(local: 1, visitante: 0)

    @Test(arguments: [(2, 1, "2-1"), (0, 0, "0-0"), (1, 10, "1-10")])
    func seEscribeConLosGolesDelLocalUnGuionYLosDelVisitante(local: Int, visitante: Int, texto: String) {
        let marcador = Marcador(local: local, visitante: visitante)

        #expect(marcador.description == texto, "El marcador se escribe «local-visitante», sin espacios")
        #expect("\(marcador)" == texto, "Al interpolarlo en un texto sale su description")
    }

    @Test func unGolDelLocalSumaUnoAlLocal() {
        let despues = unoACero.despuesDe(.gol(minuto: 20, jugador: ana, equipo: rayo), en: partido)

        #expect(despues == Marcador(local: 2, visitante: 0), "Rayo FC es el local: su gol suma al local")
    }

    @Test func unGolDelVisitanteSumaUnoAlVisitante() {
        let despues = unoACero.despuesDe(.gol(minuto: 20, jugador: ana, equipo: toros), en: partido)

        #expect(despues == Marcador(local: 1, visitante: 1), "Toros es el visitante: su gol suma al visitante")
    }

    @Test(arguments: [
        EventoDePartido.tarjeta(minuto: 30, jugador: Jugador(nombre: "Toni"), equipo: Equipo(nombre: "Toros")),
        EventoDePartido.cambio(minuto: 70, sale: Jugador(nombre: "Luis"), entra: Jugador(nombre: "Pepe"), equipo: Equipo(nombre: "Rayo FC")),
    ])
    func unaTarjetaOUnCambioNoCambianElMarcador(evento: EventoDePartido) {
        #expect(unoACero.despuesDe(evento, en: partido) == unoACero, "Solo los goles mueven el marcador")
    }

    @Test func unGolDeUnEquipoQueNoJuegaElPartidoNoCuenta() {
        let gol = EventoDePartido.gol(minuto: 5, jugador: ana, equipo: Equipo(nombre: "Linces"))

        #expect(unoACero.despuesDe(gol, en: partido) == unoACero, "Linces no juega este partido: su gol no suma a nadie")
    }
}
