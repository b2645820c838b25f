import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

/// Los registros de Muestras/ son de `swift build --build-tests` sobre una copia del kit en
/// /ruta/del/kit: uno con dos errores en Exercises/Arbitros/UI/ArbitrosViewModel.swift, otro en el
/// que ese fichero compila pero cambia el nombre de cargar(), así que fallan las pruebas del paso, y
/// otro con la tanda 2 de PartidoViewModel pegada con una «}» de más al final.
@Suite("Errores del compilador para quien aprende")
struct ErroresDelCompiladorTests {
    @Test func soloLasLineasDeErrorConLaRutaRelativaYSinElCodigoCitado() throws {
        let errores = try Muestras.errores("compilacion-con-error")
        #expect(errores.resumen == [
            "Exercises/Arbitros/UI/ArbitrosViewModel.swift:30:20: error: type 'ArbitrosUiState' has no member 'cargandoo'",
            "Exercises/Arbitros/UI/ArbitrosViewModel.swift:31:22: error: cannot convert value of type 'String' to specified type 'Int'",
        ])
        #expect(errores.ficherosDeEjercicios == ["Arbitros/UI/ArbitrosViewModel.swift"])
    }

    @Test func siNoHayErroresEnExercisesSeEnsenanLosDeLasPruebasConElMismoMensajeUnaVez() throws {
        let errores = try Muestras.errores("compilacion-pruebas-rotas")
        #expect(errores.ficherosDeEjercicios.isEmpty)
        #expect(errores.resumen == [
            "Tests/Arbitros/UI/ArbitrosViewModelEstadosTests.swift:20:25: error: value of type 'ArbitrosViewModel' has no member 'cargar' (y 9 veces más)",
        ])
    }

    @Test func unaLlaveDeMasAlPegarUnBloqueDiceQueHacerAntesQueLosErroresQueArrastra() throws {
        let errores = try Muestras.errores("compilacion-llave-de-mas")

        #expect(errores.resumen == ["Exercises/Marcador/UI/PartidoViewModel.swift:122:1: error: extraneous '}' at top level"])
        #expect(errores.consejos == [
            "→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).",
            "  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.",
        ])
    }

    @Test func sinLlavesDeMasNiDeMenosNoHayConsejo() throws {
        #expect(try Muestras.errores("compilacion-con-error").consejos.isEmpty)
        let sinCerrar = ErroresDelCompilador(lineas: ["/k/Exercises/E.swift:9:2: error: expected '}' in class"], raiz: "/k")
        #expect(sinCerrar.consejos.first?.hasPrefix("→ Falta una «}»") == true)
    }

    /// El ensayo del aprendiz: la tanda 2 pegada sin la «}» final de alGol, en la extensión, no daba consejo.
    @Test func unaLlaveDeMenosAlFinalDeUnaExtensionDiceQueHacerYSeLlevaLosDemasErroresDelFichero() throws {
        let fichero = "/k/Exercises/Marcador/UI/PartidoViewModel.swift"
        let errores = ErroresDelCompilador(lineas: [
            "\(fichero):85:5: error: expected declaration",
            "\(fichero):85:5: error: expected '}' at end of extension",
            "\(fichero):149:5: error: attribute 'private' can only be used in a non-local scope",
        ], raiz: "/k")

        #expect(errores.consejos == ["→ Falta una «}»: alguna «{» de la región no se cierra dentro de ella. Ciérrala antes de «// MARK: FIN EJERCICIO»."])
    }

    @Test func losDeExercisesVanSolosSinRepetirYComoMuchoElMaximo() {
        let otros = (1...3).map { "/k/Tests/T.swift:\($0):1: error: otro" }
        let propios = (1...10).map { "/k/Exercises/E.swift:\($0):1: error: fallo \($0)" }
        let errores = ErroresDelCompilador(lineas: otros + propios + propios, raiz: "/k")

        #expect(errores.resumen.count == ErroresDelCompilador.maximo + 1)
        #expect(errores.resumen.first == "Exercises/E.swift:1:1: error: fallo 1")
        #expect(errores.resumen.last == "… y 2 errores más")
    }

    /// El ensayo del aprendiz: lo tecleado tal cual de la lección no compila por tres motivos que el
    /// compilador señala en otro sitio. Cada uno trae su consejo.
    @Test func unaDeclaracionSinPackageSeNombraConSuFicheroYSuLinea() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Core/Configuracion.swift", "import Foundation\n\n// MARK: EJERCICIO x/1\nstruct Configuracion {\n}\n")
        let errores = ErroresDelCompilador(
            lineas: [arena.raiz.path + "/Exercises/Marcador/UI/PartidoViewModel.swift:37:28: error: cannot find 'Configuracion' in scope"],
            raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ Configuracion está en Exercises/Core/Configuracion.swift:4 sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro",
            "  lleva «package» delante (la lección es un solo módulo y no lo lleva). Escribe «package» antes de su declaración.",
        ])
    }

    @Test func conPackageNoHayConsejoDePackage() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Core/Configuracion.swift", "package struct Configuracion {\n}\n")
        let errores = ErroresDelCompilador(
            lineas: [arena.raiz.path + "/Exercises/Marcador/UI/PartidoViewModel.swift:37:28: error: cannot find 'Configuracion' in scope"],
            raiz: arena.raiz.path)

        #expect(errores.consejos.isEmpty)
    }

    /// Los módulos de la app como los declara Package.swift, para saber qué necesita `package`.
    private static let modulos = """
        let modulosDeLaApp: [ModuloDeLaApp] = [
            .init(nombre: "CoreNetwork", carpeta: "Core/Network", dependencias: []),
            .init(nombre: "ArbitrosDomain", carpeta: "Arbitros/Domain", dependencias: ["CoreNetwork"]),
            .init(nombre: "ArbitrosData", carpeta: "Arbitros/Data", dependencias: ["ArbitrosDomain", "CoreNetwork"]),
            .init(nombre: "MarcadorUI", carpeta: "Marcador/UI", dependencias: []),
        ]
        """

    /// El ensayo del aprendiz (issue 20): una «}» de más en PartidoViewModel daba su consejo y otros tres,
    /// «cargar, partido y marcador sin package», que son consecuencia de la llave.
    @Test func trasUnaLlaveDeMasLosErroresQueArrastraNoDanConsejosDeOtraCausa() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Marcador/UI/PartidoViewModel.swift", """
            final class PartidoViewModel {
                var marcador: Int { 0 }
                func cargar() {}
            }
            extension PartidoViewModel {
                func alGol() { cargar() }
            }
            }
            """)
        let fichero = arena.raiz.path + "/Exercises/Marcador/UI/PartidoViewModel.swift"
        let errores = ErroresDelCompilador(lineas: [
            "\(fichero):8:1: error: extraneous '}' at top level",
            "\(fichero):6:20: error: cannot find 'cargar' in scope",
            "\(fichero):6:30: error: cannot find 'marcador' in scope",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).",
            "  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.",
            "  Los otros 2 errores de ese fichero vienen de ahí: no los persigas antes de borrarla.",
        ])
    }

    @Test func loDeclaradoSinPackageEnElMismoModuloNoEsLaCausa() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Arbitros/Data/AlmacenDeArbitros.swift", "struct AlmacenDeArbitros {\n}\n")
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Exercises/Arbitros/Data/RepositorioDeArbitros.swift:9:20: error: cannot find 'AlmacenDeArbitros' in scope",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos.isEmpty, "Dentro de un módulo todo se ve sin package: \(errores.consejos)")
    }

    /// El ensayo del aprendiz: ServicioDelTorneo sin `package` solo daba un error en un doble de SoporteDePruebas.
    @Test func loQueUsanSinTestableOtrosTargetsNecesitaPackageYConTestableNo() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Core/Network/ServicioDelTorneo.swift", "protocol ServicioDelTorneo {\n}\n")
        try arena.escribir("Tests/SoporteDePruebas/Core/ServicioFalso.swift", "import CoreNetwork\n\nfinal class ServicioFalso: ServicioDelTorneo {}\n")
        try arena.escribir("Tests/Core/Network/ServicioTests.swift", "@testable import CoreNetwork\n\nlet s: any ServicioDelTorneo\n")
        let error = { (fichero: String, linea: Int) in
            ErroresDelCompilador(lineas: ["\(arena.raiz.path)/\(fichero):\(linea):28: error: cannot find type 'ServicioDelTorneo' in scope"], raiz: arena.raiz.path)
        }

        #expect(error("Tests/SoporteDePruebas/Core/ServicioFalso.swift", 3).consejos.first
            == "→ ServicioDelTorneo está en Exercises/Core/Network/ServicioDelTorneo.swift:1 sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro")
        #expect(error("Tests/Core/Network/ServicioTests.swift", 3).consejos.isEmpty, "Con @testable se ve lo interno: la causa es otra")
    }

    /// Issue 20: el DTO de la lección pegado sin `package` solo daba un error en ServicioDelTorneo.swift, otro fichero.
    @Test func unTipoInternoEnUnaDeclaracionPackageNombraElTipoConSuFicheroYSuLinea() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Core/Network/DTOsDelServidor.swift", """
            import Foundation

            // Un usuario de `GET /users`, que en Marcador hace de árbitro de la liga.
            struct ArbitroDTO: Decodable {
                let id: Int
                let name: String
            }
            """)
        try arena.escribir("Exercises/Core/Network/ServicioDelTorneo.swift", """
            import Foundation

            package protocol ServicioDelTorneo {
                func arbitros() async throws -> [ArbitroDTO]
            }
            """)
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Exercises/Core/Network/ServicioDelTorneo.swift:4:10: error: method cannot be declared package because its result uses an internal type",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ ArbitroDTO está en Exercises/Core/Network/DTOsDelServidor.swift:4 sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro",
            "  lleva «package» delante (la lección es un solo módulo y no lo lleva). Escribe «package» antes de su declaración.",
        ])
    }

    @Test func unaPropiedadSinPackageQueUsaOtroModuloSeNombraConSuSitio() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Core/Network/DTOsDelServidor.swift", "package struct ArbitroDTO: Decodable {\n    package let id: Int\n    let name: String\n}\n")
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Exercises/Arbitros/Domain/Arbitro.swift:17:40: error: 'name' is inaccessible due to 'internal' protection level",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos.first == "→ name está en Exercises/Core/Network/DTOsDelServidor.swift:3 sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro")
    }

    @Test func loQueEsDeUnModuloQueElFicheroNoImportaDiceQueImportFalta() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Arbitros/Domain/Arbitro.swift", "package struct Arbitro {\n}\n")
        let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"
        try arena.escribir(pruebas, "import Testing\n@testable import ArbitrosUI\n\nlet leanne = Arbitro()\n")
        let errores = ErroresDelCompilador(lineas: ["\(arena.raiz.path)/\(pruebas):4:14: error: cannot find 'Arbitro' in scope"], raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ Arbitro es del módulo ArbitrosDomain (Exercises/Arbitros/Domain/Arbitro.swift:1), y el fichero del error no lo importa:",
            "  escribe «@testable import ArbitrosDomain» arriba, con los otros import.",
        ])
    }

    /// El ensayo del aprendiz: «ArbitrosUIState» por «ArbitrosUiState» solo decía «cannot find type».
    @Test func unNombreConOtrasMayusculasDiceComoSeEscribe() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Arbitros/UI/ArbitrosViewModel.swift", "enum ArbitrosUiState: Equatable {\n    case cargando\n}\n")
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Exercises/Arbitros/UI/ArbitrosViewModel.swift:26:31: error: cannot find type 'ArbitrosUIState' in scope",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ ArbitrosUIState no existe: se escribe ArbitrosUiState (Exercises/Arbitros/UI/ArbitrosViewModel.swift:1). Swift distingue mayúsculas y minúsculas.",
        ])
    }

    /// El Arbitro de la lección con su init(dto:) dentro del struct (la línea 8), y ese cuerpo.
    private static func arbitroConElInitDentro(_ cuerpo: String) -> String {
        """
        import CoreNetwork

        package struct Arbitro: Identifiable, Equatable {
            package let id: Int
            let nombre: String
            let ciudad: String

            package init(dto: ArbitroDTO) {
        \(cuerpo)
            }
        }
        """
    }

    /// Issue 20: con init(dto:) dentro del struct (la lección avisa de que no), los errores salían solo en las
    /// pruebas, y nada señalaba Arbitro.swift.
    @Test func unInitDentroDelStructSeNombraCuandoLasPruebasNoEncuentranElDeMiembroAMiembro() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Arbitros/Domain/Arbitro.swift", Self.arbitroConElInitDentro("""
                id = dto.id
                nombre = dto.name
                ciudad = dto.address.city
            """))
        try arena.escribir("Tests/Arbitros/Domain/ArbitroTests.swift", "    #expect(Arbitro(id: 1, nombre: \"Ana\", ciudad: \"Gwenborough\").id == 1)\n")
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Tests/Arbitros/Domain/ArbitroTests.swift:1:21: error: incorrect argument labels in call (have 'id:nombre:ciudad:', expected 'dto:')",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ Arbitro ya no tiene el init de miembro a miembro (el que Swift escribe solo): su init(dto:) está dentro del",
            "  struct, en Exercises/Arbitros/Domain/Arbitro.swift:8, y un init escrito dentro lo quita. Sácalo a una «extension Arbitro { … }»",
            "  debajo del struct, como en la lección: así Arbitro tiene los dos.",
        ])
    }

    /// El ensayo del aprendiz: el init de la lección pegado tal cual dentro del struct llama a `self.init(id: …)`, y
    /// el único error, «no exact matches in call to initializer», sale en esa línea sin nombrar el tipo.
    @Test func unInitDentroDelStructQueLlamaASelfInitSeNombraEnSuPropiaLinea() throws {
        let arena = try Arena()
        try arena.escribir("Package.swift", Self.modulos)
        try arena.escribir("Exercises/Arbitros/Domain/Arbitro.swift", Self.arbitroConElInitDentro("""
                self.init(id: dto.id, nombre: dto.name, ciudad: dto.address.city)
            """))
        let errores = ErroresDelCompilador(lineas: [
            arena.raiz.path + "/Exercises/Arbitros/Domain/Arbitro.swift:9:14: error: no exact matches in call to initializer",
        ], raiz: arena.raiz.path)

        #expect(errores.consejos.first == "→ Arbitro ya no tiene el init de miembro a miembro (el que Swift escribe solo): su init(dto:) está dentro del",
                "\(errores.consejos)")
    }

    @Test func unInitEnUnaExtensionNoQuitaNadaYNoHayConsejo() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Arbitros/Domain/Arbitro.swift", """
            package struct Arbitro {
                let id: Int
            }

            extension Arbitro {
                package init(dto: Int) {
                    self.init(id: dto)
                }
            }
            """)
        try arena.escribir("Tests/T.swift", "let a = Arbitro(id: 1, otro: 2)\n")
        let errores = ErroresDelCompilador(lineas: [arena.raiz.path + "/Tests/T.swift:1:9: error: extra argument 'otro' in call"], raiz: arena.raiz.path)

        #expect(errores.consejos.isEmpty)
    }

    @Test func loTecleadoTalCualDeLaLeccionFueraDeSuRegionTraeSuConsejo() {
        let errores = ErroresDelCompilador(
            lineas: ["/k/Exercises/Marcador/UI/PartidoViewModel.swift:108:9: error: invalid redeclaration of 'uiState'"], raiz: "/k")

        #expect(errores.consejos.first?.hasPrefix("→ Algo está declarado dos veces") == true, "\(errores.consejos)")
    }

    /// Las pruebas de la lección importan MarcadorApp; un módulo de la app que lo importe no compila: si
    /// MarcadorApp no está compilado, no lo encuentra, y si lo está, es un ciclo.
    @Test(arguments: ["no such module 'MarcadorApp'", "circular dependency between modules 'ArbitrosUI' and 'MarcadorApp'"])
    func unModuloDeLaAppQueImportaMarcadorAppTraeElConsejoDeImportarSuCapa(error: String) {
        let errores = ErroresDelCompilador(lineas: ["/k/Exercises/Arbitros/UI/ArbitrosViewModel.swift:1:8: error: " + error], raiz: "/k")

        #expect(errores.consejos == [
            "→ MarcadorApp solo lo importan las pruebas: el código de la app no puede importarlo (las dependencias van en un",
            "  solo sentido). Importa el módulo de la capa que usas, como los import que trae el fichero (p. ej. «import ArbitrosDomain»).",
        ])
    }
}
