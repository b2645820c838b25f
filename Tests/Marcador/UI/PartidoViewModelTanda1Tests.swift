import SoporteDePruebas
import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import MarcadorUI

// El ViewModel y el hilo principal · Paso 2 · Tanda 1: las propiedades, el init, deinit y cargar.
// Solo usa lo de esta tanda: marcador como suma se prueba en las tandas 2 y 3, que son las que mueven los goles.
@Suite("El ViewModel y el hilo principal · Paso 2 · Tanda 1: las propiedades y el init", .registroEnSilencio)
@MainActor
struct PartidoViewModelTanda1Tests {
    @Test func alCrearloCargaSuPartidoDelRepositorioYEmpiezaDeCero() {
        let otro = Partido(id: 5, local: RepositorioFalso.toros, visitante: RepositorioFalso.rayo)
        let repositorio = RepositorioFalso(partidos: [RepositorioFalso.partidoUno, otro])

        let viewModel = PartidoViewModel(partidoId: 5, repositorio: repositorio, msPorMinuto: 0, reintroducirElCiclo: false)

        #expect(viewModel.partidoId == 5, "Guarda el partidoId que recibe")
        #expect(viewModel.partido == otro, "El init carga el partido: repositorio.partido(id: partidoId)")
        #expect(viewModel.mensajeDeError == nil, "Si el partido existe, no hay mensaje de error")
        #expect(viewModel.minuto == 0, "El minuto empieza en 0")
        #expect(viewModel.corriendo == false, "Al principio no va corriendo")
        #expect(viewModel.ultimoAviso == "ninguno", "Antes de jugar, el último aviso es «ninguno»")
        #expect(viewModel.duracion == 90, "La duración empieza en 90")
        #expect(viewModel.golesEnVivo == Marcador(local: 0, visitante: 0), "golesEnVivo empieza 0-0")
        #expect(viewModel.golesAMano == Marcador(local: 0, visitante: 0), "golesAMano empieza 0-0")
        #expect(viewModel.marcador == Marcador(local: 0, visitante: 0), "marcador suma los dos marcadores: 0-0 al principio")
    }

    // «Un inicializador con las etiquetas partidoId, repositorio, msPorMinuto y reintroducirElCiclo (las dos
    // últimas, si no se dan, salen de Configuracion) que lo guarda todo y carga el partido», con «el caso de
    // uso registrarGol (creado con ese repositorio)». Como lo crea la app: sin las dos últimas etiquetas.
    // Lo privado se lee con Mirror, por su nombre en la lección: desde fuera no se ve de otra forma.
    @Test func creadoSinLasDosUltimasEtiquetasLasTomaDeConfiguracionGuardaElRepositorioYCargaElPartido() {
        let repositorio = RepositorioFalso()

        let viewModel = AjustesRegistrados.con("msPorMinuto", 20) {
            AjustesRegistrados.con("cicloDelCronometro", "YES") {
                PartidoViewModel(partidoId: 1, repositorio: repositorio)
            }
        }

        let guardado = Mirror(reflecting: viewModel)
        #expect(
            guardado.descendant("msPorMinuto") as? Int == 20,
            "Si no se da msPorMinuto, vale lo de los ajustes: msPorMinuto: Int = Configuracion.msPorMinuto (aquí, -msPorMinuto 20)"
        )
        #expect(
            guardado.descendant("reintroducirElCiclo") as? Bool == true,
            """
            Si no se da reintroducirElCiclo, vale el interruptor de los ajustes: reintroducirElCiclo: Bool = Configuracion.cicloDelCronometro \
            (y ese interruptor, el del paso viewmodel-hilo-principal/1, se enciende con -cicloDelCronometro YES)
            """
        )
        #expect(guardado.descendant("repositorio").map { $0 as AnyObject } === repositorio, "El init guarda el repositorio que recibe")
        #expect(
            guardado.descendant("registrarGol", "repositorio").map { $0 as AnyObject } === repositorio,
            "registrarGol se crea con ese mismo repositorio: RegistrarGol(repositorio: repositorio)"
        )
        #expect(viewModel.partido == RepositorioFalso.partidoUno, "Y al acabar, el init carga el partido: cargar()")
    }

    @Test(arguments: [(99, "No existe el partido n.º 99"), (7, "No existe el partido n.º 7")])
    func conUnPartidoQueNoExisteNoHayPartidoYSiMensajeDeError(partidoId: Int, mensaje: String) {
        let viewModel = PartidoViewModel(partidoId: partidoId, repositorio: RepositorioFalso(), msPorMinuto: 0, reintroducirElCiclo: false)

        #expect(viewModel.partido == nil, "Si el repositorio no lo tiene, partido = nil")
        #expect(viewModel.mensajeDeError == mensaje, "cargar() deja «No existe el partido n.º» con el id que se pidió")
    }

    @Test func alLiberarloAnotaPartidoViewModelLIBERADO() async {
        let espia = EspiaDeRegistro()
        weak var debil: PartidoViewModel?

        await espia.escuchar {
            let viewModel = PartidoViewModel(partidoId: 1, repositorio: RepositorioFalso(), msPorMinuto: 0, reintroducirElCiclo: false)
            debil = viewModel
        }

        #expect(debil == nil, "Nadie más lo tiene: ARC lo libera")
        #expect(espia.lineas == ["PartidoViewModel LIBERADO"], "En deinit, Registro.anotar(\"PartidoViewModel LIBERADO\")")
    }
}
