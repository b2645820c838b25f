import Torneo

// LO QUE VE LA PANTALLA DEL PARTIDO, en un solo valor: UNO de los tres casos cada vez.
enum MarcadorUiState: Equatable {
    case cargando
    case error(String)
    case exito(Exito)

    // Todo lo que pinta la pantalla cuando hay partido.
    struct Exito: Equatable {
        let partidoId: Int
        let partido: Partido
        let marcador: Marcador
        let minuto: Int
        let corriendo: Bool
        let ultimoAviso: String
        let duracion: Int
    }
}
