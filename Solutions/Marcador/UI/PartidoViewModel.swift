import Core
import Foundation
import MarcadorDomain
import Observation
import Torneo

// MARK: EJERCICIO viewmodel-hilo-principal/2.1
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
// MARK: ESQUELETO
// @MainActor
// @Observable
// final class PartidoViewModel {
//     let partidoId: Int
//
//     private(set) var partido: Partido?
//     private(set) var mensajeDeError: String?
//     private(set) var minuto = 0
//     private(set) var corriendo = false
//     private(set) var ultimoAviso = ""
//     private(set) var duracion = 0
//     private(set) var golesEnVivo = Marcador(local: 0, visitante: 0)
//     private(set) var golesAMano = Marcador(local: 0, visitante: 0)
//
//     @ObservationIgnored private let repositorio: any PartidosRepositorio
//     @ObservationIgnored private let registrarGol: RegistrarGol
//     @ObservationIgnored private let msPorMinuto: Int
//     @ObservationIgnored private let reintroducirElCiclo: Bool
//     @ObservationIgnored private var cronometro: Cronometro?
//     @ObservationIgnored private var eventosDelGuion: [EventoDePartido] = []
//
//     init(
//         partidoId: Int,
//         repositorio: any PartidosRepositorio,
//         msPorMinuto: Int = Configuracion.msPorMinuto,
//         reintroducirElCiclo: Bool = Configuracion.cicloDelCronometro
//     ) {
//         self.partidoId = partidoId
//         self.repositorio = repositorio
//         self.registrarGol = RegistrarGol(repositorio: repositorio)
//         self.msPorMinuto = msPorMinuto
//         self.reintroducirElCiclo = reintroducirElCiclo
//     }
//
//     var marcador: Marcador {
//         Marcador(local: 0, visitante: 0)
//     }
//
//     private func cargar() {}
// }
// MARK: FIN EJERCICIO

// Las tandas 2 y 3, en una extensión: la tanda 1 de la lección acaba con la «}» de la clase, y así cada
// bloque cabe tal cual en su región. Desde una extensión del mismo fichero se ven los miembros private
// y se escriben los private(set), y @Observable vigila lo que uiState lee, como si fuera de la clase.
extension PartidoViewModel {
    // MARK: EJERCICIO viewmodel-hilo-principal/2.2
    // Lo que ve la pantalla, en un solo valor: primero el error, luego «cargando» y por último los datos
    var uiState: MarcadorUiState {
        if let mensajeDeError { return .error(mensajeDeError) }   // `if let x` es la forma corta de `if let x = x`
        guard let partido else { return .cargando }               // sin partido todavía: cargando
        return .exito(.init(                                      // .init(…) = MarcadorUiState.Exito(…): Swift deduce el tipo
            partidoId: partidoId, partido: partido, marcador: marcador, minuto: minuto,
            corriendo: corriendo, ultimoAviso: ultimoAviso, duracion: duracion
        ))
    }

    // La vista avisa de QUÉ ha pasado (un gol de este lado); el ViewModel decide qué hacer
    func alGol(_ lado: Lado) {
        switch lado {   // primero se ve en el marcador...
        case .local: golesAMano = Marcador(local: golesAMano.local + 1, visitante: golesAMano.visitante)
        case .visitante: golesAMano = Marcador(local: golesAMano.local, visitante: golesAMano.visitante + 1)
        }
        // ...y luego se guarda en el repositorio con el caso de uso; si falla, se anota
        if case let .failure(fallo) = registrarGol(partidoId: partidoId, lado: lado, minuto: minuto) {
            Registro.anotar("no se pudo registrar el gol: \(fallo)")
        }
    }
    // MARK: ESQUELETO
    // var uiState: MarcadorUiState {
    //     .cargando
    // }
    //
    // func alGol(_ lado: Lado) {}
    // MARK: FIN EJERCICIO

    // MARK: EJERCICIO viewmodel-hilo-principal/2.3
    // La vista la llama desde `.task(id:)`: si la pantalla se va, SwiftUI cancela esta tarea
    func jugar(duracion nueva: Int) async {
        // 1. Preparar
        cargar()
        guard let partido else { return }          // sin partido no hay nada que jugar
        duracion = nueva
        minuto = 0                                 // cada vez empieza de cero
        golesEnVivo = Marcador(local: 0, visitante: 0)
        golesAMano = Marcador(local: 0, visitante: 0)
        ultimoAviso = "ninguno"
        eventosDelGuion = partido.eventos.filter { $0.minuto <= nueva }   // solo los eventos que caben en esta duración

        // 2. Arrancar el reloj
        let reloj = Cronometro()                   // el del paquete Torneo: cuenta minutos cuando se lo mandan
        cronometro = reloj
        prepararReloj(reloj)
        corriendo = true

        // 3. Un minuto de partido por vuelta
        for _ in 1...nueva {
            do {
                try await Task.sleep(for: .milliseconds(msPorMinuto))   // un minuto de partido
            } catch {                              // cancelaron la tarea: se anota y se sale
                Registro.anotar("partido CANCELADO en el minuto \(minuto)")
                corriendo = false
                return
            }
            reloj.avanzar()                        // suma un minuto y llama a `alTick`
        }
        corriendo = false
        Registro.anotar("partido TERMINADO en el minuto \(minuto)")
    }

    // Engancha al reloj la closure que se ejecutará en cada minuto
    private func prepararReloj(_ reloj: Cronometro) {
        if reintroducirElCiclo {
            reloj.alTick = { self.alMinuto() }              // el bug: la closure guardada retiene a self
        } else {
            reloj.alTick = { [weak self] in self?.alMinuto() }   // bien: la closure mira a self sin retenerlo
        }
    }

    // Aplica lo que pasa en el minuto que acaba de contar el reloj
    private func alMinuto() {
        guard let reloj = cronometro, let partido else { return }
        let nuevo = reloj.minuto
        for evento in eventosDelGuion where evento.minuto == nuevo {   // los goles del guion de ese minuto
            golesEnVivo = golesEnVivo.despuesDe(evento, en: partido)
        }
        minuto = nuevo
        if nuevo % 15 == 0 { ultimoAviso = "minuto \(nuevo) con \(marcador)" }   // cada 15 minutos, un aviso
    }
    // MARK: ESQUELETO
    // func jugar(duracion nueva: Int) async {}
    //
    // private func prepararReloj(_ reloj: Cronometro) {}
    //
    // private func alMinuto() {}
    // MARK: FIN EJERCICIO
}
