import Foundation
import Observation
import SoporteDePruebas
import SoporteDePruebasArbitros
import Testing
@testable import ArbitrosDomain
@testable import ArbitrosUI

// Red en Marcador · Paso 3: los tres estados de la pantalla de árbitros, con una espera de verdad.
@Suite("Red en Marcador · Paso 3 · Estados del ArbitrosViewModel", .registroEnSilencio)
@MainActor
struct ArbitrosViewModelEstadosTests {
    private let leanne = Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough")
    private let clementina = Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury")

    @Test func empiezaCargandoYTrasCargarMuestraLosArbitros() async {
        let repositorio = ArbitrosRepositorioFalso(respuesta: .success([leanne, clementina]))
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        #expect(viewModel.uiState == .cargando, "uiState empieza en .cargando")

        await viewModel.cargar()

        #expect(viewModel.uiState == .exito([leanne, clementina]), "Con la lista del repositorio, cargar() pone .exito(arbitros)")
        #expect(repositorio.llamadas == 1, "cargar() pide los árbitros al repositorio una vez")
    }

    @Test func unaListaVaciaEsUnExitoSinArbitrosNoUnError() async {
        let repositorio = ArbitrosRepositorioFalso(respuesta: .success([]))
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        await viewModel.cargar()

        #expect(viewModel.uiState == .exito([]),
                "Si el repositorio contesta sin árbitros, la red ha ido bien: .exito([]). «No hay conexión» es solo para el catch")
    }

    @Test func mientrasElRepositorioNoContestaElEstadoEsCargando() async {
        let repositorio = ArbitrosRepositorioEnEspera()
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        let carga = Task { await viewModel.cargar() }
        #expect(await repositorio.esperarPeticion(de: carga), "cargar() tiene que pedir los árbitros al repositorio con try await")
        #expect(viewModel.uiState == .cargando, "Mientras la red tarda, la pantalla enseña la ruedecita: .cargando")
        repositorio.contestar(.success([leanne]))
        await carga.value

        #expect(viewModel.uiState == .exito([leanne]), "Cuando el repositorio contesta, .exito con su lista")
    }

    @Test(arguments: [
        URLError(.notConnectedToInternet),
        URLError(.timedOut),
        URLError(.badServerResponse),
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "JSON roto")),
        CancellationError(),
    ] as [any Error])
    func cualquierErrorDelRepositorioMuestraNoHayConexion(error: any Error) async {
        let repositorio = ArbitrosRepositorioEnEspera()
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        let carga = Task { await viewModel.cargar() }
        #expect(await repositorio.esperarPeticion(de: carga), "cargar() tiene que pedir los árbitros al repositorio con try await")
        repositorio.contestar(.failure(error))
        await carga.value

        // Dos cosas, cada una con su explicación: que el error llega al catch, y el texto exacto.
        guard case let .error(mensaje) = viewModel.uiState else {
            Issue.record("Cualquier error del repositorio cae en el catch de cargar(), que pone .error(…); el estado es \(viewModel.uiState)")
            return
        }
        #expect(mensaje == "No hay conexión", "El texto es exactamente «No hay conexión»: con tilde en la ó, mayúscula al principio y sin punto")
    }

    // El paso solo dice «anota el fallo con Registro.anotar»: el texto de la línea es de quien aprende.
    // Cuenta una línea que un fallo anota y una carga buena no.
    @Test func unFalloDelRepositorioAnotaUnaLineaQueUnaCargaBuenaNoAnota() async {
        let repositorio = ArbitrosRepositorioFalso(respuesta: .success([leanne]))
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        let conExito = EspiaDeRegistro()
        let conFallo = EspiaDeRegistro()

        await conExito.escuchar { await viewModel.cargar() }
        repositorio.respuesta = .failure(URLError(.notConnectedToInternet))
        await conFallo.escuchar { await viewModel.cargar() }

        let delFallo = conFallo.lineas.filter { !conExito.lineas.contains($0) }
        #expect(!delFallo.isEmpty, "Si el repositorio falla, cargar() anota el fallo en su catch con Registro.anotar(…); el texto lo eliges tú")
    }

    @Test func cargarOtraVezTrasUnErrorPasaPorCargando() async {
        let repositorio = ArbitrosRepositorioFalso(respuesta: .failure(URLError(.notConnectedToInternet)))
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        await viewModel.cargar()
        repositorio.respuesta = .success([leanne])
        let historial = HistorialObservado { viewModel.uiState }

        await viewModel.cargar()

        // Desde el estado de error, sea cual sea su texto (ese lo mira cualquierErrorDelRepositorioMuestraNoHayConexion).
        #expect(
            Array(historial.valores.dropFirst()) == [.cargando, .exito([leanne])],
            "cargar() pone .cargando ANTES de pedir: así la pantalla no se queda con el error mientras reintenta"
        )
    }

    @Test func reintentarVuelveAPedirLosArbitrosYPasaPorCargando() async {
        let repositorio = ArbitrosRepositorioFalso(respuesta: .failure(URLError(.notConnectedToInternet)))
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        await viewModel.cargar()
        repositorio.respuesta = .success([leanne])
        let historial = HistorialObservado { viewModel.uiState }

        await viewModel.reintentar()

        #expect(repositorio.llamadas == 2, "reintentar() vuelve a pedir los árbitros al repositorio: basta con await cargar()")
        #expect(
            Array(historial.valores.dropFirst()) == [.cargando, .exito([leanne])],
            "reintentar() hace lo mismo que cargar(): .cargando mientras espera y después .exito con lo que contesta ahora"
        )
    }

    @Test func uiStateEsObservable() async {
        let viewModel = ArbitrosViewModel(repositorio: ArbitrosRepositorioFalso(respuesta: .success([leanne])))

        await confirmation("Quien leyó uiState se entera de que cambió: la clase lleva @Observable") { cambio in
            withObservationTracking {
                _ = viewModel.uiState
            } onChange: {
                cambio()
            }
            await viewModel.cargar()
        }
        #expect(viewModel.uiState == .exito([leanne]), "Tras cargar() con la lista del repositorio, .exito(arbitros)")
    }
}
