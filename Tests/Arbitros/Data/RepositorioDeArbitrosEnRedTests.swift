import CoreNetwork
import Foundation
import SoporteDePruebas
import Testing
@testable import ArbitrosData
@testable import ArbitrosDomain

// Red en Marcador · Paso 2: el repositorio cuya única fuente es el servicio de red.
@Suite("Red en Marcador · Paso 2 · RepositorioDeArbitrosEnRed")
@MainActor
struct RepositorioDeArbitrosEnRedTests {
    @Test func arbitrosConvierteLosDiezDTOEnArbitros() async {
        let repositorio = RepositorioDeArbitrosEnRed(servicio: ServicioFalso())

        let respuesta = await SinLanzar.valor(
            "El servicio falso contesta los diez usuarios: arbitros() los devuelve convertidos, sin lanzar"
        ) { try await repositorio.arbitros() }
        guard let arbitros = respuesta else { return }

        #expect(arbitros.map(\.id) == Array(1...10), "Un Arbitro por cada DTO, en el mismo orden: servicio.arbitros().map(Arbitro.init(dto:))")
        #expect(arbitros.first == Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"), "Cada DTO se traduce con Arbitro(dto:)")
        #expect(arbitros.last == Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury"), "Cada DTO se traduce con Arbitro(dto:)")
    }

    // «cumple el contrato»: el ViewModel lo recibe como any ArbitrosRepositorio y le pide los árbitros.
    @Test func porElContratoArbitrosRepositorioTraeLosDiezArbitros() async throws {
        let repositorio = try #require(
            RepositorioDeArbitrosEnRed(servicio: ServicioFalso()) as Any as? any ArbitrosRepositorio,
            "RepositorioDeArbitrosEnRed cumple el contrato: final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio"
        )

        let arbitros = await SinLanzar.valor("A través del contrato, arbitros() trae lo que contesta el servicio, sin lanzar") {
            try await repositorio.arbitros()
        }

        #expect(arbitros?.count == 10, "Visto como any ArbitrosRepositorio, arbitros() trae los diez del servicio convertidos en Arbitro")
        #expect(arbitros?.first == Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"), "El primero, Leanne Graham de Gwenborough")
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .badServerResponse])
    func arbitrosDejaPasarElErrorDelServicioTalCual(codigo: URLError.Code) async {
        let repositorio = RepositorioDeArbitrosEnRed(servicio: ServicioFalso(arbitros: .failure(URLError(codigo))))

        let error = await #expect(throws: URLError.self, "El repositorio no atrapa el error: lo deja pasar con try await") {
            _ = try await repositorio.arbitros()
        }
        #expect(error?.code == codigo, "Es el mismo URLError que lanzó el servicio")
    }

    @Test func arbitrosDejaPasarUnErrorDeRedTalCual() async {
        let repositorio = RepositorioDeArbitrosEnRed(servicio: ServicioFalso(arbitros: .failure(ErrorDeRed.codigo(500))))

        await #expect(throws: ErrorDeRed.codigo(500), "El repositorio no cambia el error del servicio por otro") {
            _ = try await repositorio.arbitros()
        }
    }

    @Test func cadaLlamadaVuelveAPedirAlServicio() async {
        guard let dtos = Fixtures.arbitrosDTOLeidos() else { return }
        let servicio = ServicioFalso()
        let repositorio = RepositorioDeArbitrosEnRed(servicio: servicio)

        let primera = await SinLanzar.valor("Con el servicio falso, arbitros() devuelve lo que contesta, sin lanzar") {
            try await repositorio.arbitros()
        }
        servicio.respuestaDeArbitros = .success(Array(dtos.prefix(2)))
        let segunda = await SinLanzar.valor("Con el servicio falso, arbitros() devuelve lo que contesta, sin lanzar") {
            try await repositorio.arbitros()
        }
        guard let primera, let segunda else { return }

        #expect(servicio.llamadasAArbitros == 2, "Cada arbitros() pide otra vez al servicio: este repositorio no guarda nada")
        #expect(primera.count == 10, "La primera llamada trae los diez del servicio")
        #expect(segunda.map(\.nombre) == ["Leanne Graham", "Ervin Howell"], "La segunda llamada trae lo que contesta ahora el servicio")
    }
}
