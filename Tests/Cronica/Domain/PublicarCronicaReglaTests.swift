import CoreNetwork
import SoporteDePruebas
import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import CronicaData
@testable import CronicaDomain

// Casos de uso · Paso 1: la regla de la crónica (redactar) y su publicación (callAsFunction), con el
// RepositorioFalso de partidos y un ServicioFalso detrás del RepositorioDeCronicasEnRed, como la lección.
@Suite("Casos de uso · Paso 1 · El caso de uso PublicarCronica")
@MainActor
struct PublicarCronicaReglaTests {
    private let servicio = ServicioFalso()

    private func publicarCronica(partidos: RepositorioFalso = RepositorioFalso()) -> PublicarCronica {
        PublicarCronica(partidos: partidos, cronicas: RepositorioDeCronicasEnRed(servicio: servicio))
    }

    // MARK: - redactar

    @Test func redactarEscribeElResultadoComoTituloYUnaLineaPorGol() {
        let cronica = publicarCronica().redactar(partidoId: 1)

        #expect(cronica?.titulo == "Rayo FC 2-1 Toros", "El título es «local marcador visitante»: usa partido.marcador()")
        #expect(
            cronica?.texto == "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)",
            "Una línea por gol, «minuto' jugador (equipo)», unidas con \\n; la tarjeta y el cambio no salen"
        )
    }

    @Test func redactarUnPartidoSinGolesDiceSinGoles() {
        let sinGoles = Partido(id: 2, local: RepositorioFalso.toros, visitante: RepositorioFalso.rayo, eventos: [
            .tarjeta(minuto: 30, jugador: Jugador(nombre: "Toni"), equipo: RepositorioFalso.toros),
        ])

        let cronica = publicarCronica(partidos: RepositorioFalso(partidos: [sinGoles])).redactar(partidoId: 2)

        #expect(cronica == Cronica(titulo: "Toros 0-0 Rayo FC", texto: "Sin goles"), "Sin goles, el texto es «Sin goles»")
    }

    @Test func redactarUnPartidoQueNoExisteNoDevuelveNadaYUnoQueExisteSi() {
        let publicar = publicarCronica()

        #expect(publicar.redactar(partidoId: 7) == nil, "Si el repositorio no tiene el partido, redactar devuelve nil")
        #expect(publicar.redactar(partidoId: 1) != nil, "Si el repositorio tiene el partido, redactar devuelve su crónica")
    }

    // MARK: - Publicar

    @Test(arguments: [101, 55])
    func publicarElPartidoUnoEnviaSuCronicaYDevuelveElNumeroDelServidor(numero: Int) async {
        servicio.respuestaDePublicar = .success(numero)

        let resultado = await publicarCronica()(partidoId: 1)

        #expect(resultado == .success(numero), "Devuelve el número que da el servidor (con JSONPlaceholder, 101)")
        #expect(servicio.publicadas == [CronicaDTO(
            title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)", userId: 1
        )], "Publica con el repositorio de crónicas la crónica de redactar, una sola vez")
    }

    @Test func unPartidoQueNoExisteFallaSinLlegarAlServidor() async {
        let publicar = publicarCronica()

        let resultado = await publicar(partidoId: 7)
        #expect(resultado == .failure(.noExisteElPartido(7)), "Con el partido 7, que no existe, dio \(resultado): sin crónica, .failure(.noExisteElPartido(partidoId))")
        #expect(servicio.publicadas.isEmpty, "Sin crónica no se llama al repositorio de crónicas")

        _ = await publicar(partidoId: 1)
        #expect(servicio.publicadas.count == 1, "Con un partido que sí existe, la crónica llega al servidor")
    }

    @Test(arguments: [ErrorDeRed.sinConexion, .codigo(500), .respuestaIlegible])
    func unErrorDeRedSeEnvuelveEnRed(error: ErrorDeRed) async {
        servicio.respuestaDePublicar = .failure(error)

        let resultado = await publicarCronica()(partidoId: 1)

        #expect(resultado == .failure(.red(error)), "El servidor falló con \(error) y dio \(resultado): catch let error as ErrorDeRed → .failure(.red(error))")
    }

    @Test func cualquierOtroErrorSeEnvuelveEnOtroConSuTexto() async {
        servicio.respuestaDePublicar = .failure(ErrorInesperado("La respuesta tiene otra forma"))

        let resultado = await publicarCronica()(partidoId: 1)

        // El texto dice «otro (con un texto)», no cuál: vale cualquiera que diga qué falló, sea el de
        // localizedDescription o el de "\(error)".
        guard case let .failure(.otro(texto)) = resultado else {
            Issue.record("El repositorio lanzó un error que no es ErrorDeRed y dio \(resultado): cualquier otro error → .failure(.otro(un texto con el error))")
            return
        }
        #expect(texto.contains("La respuesta tiene otra forma"),
                "El texto de .otro tiene que decir qué falló, y dice «\(texto)»: p. ej. .otro(error.localizedDescription)")
    }

    // MARK: - Los textos de Fallo

    @Test(arguments: [
        (PublicarCronica.Fallo.noExisteElPartido(7), "No existe el partido 7"),
        (.noExisteElPartido(99), "No existe el partido 99"),
        (.red(.sinConexion), "No hay conexión"),
        (.red(.codigo(404)), "El servidor respondió con el código 404"),
        (.otro("La respuesta tiene otra forma"), "La respuesta tiene otra forma"),
    ])
    func cadaFalloTieneSuTexto(fallo: PublicarCronica.Fallo, texto: String) {
        #expect(fallo.localizedDescription == texto, "errorDescription: el texto del partido con su id, el del ErrorDeRed o el de otro")
    }
}
