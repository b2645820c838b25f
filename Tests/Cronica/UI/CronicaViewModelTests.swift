import CoreNetwork
import SoporteDePruebas
import SoporteDePruebasMarcador
import SoporteDePruebasCronica
import Testing
import Torneo
@testable import CronicaDomain
@testable import CronicaUI

// Casos de uso · Paso 2: el CronicaViewModel corto enseña la crónica y avisa al caso de uso.
@Suite("Casos de uso · Paso 2 · El ViewModel, mucho más corto", .registroEnSilencio)
@MainActor
struct CronicaViewModelTests {
    private let cronicaDelPartidoUno = Cronica(
        titulo: "Rayo FC 2-1 Toros", texto: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)"
    )

    private func nuevoViewModel(
        _ partidoId: Int = 1, partidos: RepositorioFalso = RepositorioFalso(), cronicas: CronicasRepositorioFalso
    ) -> CronicaViewModel {
        CronicaViewModel(partidoId: partidoId, publicarCronica: PublicarCronica(partidos: partidos, cronicas: cronicas))
    }

    @Test func empiezaMostrandoLaCronicaRedactadaSinPublicarNiMensaje() {
        let viewModel = nuevoViewModel(cronicas: CronicasRepositorioFalso())

        #expect(
            viewModel.uiState == CronicaUiState(cronica: cronicaDelPartidoUno, publicando: false, mensaje: nil),
            "El init pide la crónica a publicarCronica.redactar(partidoId:) y empieza con ella"
        )
    }

    @Test func conUnPartidoQueNoExisteNoHayCronicaYElMensajeLoDice() {
        let viewModel = nuevoViewModel(7, cronicas: CronicasRepositorioFalso())

        #expect(viewModel.uiState.cronica == nil, "Si redactar devuelve nil, no hay crónica")
        #expect(viewModel.uiState.mensaje == "No existe el partido 7", "Si redactar devuelve nil: «No existe el partido» y el id")
    }

    @Test(arguments: [101, 55])
    func publicarMuestraElNumeroQueDaElServidor(numero: Int) async {
        let cronicas = CronicasRepositorioFalso(respuesta: .success(numero))
        let viewModel = nuevoViewModel(cronicas: cronicas)

        await viewModel.publicar()

        #expect(viewModel.uiState.mensaje == "Crónica publicada con el n.º \(numero)", "El mensaje lleva el número que devuelve el caso de uso")
        #expect(viewModel.uiState.publicando == false, "Al acabar, publicando vuelve a false")
        #expect(
            cronicas.publicadas == [.init(titulo: cronicaDelPartidoUno.titulo, texto: cronicaDelPartidoUno.texto)],
            "publicar() avisa una vez al caso de uso: await publicarCronica(partidoId: partidoId)"
        )
    }

    @Test func publicarPideAlCasoDeUsoLaCronicaDeSuPartido() async {
        let sinGoles = Partido(id: 3, local: RepositorioFalso.toros, visitante: RepositorioFalso.rayo)
        let cronicas = CronicasRepositorioFalso()
        let viewModel = nuevoViewModel(3, partidos: RepositorioFalso(partidos: [RepositorioFalso.partidoUno, sinGoles]), cronicas: cronicas)

        await viewModel.publicar()

        #expect(cronicas.publicadas == [.init(titulo: "Toros 0-0 Rayo FC", texto: "Sin goles")], "publicarCronica(partidoId: partidoId), con el id del ViewModel")
    }

    @Test func mientrasEsperaAlServidorEstaPublicandoYSinElMensajeAnterior() async {
        let cronicas = CronicasRepositorioFalso(respuesta: .failure(ErrorDeRed.sinConexion))
        let viewModel = nuevoViewModel(cronicas: cronicas)
        await viewModel.publicar()   // deja el mensaje «No hay conexión»
        cronicas.respuesta = .success(101)
        cronicas.retenida = true

        let publicacion = Task { await viewModel.publicar() }
        await cronicas.esperarRetenida(o: publicacion)

        #expect(viewModel.uiState.publicando, "Antes de llamar al caso de uso, publicando = true")
        #expect(viewModel.uiState.mensaje == nil, "Al empezar a publicar se borra el mensaje anterior: mensaje = nil")

        cronicas.soltar()
        await publicacion.value

        #expect(viewModel.uiState.publicando == false, "Al acabar, publicando vuelve a false")
        #expect(viewModel.uiState.mensaje == "Crónica publicada con el n.º 101", "Al acabar, el mensaje de éxito")
    }

    @Test(arguments: [
        (ErrorDeRed.sinConexion, "No hay conexión"),
        (.codigo(500), "El servidor respondió con el código 500"),
    ])
    func unFalloMuestraSuTexto(error: ErrorDeRed, texto: String) async {
        let viewModel = nuevoViewModel(cronicas: CronicasRepositorioFalso(respuesta: .failure(error)))

        await viewModel.publicar()

        #expect(viewModel.uiState.mensaje == texto, "El mensaje del fallo es fallo.localizedDescription")
        #expect(viewModel.uiState.publicando == false, "También tras un fallo, publicando vuelve a false")
        #expect(viewModel.uiState.cronica == cronicaDelPartidoUno, "La crónica sigue a la vista para reintentar")
    }

    // «publicar() sigue igual en lo que enseña (…) y el registro»: se anota el mensaje; lo que lo
    // acompaña en la línea (el «crónica: » del código impreso) no lo fija el texto del paso.
    @Test func alPublicarAnotaElMensajeEnElRegistro() async {
        let viewModel = nuevoViewModel(cronicas: CronicasRepositorioFalso())
        let espia = EspiaDeRegistro()

        await espia.escuchar { await viewModel.publicar() }

        #expect(espia.lineas.contains { $0.contains("Crónica publicada con el n.º 101") },
                "Al final, publicar() anota en el registro el mensaje que enseña: Registro.anotar(\"crónica: \\(mensaje)\"), por ejemplo")
    }

    @Test func unFalloTambienSeAnotaEnElRegistro() async {
        let viewModel = nuevoViewModel(cronicas: CronicasRepositorioFalso(respuesta: .failure(ErrorDeRed.sinConexion)))
        let espia = EspiaDeRegistro()

        await espia.escuchar { await viewModel.publicar() }

        #expect(espia.lineas.contains { $0.contains("No hay conexión") }, "Tras un fallo, publicar() anota en el registro el mensaje que enseña, el texto del fallo")
    }

    @Test func sinCronicaPublicarNoHaceNada() async {
        let cronicas = CronicasRepositorioFalso()
        let viewModel = nuevoViewModel(7, cronicas: cronicas)

        await viewModel.publicar()

        #expect(cronicas.publicadas.isEmpty, "Sin crónica no se llama al caso de uso: guard uiState.cronica != nil")
        #expect(viewModel.uiState == CronicaUiState(cronica: nil, publicando: false, mensaje: "No existe el partido 7"), "El estado no cambia")
    }
}
