import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Cada regla, ante un árbol de prueba con UNA infracción plantada: la señala en su fichero y su línea.
// Y, en el mismo árbol sin la infracción (o con la forma buena), no señala nada: sin falsos veredictos.
@Suite("Arquitectura · Cada regla señala su infracción en su fichero y su línea")
struct LasReglasDetectanInfraccionesTests {
    // MARK: - 1. Dependencias

    @Test func unFicheroDeDomainQueImportaUnModuloDataSeSenalaEnSuImport() {
        let veredicto = ArbolDePrueba.evaluar(.dominioSinDataNiUI, en: [
            .init("ArbitrosDomain", carpeta: "Arbitros/Domain", dependencias: ["CoreNetwork"], ficheros: [
                "Arbitro.swift": """
                import ArbitrosData
                import CoreNetwork

                package struct Arbitro {}
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Domain/Arbitro.swift:1"])
        #expect(veredicto.infracciones.first?.detalle == "Arbitro.swift (módulo ArbitrosDomain) importa ArbitrosData")
    }

    @Test func unFicheroDeDataQueImportaUnModuloUISeSenalaEnSuImportYLaFormaBuenaNo() {
        let arbol = { (importaciones: String) in
            ArbolDePrueba.evaluar(.dataSinUI, en: [
                .init("ArbitrosData", carpeta: "Arbitros/Data", dependencias: ["ArbitrosDomain"], ficheros: [
                    "RepositorioDeArbitros.swift": "\(importaciones)\n\nfinal class RepositorioDeArbitros {}",
                ]),
            ])
        }

        let mala = arbol("import ArbitrosDomain\nimport ArbitrosUI")
        #expect(mala.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Data/RepositorioDeArbitros.swift:2"])
        #expect(mala.infracciones.first?.detalle == "RepositorioDeArbitros.swift (módulo ArbitrosData) importa ArbitrosUI")
        #expect(arbol("import ArbitrosDomain").infracciones.isEmpty)
    }

    @Test func unaDependenciaProhibidaDeclaradaEnPackageSwiftSeSenalaEnSuLinea() {
        let veredicto = ArbolDePrueba.evaluar(.uiSinDataNiRed, en: [
            .init("ArbitrosDomain", carpeta: "Arbitros/Domain", ficheros: ["Arbitro.swift": "package struct Arbitro {}"]),
            .init("ArbitrosUI", carpeta: "Arbitros/UI", dependencias: ["ArbitrosDomain", "ArbitrosData"], ficheros: [
                "ArbitrosViewModel.swift": "import ArbitrosDomain",
            ]),
        ])
        // Línea 1 del Package.swift de prueba: un comentario; línea 2, ArbitrosDomain; línea 3, ArbitrosUI.
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Package.swift:3"])
        #expect(veredicto.infracciones.first?.detalle == "Package.swift declara que ArbitrosUI depende de ArbitrosData")
    }

    @Test func unaPantallaQueImportaCoreNetworkOFoundationNetworkingSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.uiSinDataNiRed, en: [
            .init("CronicaUI", carpeta: "Cronica/UI", dependencias: ["CronicaDomain"], ficheros: [
                "CronicaViewModel.swift": """
                import CronicaDomain
                @testable import CoreNetwork
                #if canImport(FoundationNetworking)
                import FoundationNetworking
                #endif
                // import ArbitrosData: en un comentario no cuenta
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Cronica/UI/CronicaViewModel.swift:2", "Cronica/UI/CronicaViewModel.swift:4"])
    }

    // MARK: - 2. La pantalla no conoce el DTO

    @Test func unViewModelQueTraduceArbitroDTOSeSenalaDondeLoNombra() {
        let veredicto = ArbolDePrueba.evaluar(.laPantallaNoConoceElDTO, en: [
            .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: [
                "ArbitrosViewModel.swift": """
                import ArbitrosDomain
                import Observation

                // La pantalla pinta Arbitro, nunca el ArbitroDTO: esto es un comentario.
                @MainActor
                @Observable
                final class ArbitrosViewModel {
                    private(set) var arbitros: [Arbitro] = []
                    private(set) var titulo = "Árbitros (sin ArbitroDTO)"

                    func mostrar(_ dtos: [ArbitroDTO]) {
                        arbitros = dtos.map(Arbitro.init(dto:))
                    }
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosViewModel.swift:11"],
                "Solo cuenta el código: ni el comentario ni el texto entre comillas nombran el DTO")
        #expect(veredicto.infracciones.first?.detalle == "ArbitrosViewModel.swift nombra ArbitroDTO")
    }

    /// Lo mismo con un DTO: otro nombre para ArbitroDTO, declarado fuera de la pantalla.
    @Test func unAliasDeUnDTOEnLaPantallaSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.laPantallaNoConoceElDTO, en: [
            .init("ArbitrosDomain", carpeta: "Arbitros/Domain", ficheros: ["Arbitro.swift": "public typealias Ficha = ArbitroDTO"]),
            .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: ["ArbitrosViewModel.swift": "let fichas: [Ficha] = []"]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosViewModel.swift:1"])
        #expect(veredicto.infracciones.map(\.detalle) == ["ArbitrosViewModel.swift nombra Ficha, que es ArbitroDTO"])
    }

    // MARK: - 3. La red solo en Core/Network

    @Test func unRepositorioQueUsaURLSessionYDecodificaElDTOSeSenalaEnCadaLinea() {
        let veredicto = ArbolDePrueba.evaluar(.redSoloEnCoreNetwork, en: [
            .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
                "RepositorioDeArbitrosEnRed.swift": """
                import ArbitrosDomain
                import Foundation

                final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
                    func arbitros() async throws -> [Arbitro] {
                        let (datos, _) = try await URLSession.shared.data(from: URL(string: "https://jsonplaceholder.typicode.com/users")!)
                        return try JSONDecoder().decode([ArbitroDTO].self, from: datos).map(Arbitro.init(dto:))
                    }
                }
                """,
                // El almacén decodifica SU modelo desde el disco: eso no es red.
                "AlmacenDeArbitros.swift": """
                import Foundation

                struct AlmacenDeArbitros {
                    let fichero: URL
                    func leer() throws -> [Arbitro] {
                        // Sin URLSession: lee del disco.
                        try JSONDecoder().decode([Arbitro].self, from: Data(contentsOf: fichero))
                    }
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:6",
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:7",
        ])
        #expect(veredicto.infracciones.map(\.detalle) == [
            "RepositorioDeArbitrosEnRed.swift usa URLSession",
            "RepositorioDeArbitrosEnRed.swift decodifica ArbitroDTO, lo que manda el servidor",
        ])
    }

    /// El ensayo del atacante: otro nombre para URLSession, declarado en CoreNetwork (donde sí se puede), y usado
    /// en un repositorio; también a través de otro alias. Un alias de lo que no es red no se señala.
    @Test func unAliasDeUnTipoDeRedUsadoFueraDeCoreNetworkSeSenalaYUnoDeOtraCosaNo() {
        let veredicto = ArbolDePrueba.evaluar(.redSoloEnCoreNetwork, en: [
            .init("CoreNetwork", carpeta: "Core/Network", ficheros: [
                "ServicioDelTorneo.swift": "public typealias Sesion = URLSession\npublic typealias Otra = Sesion; public typealias Numero = Int",
            ]),
            .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
                "RepositorioDeArbitrosEnRed.swift": "private let directa = Sesion.shared\nprivate let otra: Otra? = nil\nlet n: Numero = 1",
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:1",
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:2",
        ])
        #expect(veredicto.infracciones.map(\.detalle) == [
            "RepositorioDeArbitrosEnRed.swift usa Sesion, que es URLSession",
            "RepositorioDeArbitrosEnRed.swift usa Otra, que es URLSession",
        ])
    }

    @Test func laRedDentroDeCoreNetworkNoSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.redSoloEnCoreNetwork, en: [
            .init("CoreNetwork", carpeta: "Core/Network", ficheros: [
                "ServicioDelTorneo.swift": "let sesion = URLSession.shared",
            ]),
            .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
                "RepositorioDeArbitrosEnRed.swift": "let servicio: any ServicioDelTorneo",
            ]),
        ])
        #expect(veredicto.seleccionados == 1)
        #expect(veredicto.infracciones.isEmpty)
    }

    // MARK: - 4. Los repositorios no conocen ningún ViewModel

    @Test func unRepositorioQueImportaUnModuloUIONombraUnViewModelSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.repositoriosSinViewModels, en: [
            .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
                "RepositorioDeArbitrosEnRed.swift": """
                import ArbitrosDomain
                import ArbitrosUI

                final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {
                    weak var pantalla: ArbitrosViewModel?
                    func arbitros() async throws -> [Arbitro] { [] }
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:2",
            "Arbitros/Data/RepositorioDeArbitrosEnRed.swift:5",
        ])
        #expect(veredicto.infracciones.map(\.detalle) == [
            "RepositorioDeArbitrosEnRed.swift, donde está RepositorioDeArbitrosEnRed, importa ArbitrosUI",
            "RepositorioDeArbitrosEnRed nombra ArbitrosViewModel",
        ])
    }

    // Cómo se declaran: lo que el esqueleto ya trae y quien aprende podría dejar fuera al escribir el suyo.
    static let repositoriosMalDeclarados: [ArbolDePrueba.Modulo] = [
        .init("ArbitrosDomain", carpeta: "Arbitros/Domain", ficheros: [
            "Arbitro.swift": """
            package struct Arbitro {}

            package protocol ArbitrosRepositorio {
                func arbitros() async throws -> [Arbitro]
            }
            package protocol PartidosRepositorio: AnyObject {}
            """,
        ]),
        .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
            "RepositorioDeArbitros.swift": """
            import Observation

            @Observable
            class RepositorioDeArbitros {
                var arbitros: [Arbitro] = []
                private(set) var refrescos = 0
                @ObservationIgnored private let servicio: any ServicioDelTorneo
                @ObservationIgnored private var pendiente = false
                var total: Int { arbitros.count }
            }

            final class RepositorioDeArbitrosEnRed: ArbitrosRepositorio {}
            """,
            "AlmacenDeArbitros.swift": """
            final class AlmacenDeArbitros {
                let url: URL
            }
            """,
        ]),
        .init("CoreNetwork", carpeta: "Core/Network", ficheros: [
            "ServicioDelTorneo.swift": """
            package protocol ServicioDelTorneo {}

            struct ServicioJSONPlaceholder: ServicioDelTorneo {
                let base: URL
            }
            """,
        ]),
    ]

    @Test func unRepositorioQueNoEsFinalSeSenalaEnSuClaseYUnoFinalNo() {
        let veredicto = ArbolDePrueba.evaluar(.repositoriosFinal, en: Self.repositoriosMalDeclarados)
        #expect(veredicto.seleccionados == 2)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Data/RepositorioDeArbitros.swift:4"])
        #expect(veredicto.infracciones.first?.detalle == "RepositorioDeArbitros no es final")
    }

    @Test func unContratoDeRepositorioSinAnyObjectSeSenalaYUnoConElNo() {
        let veredicto = ArbolDePrueba.evaluar(.contratosDeRepositorioSoloParaClases, en: Self.repositoriosMalDeclarados)
        #expect(veredicto.seleccionados == 2, "Los protocolos *Repositorio*, no las clases que los cumplen")
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Domain/Arbitro.swift:3"])
        #expect(veredicto.infracciones.first?.detalle == "ArbitrosRepositorio no es solo para clases: le falta : AnyObject")
    }

    @Test func unVarSueltoDeUnRepositorioSeSenalaPeroNoPrivateSetNiPrivadoNiCalculado() {
        let veredicto = ArbolDePrueba.evaluar(.estadoDeLosRepositoriosDeSoloLectura, en: Self.repositoriosMalDeclarados)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Data/RepositorioDeArbitros.swift:5"])
        #expect(veredicto.infracciones.first?.detalle == "RepositorioDeArbitros.arbitros se puede cambiar desde fuera del repositorio")
    }

    @Test func unAlmacenQueEsUnaClaseSeSenalaYUnServicioStructNo() {
        let veredicto = ArbolDePrueba.evaluar(.fuentesDeLosRepositoriosSonStructs, en: Self.repositoriosMalDeclarados)
        #expect(veredicto.seleccionados == 2, "AlmacenDeArbitros y ServicioJSONPlaceholder; el protocolo ServicioDelTorneo no cuenta")
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Data/AlmacenDeArbitros.swift:1"])
        #expect(veredicto.infracciones.first?.detalle == "AlmacenDeArbitros es un class, no un struct")
    }

    // MARK: - 5. Los ViewModel

    static let viewModelMalEscrito = ArbolDePrueba.Modulo("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: [
        "ArbitrosViewModel.swift": """
        import ArbitrosDomain
        import Observation

        @Observable
        class ArbitrosViewModel {
            public var uiState: ArbitrosUiState = .cargando
            var cargando = false
            package private(set) var total = 0
            private var interno = 0
            var resumen: String { "\\(total) árbitros" }
            let repositorio: any ArbitrosRepositorio
            @ObservationIgnored private(set) var servicio: any ServicioDelTorneo
            @ObservationIgnored private let registrar: RegistrarGol

            init(repositorio: any ArbitrosRepositorio, servicio: any ServicioDelTorneo, registrar: RegistrarGol) {
                self.repositorio = repositorio
                self.servicio = servicio
                self.registrar = registrar
            }
        }
        """,
    ])

    @Test func unViewModelSinMainActorEscritoSeSenalaEnSuClase() {
        let veredicto = ArbolDePrueba.evaluar(.viewModelsEnElHiloPrincipal, en: [Self.viewModelMalEscrito])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosViewModel.swift:5"])
    }

    @Test func unViewModelQueNoEsFinalSeSenalaEnSuClase() {
        let veredicto = ArbolDePrueba.evaluar(.viewModelsFinal, en: [Self.viewModelMalEscrito])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosViewModel.swift:5"])
    }

    @Test func unPublicVarUiStateYUnVarSueltoSeSenalanPeroNoPrivateSetNiLasCalculadas() {
        let veredicto = ArbolDePrueba.evaluar(.estadoDeLosViewModelsDeSoloLectura, en: [Self.viewModelMalEscrito])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/UI/ArbitrosViewModel.swift:6",
            "Arbitros/UI/ArbitrosViewModel.swift:7",
        ])
        #expect(veredicto.infracciones.first?.detalle == "ArbitrosViewModel.uiState se puede cambiar desde fuera del ViewModel")
    }

    // «Privado y sin vigilar»: un let no se vigila nunca, así que sin @ObservationIgnored también vale,
    // como en RepositorioDeArbitros; un var sí necesita @ObservationIgnored.
    @Test func unaDependenciaVisibleOVigiladaSeSenalaConLoQueLeFaltaYUnLetSinObservationIgnoredNo() {
        let veredicto = ArbolDePrueba.evaluar(.dependenciasDeLosViewModelsPrivadas, en: [Self.viewModelMalEscrito])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/UI/ArbitrosViewModel.swift:11",
            "Arbitros/UI/ArbitrosViewModel.swift:12",
        ])
        #expect(veredicto.infracciones.map(\.detalle) == [
            "a la dependencia ArbitrosViewModel.repositorio le falta private",
            "a la dependencia ArbitrosViewModel.servicio le falta private",
        ])
        let conLetSinIgnorar = ArbolDePrueba.evaluar(.dependenciasDeLosViewModelsPrivadas, en: [
            .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: [
                "ArbitrosViewModel.swift": """
                @Observable
                final class ArbitrosViewModel {
                    private let repositorio: any ArbitrosRepositorio
                    private var servicio: any ServicioDelTorneo
                }
                """,
            ]),
        ])
        #expect(conLetSinIgnorar.infracciones.map(\.detalle) == [
            "a la dependencia ArbitrosViewModel.servicio le falta @ObservationIgnored (o let)",
        ], "private let sin @ObservationIgnored no se vigila y vale; un private var sin él sí se vigila")
    }

    @Test func unViewModelSinObservableSeSenalaEnSuClaseYUnoConElNo() {
        let veredicto = ArbolDePrueba.evaluar(.viewModelsObservables, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                import Observation

                @MainActor
                final class PartidoViewModel {
                    private(set) var minuto = 0
                }
                """,
            ]),
            Self.viewModelMalEscrito,
        ])
        #expect(veredicto.seleccionados == 2)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Marcador/UI/PartidoViewModel.swift:4"])
        #expect(veredicto.infracciones.first?.detalle == "PartidoViewModel no lleva @Observable")
    }

    @Test func loQuePartidoViewModelDejaALaVistaSinPrivateOSinIgnorarSeSenalaConLoQueLeFalta() {
        let veredicto = ArbolDePrueba.evaluar(.loQuePartidoViewModelNoEnsena, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                @MainActor
                @Observable
                final class PartidoViewModel {
                    let partidoId: Int
                    @ObservationIgnored private let repositorio: any PartidosRepositorio
                    @ObservationIgnored let msPorMinuto: Int
                    private let reintroducirElCiclo: Bool
                    private var cronometro: Cronometro?

                    func cargar() {
                        let repositorio = 1
                    }
                }

                extension PartidoViewModel {
                    func jugar(duracion nueva: Int) async {}
                    private func prepararReloj(_ reloj: Cronometro) {}
                    func alMinuto() {}
                }

                final class ArbitrosViewModel {
                    func cargar() async {}
                }
                """,
            ]),
        ])
        #expect(veredicto.seleccionados == 7, "Sus seis propiedades y funciones de la lista, no la variable local ni el cargar() de otro ViewModel")
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Marcador/UI/PartidoViewModel.swift:6",
            "Marcador/UI/PartidoViewModel.swift:8",
            "Marcador/UI/PartidoViewModel.swift:10",
            "Marcador/UI/PartidoViewModel.swift:18",
        ])
        #expect(veredicto.infracciones.map(\.detalle) == [
            "a PartidoViewModel.msPorMinuto le falta private",
            "a PartidoViewModel.cronometro le falta @ObservationIgnored",
            "a PartidoViewModel.cargar le falta private",
            "a PartidoViewModel.alMinuto le falta private",
        ])
    }

    // MARK: - 6. Closures guardadas

    @Test(arguments: [
        ("reloj.alTick = { self.alMinuto() }", true),
        ("reloj.alTick = { [self] in alMinuto() }", true),
        ("reloj.alTick = alMinuto", true),
        ("reloj.alTick = self.alMinuto", true),
        ("self.alTerminar = { self.alMinuto() }", true),
        ("reloj.alTick = { [weak self] in self?.alMinuto() }", false),
        ("reloj.alTick = { [weak self] in guard let self else { return }; self.alMinuto() }", false),
        ("reloj.alTick = { [unowned self] in self.alMinuto() }", true),
        ("reloj.alTick = { [unowned(unsafe) self] in self.alMinuto() }", true),
        ("reloj.minuto = self.minuto", false),
        ("reloj.alTick = { print(\"self\") }", false),
    ])
    func unaClosureGuardadaQueRetieneASelfSeSenala(asignacion: String, seSenala: Bool) {
        let veredicto = ArbolDePrueba.evaluar(.closuresSinCapturaFuerte, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                final class PartidoViewModel {
                    private(set) var minuto = 0
                    @ObservationIgnored private var alTerminar: (() -> Void)?

                    private func arrancar(_ reloj: Cronometro) {
                        \(asignacion)
                    }

                    private func alMinuto() {}
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == (seSenala ? ["Marcador/UI/PartidoViewModel.swift:6"] : []))
    }

    // La lección enseña `[weak self]`: `[unowned self]` no retiene, pero revienta si el ViewModel se va antes.
    @Test func unaClosureGuardadaConUnownedSelfSeSenalaEnSuLineaYDiceQuePuedeReventar() {
        let veredicto = ArbolDePrueba.evaluar(.closuresSinCapturaFuerte, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                final class PartidoViewModel {
                    @ObservationIgnored private let reintroducirElCiclo: Bool

                    private func arrancar(_ reloj: Cronometro) {
                        reloj.alTick = { [unowned self] in self.alMinuto() }
                    }

                    private func alMinuto() {}
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Marcador/UI/PartidoViewModel.swift:5"],
                "[unowned self] fuera de prepararReloj es una infracción, en su línea")
        #expect(veredicto.infracciones.first?.detalle == "la closure que PartidoViewModel guarda en reloj.alTick captura self con unowned: "
                + "si PartidoViewModel se libera y luego alguien la llama, la app revienta; con [weak self], self? sería nil y no haría nada")
    }

    @Test func unaClosureQueRetieneASelfEnUnaExtensionDeLaClaseSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.closuresSinCapturaFuerte, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                final class PartidoViewModel {
                    @ObservationIgnored private let reintroducirElCiclo: Bool
                }

                extension PartidoViewModel {
                    private func arrancar(_ reloj: Cronometro) {
                        reloj.alTick = { self.alMinuto() }
                    }

                    private func alMinuto() {}
                }

                extension Marcador {
                    func guardar(_ reloj: Cronometro) {
                        reloj.alTick = { print(self) }
                    }
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Marcador/UI/PartidoViewModel.swift:7"],
                "Las tandas 2 y 3 de PartidoViewModel van en una extensión: la regla mira también ahí, pero no en las de un struct")
    }

    // prepararReloj de PartidoViewModel se juzga por comportamiento (PartidoViewModelTanda3Tests): la
    // regla no mira su cuerpo, esté escrito con if, guard, switch o al revés. Fuera de él, un
    // `if reintroducirElCiclo` ya no disculpa nada, y en otra clase prepararReloj tampoco.
    @Test func soloPrepararRelojDePartidoViewModelQuedaFueraDeLaReglaSeaCualSeaSuForma() {
        let veredicto = ArbolDePrueba.evaluar(.closuresSinCapturaFuerte, en: [
            .init("MarcadorUI", carpeta: "Marcador/UI", ficheros: [
                "PartidoViewModel.swift": """
                final class PartidoViewModel {
                    @ObservationIgnored private let reintroducirElCiclo: Bool

                    private func prepararReloj(_ reloj: Cronometro) {
                        guard reintroducirElCiclo else { reloj.alTick = { [weak self] in self?.alMinuto() }; return }
                        reloj.alTick = { self.alMinuto() }
                    }

                    private func arrancar(_ reloj: Cronometro) {
                        if reintroducirElCiclo {
                            reloj.alTick = { self.alMinuto() }
                        }
                    }

                    private func alMinuto() {}
                }

                final class OtroViewModel {
                    private func prepararReloj(_ reloj: Cronometro) {
                        reloj.alTick = { self.alMinuto() }
                    }

                    private func alMinuto() {}
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Marcador/UI/PartidoViewModel.swift:11",
            "Marcador/UI/PartidoViewModel.swift:20",
        ], "Solo el cuerpo de PartidoViewModel.prepararReloj queda fuera: lo prueba la tanda 3 por lo que hace")
        #expect(veredicto.infracciones.first?.detalle == "la closure que PartidoViewModel guarda en reloj.alTick retiene a self")
    }

    // MARK: - 7. Casos de uso

    @Test func unObtenerArbitrosQueSoloReenviaSeSenalaEnSuFuncion() {
        let veredicto = ArbolDePrueba.evaluar(.casosDeUsoQueDeciden, en: [
            .init("ArbitrosDomain", carpeta: "Arbitros/Domain", ficheros: [
                "ObtenerArbitros.swift": """
                // Un ObtenerArbitros sería el ObtenerPrecio de la pizzería.
                package struct ObtenerArbitros {
                    let repositorio: any ArbitrosRepositorio

                    func callAsFunction() async throws -> [Arbitro] {
                        try await repositorio.arbitros()
                    }
                }
                """,
                "ObtenerPartido.swift": """
                struct ObtenerPartido {
                    private let repositorio: any PartidosRepositorio
                    func callAsFunction(id partidoId: Int) -> Partido? { return self.repositorio.partido(id: partidoId) }
                }
                """,
            ]),
        ])
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == [
            "Arbitros/Domain/ObtenerArbitros.swift:5",
            "Arbitros/Domain/ObtenerPartido.swift:3",
        ])
        #expect(veredicto.infracciones.first?.detalle == "ObtenerArbitros.callAsFunction solo reenvía la llamada a repositorio.arbitros(…)")
    }

    @Test func unCasoDeUsoQueDecideNoSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.casosDeUsoQueDeciden, en: [
            .init("MarcadorDomain", carpeta: "Marcador/Domain", ficheros: [
                "RegistrarGol.swift": """
                package struct RegistrarGol {
                    private let repositorio: any PartidosRepositorio
                    func callAsFunction(partidoId: Int, minuto: Int) -> Partido? {
                        guard minuto >= 0 else { return nil }
                        return repositorio.partido(id: partidoId)
                    }
                    func partido(id: Int) -> Partido? { repositorio.partido(id: id) }
                }

                // Decide cuál es el partido inaugural: no es un reenvío, aunque sea una sola llamada.
                struct ObtenerPartidoInaugural {
                    let repositorio: any PartidosRepositorio
                    func callAsFunction(id: Int) -> Partido? { repositorio.partido(id: 1) }
                }
                """,
            ]),
        ])
        #expect(veredicto.seleccionados == 2)
        #expect(veredicto.infracciones.isEmpty, "Con una regla (el guard) el caso de uso compensa, aunque otra función reenvíe")
    }

    @Test func unCasoDeUsoQueEsUnaClaseSeSenalaYUnStructNo() {
        let veredicto = ArbolDePrueba.evaluar(.casosDeUsoSonStructs, en: [
            .init("CronicaDomain", carpeta: "Cronica/Domain", ficheros: [
                "PublicarCronica.swift": """
                final class PublicarCronica {
                    let partidos: any PartidosRepositorio
                    let cronicas: any CronicasRepositorio
                }
                """,
            ]),
            .init("MarcadorDomain", carpeta: "Marcador/Domain", ficheros: [
                "RegistrarGol.swift": """
                package struct RegistrarGol {
                    private let repositorio: any PartidosRepositorio
                }
                """,
            ]),
        ])
        #expect(veredicto.seleccionados == 2)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Cronica/Domain/PublicarCronica.swift:1"])
        #expect(veredicto.infracciones.first?.detalle == "PublicarCronica es un class, no un struct")
    }

    // MARK: - 8. DTOs

    static let dtosMalPuestos: [ArbolDePrueba.Modulo] = [
        .init("CoreNetwork", carpeta: "Core/Network", ficheros: [
            "DTOsDelServidor.swift": """
            final class ArbitroDTO: Decodable {
                let id: Int
            }
            struct CronicaDTO {
                let title: String
            }
            extension CronicaDTO: Encodable {}
            struct PartidoDTO {}
            """,
        ]),
        .init("ArbitrosData", carpeta: "Arbitros/Data", ficheros: [
            "RepositorioDeArbitrosEnRed.swift": """
            import CoreNetwork

            struct UsuarioDTO: Decodable {
                let name: String
            }
            """,
        ]),
    ]

    @Test func unDTODeclaradoComoClassSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.dtosSonValores, en: Self.dtosMalPuestos)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Core/Network/DTOsDelServidor.swift:1"])
        #expect(veredicto.infracciones.first?.detalle == "ArbitroDTO es un class, no un struct")
    }

    @Test func unDTOFueraDeCoreNetworkSeSenala() {
        let veredicto = ArbolDePrueba.evaluar(.dtosEnCoreNetwork, en: Self.dtosMalPuestos)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Arbitros/Data/RepositorioDeArbitrosEnRed.swift:3"])
    }

    @Test func unDTOSinDecodableNiEncodableSeSenalaAunqueLaConformidadVayaEnUnaExtension() {
        let veredicto = ArbolDePrueba.evaluar(.dtosCodificables, en: Self.dtosMalPuestos)
        #expect(veredicto.infracciones.map(\.ubicacion.lugar) == ["Core/Network/DTOsDelServidor.swift:8"],
                "CronicaDTO es Encodable por su extensión; PartidoDTO no es nada")
    }

    // MARK: - El informe

    @Test func cadaInfraccionSeRegistraEnSuFicheroYSuLineaConLaReglaLaLeccionYQueHacer() {
        let veredicto = ArbolDePrueba.evaluar(.laPantallaNoConoceElDTO, en: [
            .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: [
                "ArbitrosViewModel.swift": "import ArbitrosDomain\n\nlet dtos: [ArbitroDTO] = []",
            ]),
        ])
        withKnownIssue {
            veredicto.registrar()
        } matching: { issue in
            let texto = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.fileName == "ArbitrosViewModel.swift" && issue.sourceLocation?.line == 3
                && issue.sourceLocation?.column == 12
                && texto.contains("Regla «La pantalla y su ViewModel no nombran ningún DTO» rota en Arbitros/UI/ArbitrosViewModel.swift:3:12")
                && texto.contains("Lección: «La pantalla pinta `Arbitro`, nunca el DTO»")
                && texto.contains("Qué hacer: Pide al repositorio modelos")
        }
    }
}
