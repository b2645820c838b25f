import Torneo

// Los datos con los que arranca la app. El partido 1 es el 3-2 de siempre; las pruebas usan
// otros datos a propósito (el `RepositorioFalso`), para no depender de estos.
enum DatosDeEjemplo {
    static let halcones = Equipo(nombre: "Halcones")
    static let delfines = Equipo(nombre: "Delfines")
    static let linces = Equipo(nombre: "Linces")

    static let partidos: [Partido] = [
        Partido(id: 1, local: halcones, visitante: delfines, eventos: [
            .gol(minuto: 9, jugador: Jugador(nombre: "Marta"), equipo: halcones),
            .gol(minuto: 27, jugador: Jugador(nombre: "Hugo"), equipo: delfines),
            .tarjeta(minuto: 33, jugador: Jugador(nombre: "Leo"), equipo: delfines),
            .gol(minuto: 48, jugador: Jugador(nombre: "Marta"), equipo: halcones),
            .cambio(minuto: 60, sale: Jugador(nombre: "Pablo"), entra: Jugador(nombre: "Irene"), equipo: halcones),
            .gol(minuto: 71, jugador: Jugador(nombre: "Hugo"), equipo: delfines),
            .gol(minuto: 88, jugador: Jugador(nombre: "Irene"), equipo: halcones),
        ]),
        Partido(id: 2, local: delfines, visitante: linces),
        Partido(id: 3, local: linces, visitante: halcones, eventos: [
            .gol(minuto: 52, jugador: Jugador(nombre: "Sara"), equipo: linces),
        ]),
    ]
}
