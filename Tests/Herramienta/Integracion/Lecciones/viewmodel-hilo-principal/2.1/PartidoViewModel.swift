import Foundation
import Observation
import Torneo
 
@MainActor      // todo lo de esta clase se toca desde el hilo principal
@Observable     // las vistas que lean sus propiedades se redibujan cuando cambian
final class PartidoViewModel {
    let partidoId: Int
 
    // private(set): la vista lee, pero solo el ViewModel escribe
    private(set) var partido: Partido?
    private(set) var mensajeDeError: String?
    private(set) var minuto = 0
    private(set) var corriendo = false
    private(set) var ultimoAviso = "ninguno"
    private(set) var duracion = 90
    private(set) var golesEnVivo = Marcador(local: 0, visitante: 0)   // los del guion del partido
    private(set) var golesAMano = Marcador(local: 0, visitante: 0)    // los de los botones
 
    // Las pantallas no leen estas: no hace falta vigilarlas
    @ObservationIgnored private let repositorio: any PartidosRepositorio
    @ObservationIgnored private let registrarGol: RegistrarGol
    @ObservationIgnored private let msPorMinuto: Int
    @ObservationIgnored private let reintroducirElCiclo: Bool
    @ObservationIgnored private var cronometro: Cronometro?
    @ObservationIgnored private var eventosDelGuion: [EventoDePartido] = []
 
    init(
        partidoId: Int,
        repositorio: any PartidosRepositorio,
        msPorMinuto: Int = Configuracion.msPorMinuto,
        reintroducirElCiclo: Bool = Configuracion.cicloDelCronometro
    ) {
        self.partidoId = partidoId
        self.repositorio = repositorio
        self.registrarGol = RegistrarGol(repositorio: repositorio)
        self.msPorMinuto = msPorMinuto
        self.reintroducirElCiclo = reintroducirElCiclo
        cargar()
    }
 
    deinit {
        Registro.anotar("PartidoViewModel LIBERADO")   // si esta línea no sale al cerrar la pantalla, algo lo retiene
    }
 
    var marcador: Marcador {
        Marcador(local: golesEnVivo.local + golesAMano.local, visitante: golesEnVivo.visitante + golesAMano.visitante)
    }
 
    private func cargar() {
        if let encontrado = repositorio.partido(id: partidoId) {
            partido = encontrado
            mensajeDeError = nil
        } else {
            partido = nil
            mensajeDeError = "No existe el partido n.º \(partidoId)"
        }
    }
}
