import Core
import Foundation
import MarcadorDomain
import Observation
import Torneo

// MARK: EJERCICIO viewmodel-hilo-principal/2.1
// El ViewModel y el hilo principal · Paso 2 · Tanda 1: las propiedades y el init
// PartidoViewModel: lo que la vista lee y solo él escribe, lo que ninguna pantalla pinta, el init
// (partidoId, repositorio, msPorMinuto y reintroducirElCiclo, estas dos con valor por defecto),
// el deinit que anota «PartidoViewModel LIBERADO», marcador (calculado) y cargar(), privado.
// Comprueba: swift run marcador comprobar viewmodel-hilo-principal/2.1 · Pista: swift run marcador pista viewmodel-hilo-principal/2.1
@MainActor
@Observable
final class PartidoViewModel {
    let partidoId: Int

    private(set) var partido: Partido?
    private(set) var mensajeDeError: String?
    private(set) var minuto = 0
    private(set) var corriendo = false
    private(set) var ultimoAviso = ""
    private(set) var duracion = 0
    private(set) var golesEnVivo = Marcador(local: 0, visitante: 0)
    private(set) var golesAMano = Marcador(local: 0, visitante: 0)

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
    }

    var marcador: Marcador {
        Marcador(local: 0, visitante: 0)
    }

    private func cargar() {}
}
// MARK: FIN EJERCICIO

// Las tandas 2 y 3, en una extensión: la tanda 1 de la lección acaba con la «}» de la clase, y así cada
// bloque cabe tal cual en su región. Desde una extensión del mismo fichero se ven los miembros private
// y se escriben los private(set), y @Observable vigila lo que uiState lee, como si fuera de la clase.
extension PartidoViewModel {
    // MARK: EJERCICIO viewmodel-hilo-principal/2.2
    // El ViewModel y el hilo principal · Paso 2 · Tanda 2: uiState y alGol
    // uiState, calculado: primero el error, luego «cargando» y por último el éxito con los siete valores.
    // alGol(_:): suma el gol a los goles a mano y lo registra con el caso de uso en el minuto actual;
    // si el caso de uso falla, lo anota como «no se pudo registrar el gol:» seguido del fallo.
    // Comprueba: swift run marcador comprobar viewmodel-hilo-principal/2.2 · Pista: swift run marcador pista viewmodel-hilo-principal/2.2
    var uiState: MarcadorUiState {
        .cargando
    }

    func alGol(_ lado: Lado) {}
    // MARK: FIN EJERCICIO

    // MARK: EJERCICIO viewmodel-hilo-principal/2.3
    // El ViewModel y el hilo principal · Paso 2 · Tanda 3: jugar, prepararReloj y alMinuto
    // jugar(duracion:): prepara (recarga y pone todo a cero), arranca un Cronometro y cuenta un minuto
    // por vuelta; si cancelan la tarea anota «partido CANCELADO en el minuto N» y sale, y al acabar
    // anota «partido TERMINADO en el minuto N». prepararReloj(_:) engancha alMinuto sin retener al
    // ViewModel, salvo con reintroducirElCiclo. alMinuto(): los goles del guion de ese minuto, el minuto
    // y, cada 15, el aviso «minuto 90 con 2-1».
    // Comprueba: swift run marcador comprobar viewmodel-hilo-principal/2.3 · Pista: swift run marcador pista viewmodel-hilo-principal/2.3
    func jugar(duracion nueva: Int) async {}

    private func prepararReloj(_ reloj: Cronometro) {}

    private func alMinuto() {}
    // MARK: FIN EJERCICIO
}
