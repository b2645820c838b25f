import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import MarcadorDomain

// El caso de uso de los botones de gol: decide el equipo por el lado y el sitio del gol en el guion
// por su minuto, y lo guarda en el repositorio.
@Suite("MVVM: el estado, el repositorio y el caso de uso · RegistrarGol (código base)")
@MainActor
struct RegistrarGolTests {
    private let rayo = RepositorioFalso.rayo
    private let toros = RepositorioFalso.toros
    private let sinAsignar = Jugador(nombre: "sin asignar")

    @Test func unGolDelLocalSeGuardaANombreDelLocalEnSuSitioDelGuion() throws {
        let repositorio = RepositorioFalso()
        let registrarGol = RegistrarGol(repositorio: repositorio)

        let resultado = registrarGol(partidoId: 1, lado: .local, minuto: 60)

        let guardado = try #require(repositorio.guardados.last, "El gol se guarda en el repositorio con guardar(_:)")
        #expect(repositorio.guardados.count == 1)
        #expect(guardado.eventos == [
            .gol(minuto: 12, jugador: RepositorioFalso.ana, equipo: rayo),
            .tarjeta(minuto: 30, jugador: Jugador(nombre: "Toni"), equipo: toros),
            .gol(minuto: 55, jugador: RepositorioFalso.ivan, equipo: toros),
            .gol(minuto: 60, jugador: sinAsignar, equipo: rayo),
            .cambio(minuto: 70, sale: Jugador(nombre: "Luis"), entra: Jugador(nombre: "Pepe"), equipo: rayo),
            .gol(minuto: 80, jugador: RepositorioFalso.ana, equipo: rayo),
        ], "El gol del minuto 60 va entre el 55 y el 70, a nombre de Rayo FC (el local)")
        #expect(resultado == .success(guardado), "Devuelve el partido tal como se guardó")
        #expect(guardado.marcador() == Marcador(local: 3, visitante: 1))
    }

    @Test func unGolDelVisitanteSeGuardaANombreDelVisitante() throws {
        let repositorio = RepositorioFalso()

        _ = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .visitante, minuto: 0)

        let guardado = try #require(repositorio.guardados.last)
        #expect(guardado.eventos.first == .gol(minuto: 0, jugador: sinAsignar, equipo: toros), "Un gol del minuto 0 va el primero")
        #expect(guardado.eventos.count == 6)
        #expect(guardado.marcador() == Marcador(local: 2, visitante: 2))
    }

    @Test func unGolEnElMinutoDeOtroEventoVaDetrasDeEl() throws {
        let repositorio = RepositorioFalso()

        _ = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .local, minuto: 55)

        let guardado = try #require(repositorio.guardados.last)
        #expect(guardado.eventos[2] == .gol(minuto: 55, jugador: RepositorioFalso.ivan, equipo: toros))
        #expect(guardado.eventos[3] == .gol(minuto: 55, jugador: sinAsignar, equipo: rayo), "Lo que pasó hasta su minuto va antes")
    }

    @Test func conUnPartidoQueNoExisteFallaYNoGuardaNada() {
        let repositorio = RepositorioFalso()

        let resultado = RegistrarGol(repositorio: repositorio)(partidoId: 99, lado: .local, minuto: 10)

        #expect(resultado == .failure(.noExisteElPartido(99)))
        #expect(repositorio.guardados.isEmpty)
    }

    @Test func conUnMinutoNegativoFallaYNoGuardaNada() {
        let repositorio = RepositorioFalso()

        let resultado = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .visitante, minuto: -1)

        #expect(resultado == .failure(.minutoNoValido(-1)))
        #expect(repositorio.guardados.isEmpty)
    }
}
