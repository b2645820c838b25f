import Observation
import SoporteDePruebas
import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import MarcadorUI

// El ViewModel y el hilo principal · Paso 2 · Tanda 3: jugar, prepararReloj y alMinuto.
// Con msPorMinuto 0 cada minuto es inmediato; el orden se ve con withObservationTracking, nunca durmiendo.
@Suite("El ViewModel y el hilo principal · Paso 2 · Tanda 3: jugar, prepararReloj y alMinuto", .registroEnSilencio)
@MainActor
struct PartidoViewModelTanda3Tests {
    private let sinAsignar = Jugador(nombre: "sin asignar")

    private func nuevoViewModel(
        _ partidoId: Int = 1, repositorio: RepositorioFalso = RepositorioFalso(), reintroducirElCiclo: Bool = false
    ) -> PartidoViewModel {
        PartidoViewModel(partidoId: partidoId, repositorio: repositorio, msPorMinuto: 0, reintroducirElCiclo: reintroducirElCiclo)
    }

    // MARK: - El guion y los avisos

    // Rayo FC 2-1 Toros: goles en el 12 (local), 55 (visitante) y 80 (local).
    @Test(arguments: [(11, 0, 0), (12, 1, 0), (54, 1, 0), (55, 1, 1), (80, 2, 1), (90, 2, 1)])
    func jugarAplicaLosGolesDelGuionHastaLaDuracion(duracion: Int, local: Int, visitante: Int) async {
        let viewModel = nuevoViewModel()

        await viewModel.jugar(duracion: duracion)

        #expect(viewModel.golesEnVivo == Marcador(local: local, visitante: visitante), "Con jugar(duracion: \(duracion)) cuentan los goles del guion hasta el minuto \(duracion), incluido")
        #expect(viewModel.marcador == Marcador(local: local, visitante: visitante), "Sin goles a mano, el marcador es el del guion")
        #expect(viewModel.minuto == duracion, "El reloj avanza un minuto por vuelta, tantas vueltas como la duración")
        #expect(viewModel.duracion == duracion, "jugar guarda la duración nueva")
    }

    @Test(arguments: [
        (14, "ninguno"), (15, "minuto 15 con 1-0"), (16, "minuto 15 con 1-0"), (30, "minuto 30 con 1-0"), (45, "minuto 45 con 1-0"),
        (60, "minuto 60 con 1-1"), (75, "minuto 75 con 1-1"), (90, "minuto 90 con 2-1"),
    ])
    func cadaQuinceMinutosQuedaUnAvisoConElMinutoYElMarcador(duracion: Int, aviso: String) async {
        let viewModel = nuevoViewModel()

        await viewModel.jugar(duracion: duracion)

        #expect(viewModel.ultimoAviso == aviso, "Cada 15 minutos, ultimoAviso = «minuto N con L-V»; entre medias se queda el anterior")
        #expect(viewModel.minuto == duracion, "El reloj llega al minuto \(duracion)")
    }

    @Test func elAvisoDeUnMinutoConGolYaLlevaEseGol() async {
        let rayo = RepositorioFalso.rayo
        let partido = Partido(id: 3, local: rayo, visitante: RepositorioFalso.toros, eventos: [
            .gol(minuto: 15, jugador: RepositorioFalso.ana, equipo: rayo),
        ])
        let viewModel = nuevoViewModel(3, repositorio: RepositorioFalso(partidos: [partido]))

        await viewModel.jugar(duracion: 15)

        #expect(viewModel.ultimoAviso == "minuto 15 con 1-0", "En alMinuto, primero los goles de ese minuto y después el aviso")
    }

    // Un gol con los botones en el minuto 10 y el del guion en el 12: el aviso del 15 los lleva los dos.
    @Test func elAvisoLlevaElMarcadorConLosGolesDeLosBotones() async {
        let viewModel = nuevoViewModel()
        VigiaDelMinuto(de: viewModel) { viewModel in
            guard viewModel.minuto == 10 else { return true }
            viewModel.alGol(.visitante)
            return false
        }

        await viewModel.jugar(duracion: 15)

        #expect(viewModel.ultimoAviso == "minuto 15 con 1-1",
                "El aviso lleva marcador, que suma los goles del guion y los de los botones; golesEnVivo solo tiene los del guion")
    }

    @Test func alTerminarElExitoLlevaLoQueQuedoEnElPartido() async {
        let viewModel = nuevoViewModel()

        await viewModel.jugar(duracion: 15)

        #expect(viewModel.uiState == .exito(.init(
            partidoId: 1, partido: RepositorioFalso.partidoUno, marcador: Marcador(local: 1, visitante: 0), minuto: 15,
            corriendo: false, ultimoAviso: "minuto 15 con 1-0", duracion: 15
        )), "El éxito lleva el minuto, el marcador, el aviso y la duración de ahora")
    }

    @Test func marcadorSumaLosGolesDelGuionYLosDeLosBotones() async {
        let viewModel = nuevoViewModel()

        await viewModel.jugar(duracion: 90)
        viewModel.alGol(.visitante)
        viewModel.alGol(.visitante)

        #expect(viewModel.golesEnVivo == Marcador(local: 2, visitante: 1), "Los goles del guion van en golesEnVivo")
        #expect(viewModel.golesAMano == Marcador(local: 0, visitante: 2), "Los de los botones, en golesAMano")
        #expect(viewModel.marcador == Marcador(local: 2, visitante: 3), "marcador = golesEnVivo + golesAMano, local con local y visitante con visitante")
    }

    @Test func unGolTrasJugarSeRegistraEnElMinutoEnQueVaElPartido() async throws {
        let repositorio = RepositorioFalso()
        let viewModel = nuevoViewModel(repositorio: repositorio)

        await viewModel.jugar(duracion: 20)
        viewModel.alGol(.visitante)

        let guardado = try #require(repositorio.guardados.last, "alGol registra el gol con el caso de uso")
        #expect(guardado.eventos[1] == .gol(minuto: 20, jugador: sinAsignar, equipo: RepositorioFalso.toros), "El gol se registra en el minuto del reloj (20)")
    }

    // MARK: - Empezar, correr y terminar

    @Test(arguments: [30, 90])
    func alTerminarDejaDeCorrerYAnotaTERMINADOConElMinuto(duracion: Int) async {
        let viewModel = nuevoViewModel()
        let espia = EspiaDeRegistro()

        await espia.escuchar { await viewModel.jugar(duracion: duracion) }

        #expect(espia.lineas == ["partido TERMINADO en el minuto \(duracion)"], "Al acabar las vueltas, Registro.anotar(\"partido TERMINADO en el minuto \\(minuto)\")")
        #expect(viewModel.corriendo == false, "Al terminar, corriendo = false")
    }

    @Test func mientrasSeJuegaCorriendoEsTrue() async {
        let viewModel = nuevoViewModel()
        let corriendo = HistorialObservado { viewModel.corriendo }
        let corriendoEnElExito = HistorialObservado { () -> Bool? in
            guard case let .exito(exito) = viewModel.uiState else { return nil }
            return exito.corriendo
        }

        await viewModel.jugar(duracion: 3)

        // El éxito cambia con cada minuto: cuentan solo los cambios de corriendo.
        let cambiosEnElExito = corriendoEnElExito.valores.reduce(into: [Bool?]()) { if $0.last != $1 { $0.append($1) } }

        #expect(corriendo.valores == [false, true, false], "corriendo = true al arrancar el reloj y false al terminar")
        #expect(cambiosEnElExito == [false, true, false], "El éxito lleva corriendo mientras se juega")
    }

    @Test func jugarOtraVezEmpiezaDeCeroConLosGolesYElAviso() async {
        let viewModel = nuevoViewModel()
        await viewModel.jugar(duracion: 15)
        viewModel.alGol(.visitante)

        await viewModel.jugar(duracion: 14)

        #expect(viewModel.golesAMano == Marcador(local: 0, visitante: 0), "jugar pone golesAMano a 0-0")
        #expect(viewModel.golesEnVivo == Marcador(local: 1, visitante: 0), "jugar pone golesEnVivo a 0-0 antes de contar el guion otra vez")
        #expect(viewModel.ultimoAviso == "ninguno", "jugar vuelve a poner el aviso en «ninguno»")
        #expect(viewModel.duracion == 14, "jugar guarda la duración nueva")
    }

    @Test func sinPartidoJugarVuelveEnseguidaYConElPartidoYaGuardadoJuega() async {
        let repositorio = RepositorioFalso(partidos: [])
        let viewModel = nuevoViewModel(repositorio: repositorio)
        let espia = EspiaDeRegistro()

        await espia.escuchar { await viewModel.jugar(duracion: 30) }

        #expect(!espia.lineas.contains { $0.contains("TERMINADO") || $0.contains("CANCELADO") },
                "Sin partido no hay nada que jugar: guard let partido else { return }, sin anotar que terminó")
        #expect(viewModel.minuto == 0, "Sin partido, el reloj no arranca")
        #expect(viewModel.duracion == 90, "Sin partido, jugar sale antes de tocar nada")
        #expect(viewModel.corriendo == false, "Sin partido, no se corre")

        repositorio.guardar(RepositorioFalso.partidoUno)
        await espia.escuchar { await viewModel.jugar(duracion: 30) }

        #expect(espia.lineas == ["partido TERMINADO en el minuto 30"], "jugar empieza volviendo a cargar el partido del repositorio")
        #expect(viewModel.mensajeDeError == nil, "Al recargar y encontrar el partido, el mensaje de error se va")
    }

    // Un mensaje de un cargar() anterior no puede quedarse cuando el partido ya está: la pantalla
    // enseñaría el error en lugar del partido.
    @Test func siElPartidoApareceDespuesJugarQuitaElErrorYLaPantallaEnsenaElPartido() async {
        let repositorio = RepositorioFalso(partidos: [])
        let viewModel = nuevoViewModel(repositorio: repositorio)
        #expect(viewModel.mensajeDeError == "No existe el partido n.º 1", "Sin partido, el init deja el mensaje con su id")

        repositorio.guardar(RepositorioFalso.partidoUno)
        await viewModel.jugar(duracion: 1)

        #expect(viewModel.mensajeDeError == nil, "Cuando cargar() encuentra el partido pone mensajeDeError = nil: si no, se queda el error de antes")
        #expect(viewModel.partido == RepositorioFalso.partidoUno, "jugar vuelve a cargar el partido del repositorio")
        guard case .exito = viewModel.uiState else {
            Issue.record("Con el partido ya cargado, uiState es .exito; es \(viewModel.uiState): el mensaje de error de antes sigue ahí")
            return
        }
    }

    // MARK: - Cancelar

    @Test func unPartidoCanceladoAntesDeEmpezarSeAnotaEnElMinutoCero() async {
        let viewModel = nuevoViewModel()
        let espia = EspiaDeRegistro()

        await espia.escuchar {
            let partido = Task { await viewModel.jugar(duracion: 90) }
            partido.cancel()   // todavía no ha empezado: la primera espera lanza
            await partido.value
        }

        #expect(espia.lineas == ["partido CANCELADO en el minuto 0"], "Si Task.sleep lanza, se anota «partido CANCELADO en el minuto \\(minuto)» y se sale")
        #expect(viewModel.corriendo == false, "Al cancelar, corriendo = false")
        #expect(viewModel.minuto == 0, "Cancelado antes de la primera vuelta, el reloj no avanza")
    }

    @Test func cancelarTrasOtroPartidoSeAnotaEnElMinutoCeroPorqueElMinutoSePoneACero() async {
        let viewModel = nuevoViewModel()
        let espia = EspiaDeRegistro()

        await espia.escuchar {
            await viewModel.jugar(duracion: 5)
            let partido = Task { await viewModel.jugar(duracion: 90) }
            partido.cancel()
            await partido.value
        }

        #expect(espia.lineas == ["partido TERMINADO en el minuto 5", "partido CANCELADO en el minuto 0"], "jugar pone minuto = 0 antes de arrancar el reloj")
    }

    @Test func unPartidoCanceladoEnElMinuto12SeAnotaEnEseMinuto() async {
        let viewModel = nuevoViewModel()
        let espia = EspiaDeRegistro()

        await espia.escuchar {
            let partido = Task { await viewModel.jugar(duracion: 90) }
            VigiaDelMinuto(de: viewModel) { viewModel in
                guard viewModel.minuto == 11 else { return true }
                partido.cancel()   // el reloj pasa al 12; la espera siguiente lanza enseguida
                return false
            }
            await partido.value
        }

        #expect(
            espia.lineas == ["partido CANCELADO en el minuto 12"],
            "Si cancelan durante la espera, Task.sleep lanza: se anota el minuto del reloj y se sale sin TERMINADO"
        )
        #expect(viewModel.corriendo == false, "Al cancelar, corriendo = false")
        #expect(viewModel.minuto == 12, "Tras cancelar, el reloj ya no avanza")
        #expect(viewModel.marcador == Marcador(local: 1, visitante: 0), "El gol del minuto 12 llegó a contarse")
    }

    // MARK: - El ciclo de retención

    @Test func sinElCicloElViewModelSeLiberaAlTerminarDeJugar() async {
        let espia = EspiaDeRegistro()
        weak var debil: PartidoViewModel?

        await espia.escuchar {
            let viewModel = nuevoViewModel(reintroducirElCiclo: false)
            debil = viewModel
            await viewModel.jugar(duracion: 5)
        }

        #expect(debil == nil, "El reloj no debe retener al ViewModel: reloj.alTick = { [weak self] in self?.alMinuto() }")
        #expect(
            espia.lineas == ["partido TERMINADO en el minuto 5", "PartidoViewModel LIBERADO"],
            "Al soltarlo, deinit anota «PartidoViewModel LIBERADO»"
        )
    }

    @Test func conElCicloReintroducidoElViewModelSeQuedaRetenido() async {
        let espia = EspiaDeRegistro()
        weak var debil: PartidoViewModel?

        await espia.escuchar {
            let viewModel = nuevoViewModel(reintroducirElCiclo: true)
            debil = viewModel
            await viewModel.jugar(duracion: 5)
        }

        #expect(debil != nil, "Con reintroducirElCiclo, reloj.alTick = { self.alMinuto() }: el ciclo a propósito lo retiene")
        #expect(espia.lineas == ["partido TERMINADO en el minuto 5"], "Retenido, deinit no llega a ejecutarse")
    }

    // La tanda 1: «las dos últimas, si no se dan, salen de Configuracion». Se ve al jugar: con el
    // interruptor encendido en los ajustes y sin pasar reintroducirElCiclo, el ciclo está puesto.
    @Test func sinDarReintroducirElCicloSaleDeConfiguracion() async {
        weak var debil: PartidoViewModel?

        await EspiaDeRegistro().escuchar {
            let viewModel = AjustesRegistrados.con("cicloDelCronometro", "YES") {
                PartidoViewModel(partidoId: 1, repositorio: RepositorioFalso(), msPorMinuto: 0)
            }
            debil = viewModel
            await viewModel.jugar(duracion: 5)
        }

        #expect(debil != nil, "Si no se da, reintroducirElCiclo vale Configuracion.cicloDelCronometro: es su valor por defecto en el init")
    }
}

/// Llama a `alCambiar` justo ANTES de cada cambio de `minuto`, cuando el ViewModel aún tiene el
/// minuto que se va: el onChange de withObservationTracking salta en el willSet, de forma síncrona,
/// en el actor principal. Se vuelve a registrar tras cada cambio mientras `alCambiar` devuelva true.
@MainActor
private final class VigiaDelMinuto {
    private weak var viewModel: PartidoViewModel?   // débil: no debe alargarle la vida
    private let alCambiar: (PartidoViewModel) -> Bool

    @discardableResult
    init(de viewModel: PartidoViewModel, _ alCambiar: @escaping (PartidoViewModel) -> Bool) {
        self.viewModel = viewModel
        self.alCambiar = alCambiar
        vigilar()
    }

    private func vigilar() {
        guard let viewModel else { return }
        withObservationTracking {
            _ = viewModel.minuto
        } onChange: {
            MainActor.assumeIsolated { self.cambia() }
        }
    }

    private func cambia() {
        guard let viewModel, alCambiar(viewModel) else { return }
        vigilar()
    }
}
