import Foundation
import Observation
import SoporteDePruebas
import Testing
@testable import ArbitrosData
@testable import ArbitrosDomain

// Dos fuentes: el almacén y el repositorio · Paso 2: el disco manda y la red refresca.
// El camino de un refresco: servidor → modelo → disco → `arbitros`, siempre en ese orden.
@Suite("Dos fuentes: el almacén y el repositorio · Paso 2 · RepositorioDeArbitros", .registroEnSilencio)
@MainActor
struct RepositorioDeArbitrosTests {
    private let guardada = [Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven")]
    private let leanne = Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough")
    private let clementina = Arbitro(id: 10, nombre: "Clementina DuBuque", ciudad: "Lebsackbury")

    // El código de quien aprende, donde la lección dice que no lanza: si lanza, la prueba falla con su
    // mensaje y el error detrás (nunca con el error de Foundation suelto en la línea del @Test).

    /// Lo guardado de antes, con el almacén del paso 1.
    private func guardarDeAntes(_ lista: [Arbitro], en almacen: AlmacenDeArbitros, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        SinLanzar.valor(
            "Esta prueba usa el AlmacenDeArbitros del paso 1: su guardar(_:) tiene que poder escribir en una carpeta que existe",
            sourceLocation: sourceLocation
        ) { try almacen.guardar(lista) } != nil
    }

    private func refrescar(_ repositorio: RepositorioDeArbitros, _ porque: Comment, sourceLocation: SourceLocation = #_sourceLocation) async {
        _ = await SinLanzar.valor(porque, sourceLocation: sourceLocation) { try await repositorio.refrescar() }
    }

    @Test func alCrearseMuestraLoGuardadoSinPreguntarAlServidor() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            guard guardarDeAntes(guardada, en: almacen) else { return }
            let servicio = ServicioFalso()

            let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

            #expect(repositorio.arbitros == guardada, "Al crearse, arbitros parte de almacen?.cargar(): lo guardado se ve al instante")
            #expect(servicio.llamadasAArbitros == 0, "Leer no va a la red: solo refrescar() pregunta al servidor")
        }
    }

    @Test func sinAlmacenEmpiezaVacioYRefrescarLoDejaEnMemoria() async {
        let repositorio = RepositorioDeArbitros(servicio: ServicioFalso())
        #expect(repositorio.arbitros == [], "Sin almacén no hay nada guardado: arbitros empieza en []")

        await refrescar(repositorio, "Con el servicio falso y sin almacén, refrescar() no lanza: no hay nada que guardar")

        #expect(repositorio.arbitros.count == 10, "Sin almacén, refrescar() cambia arbitros igual")
        #expect(repositorio.arbitros.first == leanne, "Cada DTO se convierte en su Arbitro, en orden: map(Arbitro.init(dto:))")
    }

    @Test func refrescarGuardaEnElDiscoAntesDeCambiarLaLista() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            guard guardarDeAntes(guardada, en: almacen) else { return }
            let repositorio = RepositorioDeArbitros(servicio: ServicioFalso(), almacen: almacen)

            await confirmation("refrescar() cambia arbitros una vez") { cambio in
                withObservationTracking {
                    _ = repositorio.arbitros
                } onChange: {
                    // Llega justo ANTES de que cambie arbitros: el disco ya tiene que tener la lista nueva.
                    MainActor.assumeIsolated {
                        let enDisco = almacen.cargar()
                        #expect(enDisco.count == 10, "Primero se guarda en el disco y DESPUÉS se cambia arbitros")
                        #expect(enDisco.last == clementina, "En el disco está la lista nueva, ya convertida en Arbitro")
                    }
                    cambio()
                }
                await refrescar(repositorio, "Con el servicio falso y un almacén que puede escribir, refrescar() no lanza")
            }

            #expect(repositorio.arbitros.first == leanne, "Al final, arbitros es la lista nueva")
            #expect(repositorio.arbitros.last == clementina, "Al final, arbitros es la lista nueva, entera")
        }
    }

    @Test func refrescarQueFallaLanzaElMismoErrorYNoCambiaNada() async throws {
        try await CarpetaTemporal.con { carpeta in
            let almacen = AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json"))
            guard guardarDeAntes(guardada, en: almacen) else { return }
            let enDiscoAntes = try #require(
                Disco.contenido(de: almacen.url), "Esta prueba usa el AlmacenDeArbitros del paso 1: su guardar(_:) tiene que escribir en url"
            )
            let servicio = ServicioFalso(arbitros: .failure(URLError(.notConnectedToInternet)))
            let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)
            try #require(repositorio.arbitros == guardada, "Al crearse, arbitros parte de lo guardado")

            let error = await #expect(throws: URLError.self, "Si el servicio lanza, refrescar() lanza ese mismo error (no lo atrapes)") {
                try await repositorio.refrescar()
            }

            #expect(error?.code == .notConnectedToInternet, "Es el mismo URLError del servicio, sin cambiarlo")
            #expect(repositorio.arbitros == guardada, "Si la red falla, la lista no se vacía: sigue lo guardado")
            #expect(Disco.contenido(de: almacen.url) == enDiscoAntes, "Si la red falla, el disco no se toca")
            #expect(servicio.llamadasAArbitros == 1, "refrescar() pide al servicio una vez, sin reintentar")
        }
    }

    // El paso dice «si falla al guardar, lo anota con Registro.anotar pero no rompe el refresco», sin
    // fijar el texto: cuenta una línea que no anota un refresco que sí puede guardar.
    @Test func refrescarQueNoPuedeGuardarLoAnotaYCambiaLaListaIgual() async throws {
        try await CarpetaTemporal.con { carpeta in
            let puedeGuardar = RepositorioDeArbitros(servicio: ServicioFalso(), almacen: AlmacenDeArbitros(url: carpeta.appending(path: "arbitros.json")))
            let noPuede = RepositorioDeArbitros(servicio: ServicioFalso(), almacen: AlmacenDeArbitros(url: carpeta.appending(path: "no-existe/arbitros.json")))
            let alGuardar = EspiaDeRegistro()
            let sinGuardar = EspiaDeRegistro()

            await alGuardar.escuchar { await refrescar(puedeGuardar, "Con el servicio falso y un almacén que puede escribir, refrescar() no lanza") }
            await sinGuardar.escuchar {
                await refrescar(
                    noPuede,
                    "No poder guardar es un fallo menor: refrescar() no lanza. Envuelve try almacen?.guardar(nuevos) en su propio do/catch y anota el fallo"
                )
            }

            #expect(noPuede.arbitros.count == 10, "No poder guardar es un fallo menor: arbitros cambia igual")
            #expect(noPuede.arbitros.last == clementina, "arbitros es la lista nueva aunque no se haya podido guardar")
            let delFallo = sinGuardar.lineas.filter { !alGuardar.lineas.contains($0) }
            #expect(!delFallo.isEmpty, "Si falla al guardar, el catch lo anota con Registro.anotar(…); el texto lo eliges tú")
        }
    }

    @Test func arbitrosEsObservable() async {
        let repositorio = RepositorioDeArbitros(servicio: ServicioFalso())

        await confirmation("Quien leyó arbitros se entera de que cambió: la clase lleva @Observable") { cambio in
            withObservationTracking {
                _ = repositorio.arbitros
            } onChange: {
                cambio()
            }
            await refrescar(repositorio, "Con el servicio falso y sin almacén, refrescar() no lanza")
        }
        #expect(repositorio.arbitros.count == 10, "refrescar() deja en arbitros los diez que trae el servicio")
    }
}
