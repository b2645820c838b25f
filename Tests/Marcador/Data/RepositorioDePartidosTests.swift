import Testing
import Torneo
@testable import MarcadorData

// Los partidos de la app, en memoria, con los datos de ejemplo: el partido 1 es «el 3-2 de siempre».
@Suite("MVVM: el estado, el repositorio y el caso de uso · RepositorioDePartidos (código base)")
@MainActor
struct RepositorioDePartidosTests {
    private let halcones = Equipo(nombre: "Halcones")
    private let delfines = Equipo(nombre: "Delfines")

    @Test func empiezaConLosTresPartidosDeEjemplo() {
        let repositorio = RepositorioDePartidos()

        #expect(repositorio.partidos().map(\.id) == [1, 2, 3])
    }

    @Test func elPartidoUnoEsElTresADosDeSiempre() throws {
        let partido = try #require(RepositorioDePartidos().partido(id: 1))

        #expect(partido.local == halcones)
        #expect(partido.visitante == delfines)
        #expect(partido.marcador() == Marcador(local: 3, visitante: 2), "Halcones 3-2 Delfines")
    }

    @Test func unPartidoQueNoExisteEsNil() {
        #expect(RepositorioDePartidos().partido(id: 99) == nil)
    }

    @Test func guardarUnPartidoQueYaExisteLoSustituyeEnSuSitio() {
        let repositorio = RepositorioDePartidos()
        let nuevoDos = Partido(id: 2, local: delfines, visitante: Equipo(nombre: "Linces"), eventos: [
            .gol(minuto: 3, jugador: Jugador(nombre: "Hugo"), equipo: delfines),
        ])

        repositorio.guardar(nuevoDos)

        #expect(repositorio.partidos().map(\.id) == [1, 2, 3], "No se duplica ni cambia de sitio")
        #expect(repositorio.partido(id: 2) == nuevoDos)
    }

    @Test func guardarUnPartidoNuevoLoAnadeAlFinal() {
        let repositorio = RepositorioDePartidos(partidos: [])
        let primero = Partido(id: 7, local: halcones, visitante: delfines)
        let segundo = Partido(id: 4, local: delfines, visitante: halcones)

        repositorio.guardar(primero)
        repositorio.guardar(segundo)

        #expect(repositorio.partidos() == [primero, segundo])
    }
}
