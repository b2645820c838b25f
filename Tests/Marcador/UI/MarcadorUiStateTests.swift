import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import MarcadorUI

// Lo que ve la pantalla del partido, en un solo valor que se compara con ==.
@Suite("MVVM: el estado, el repositorio y el caso de uso · MarcadorUiState (código base)")
@MainActor
struct MarcadorUiStateTests {
    private let exito = MarcadorUiState.Exito(
        partidoId: 1, partido: RepositorioFalso.partidoUno, marcador: Marcador(local: 2, visitante: 1), minuto: 90,
        corriendo: false, ultimoAviso: "minuto 90 con 2-1", duracion: 90
    )

    @Test func exitoGuardaLosSieteValoresDeLaPantalla() {
        #expect(exito.partidoId == 1)
        #expect(exito.partido == RepositorioFalso.partidoUno)
        #expect(exito.marcador == Marcador(local: 2, visitante: 1))
        #expect(exito.minuto == 90)
        #expect(exito.corriendo == false)
        #expect(exito.ultimoAviso == "minuto 90 con 2-1")
        #expect(exito.duracion == 90)
    }

    @Test func dosEstadosDelMismoCasoYConLosMismosDatosSonIguales() {
        #expect(MarcadorUiState.cargando == .cargando)
        #expect(MarcadorUiState.error("No existe el partido n.º 99") == .error("No existe el partido n.º 99"))
        #expect(MarcadorUiState.exito(exito) == .exito(.init(
            partidoId: 1, partido: RepositorioFalso.partidoUno, marcador: Marcador(local: 2, visitante: 1), minuto: 90,
            corriendo: false, ultimoAviso: "minuto 90 con 2-1", duracion: 90
        )))
    }

    @Test func estadosDeCasosDistintosOConOtroMensajeSonDistintos() {
        #expect(MarcadorUiState.cargando != .error(""))
        #expect(MarcadorUiState.error("uno") != .error("otro"))
        #expect(MarcadorUiState.exito(exito) != .cargando)
    }

    @Test func dosExitosQueSeDiferencianEnUnSoloValorSonDistintos() {
        let partidoDos = Partido(id: 2, local: RepositorioFalso.toros, visitante: RepositorioFalso.rayo)
        let variantes: [(String, MarcadorUiState.Exito)] = [
            ("partidoId", .init(partidoId: 2, partido: exito.partido, marcador: exito.marcador, minuto: 90, corriendo: false, ultimoAviso: exito.ultimoAviso, duracion: 90)),
            ("partido", .init(partidoId: 1, partido: partidoDos, marcador: exito.marcador, minuto: 90, corriendo: false, ultimoAviso: exito.ultimoAviso, duracion: 90)),
            ("marcador", .init(partidoId: 1, partido: exito.partido, marcador: Marcador(local: 1, visitante: 2), minuto: 90, corriendo: false, ultimoAviso: exito.ultimoAviso, duracion: 90)),
            ("minuto", .init(partidoId: 1, partido: exito.partido, marcador: exito.marcador, minuto: 89, corriendo: false, ultimoAviso: exito.ultimoAviso, duracion: 90)),
            ("corriendo", .init(partidoId: 1, partido: exito.partido, marcador: exito.marcador, minuto: 90, corriendo: true, ultimoAviso: exito.ultimoAviso, duracion: 90)),
            ("ultimoAviso", .init(partidoId: 1, partido: exito.partido, marcador: exito.marcador, minuto: 90, corriendo: false, ultimoAviso: "ninguno", duracion: 90)),
            ("duracion", .init(partidoId: 1, partido: exito.partido, marcador: exito.marcador, minuto: 90, corriendo: false, ultimoAviso: exito.ultimoAviso, duracion: 120)),
        ]

        for (valor, variante) in variantes {
            #expect(MarcadorUiState.exito(variante) != .exito(exito), "Cambia solo \(valor): ya no es el mismo estado")
        }
    }
}
