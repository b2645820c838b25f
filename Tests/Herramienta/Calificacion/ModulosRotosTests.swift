import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// De los registros grabados de `swift build` (Muestras/compilacion-*.log, con la raíz cambiada por
/// /ruta/del/kit) al módulo que no compila, con la tabla `modulosDeLaApp` del Package.swift del kit.
@Suite("Módulos que no compilan")
struct ModulosRotosTests {
    private static func rotos(_ muestra: String) throws -> ModulosRotos {
        let url = try Muestras.url("\(muestra).log")
        let modulos = try ModuloDeLaApp.leer(raiz: RaizDelKit.url)
        return ModulosRotos(lineas: EjecutorDePruebas.erroresDeCompilacion(en: url), raiz: "/ruta/del/kit", modulos: modulos)
    }

    @Test func unErrorEnExercisesEsDelModuloDeSuCarpeta() throws {
        let rotos = try Self.rotos("compilacion-con-error")

        #expect(rotos.nombres == ["ArbitrosUI"])
        #expect(rotos.ajenos.isEmpty)
        #expect(rotos.mensaje(de: "ArbitrosUI") == """
            Exercises/Arbitros/UI/ArbitrosViewModel.swift:30:20: error: type 'ArbitrosUiState' has no member 'cargandoo'
            Exercises/Arbitros/UI/ArbitrosViewModel.swift:31:22: error: cannot convert value of type 'String' to specified type 'Int'
            """)
    }

    @Test func unErrorEnLasPruebasDeUnaCarpetaEsDeSuModulo() throws {
        #expect(try Self.rotos("compilacion-pruebas-rotas").nombres == ["ArbitrosUI"])
    }

    @Test(arguments: [
        ("Exercises/Core/Configuracion.swift", "Core"), ("Exercises/Core/Network/Cliente.swift", "CoreNetwork"),
        ("Tests/Cronica/UI/CronicaTests.swift", "CronicaUI"), ("Solutions/Marcador/Domain/X.swift", "MarcadorDomain"),
    ])
    func cadaRutaVaAlModuloDeSuCarpetaMasLarga(_ ruta: String, _ modulo: String) throws {
        let modulos = try ModuloDeLaApp.leer(raiz: RaizDelKit.url)
        #expect(ModuloDeLaApp.modulo(deLaRuta: ruta, en: modulos)?.nombre == modulo)
    }

    @Test func lasDependenciasSonTransitivas() throws {
        let modulos = try ModuloDeLaApp.leer(raiz: RaizDelKit.url)
        #expect(ModuloDeLaApp.dependenciasTransitivas(de: "CronicaData", en: modulos) == ["CronicaDomain", "CoreNetwork", "MarcadorDomain", "Torneo"])
    }

    @Test func unErrorFueraDeLaAppEsAjeno() throws {
        let rotos = ModulosRotos(lineas: ["/k/Tests/SoporteDePruebas/X.swift:1:1: error: e"], raiz: "/k",
                                 modulos: try ModuloDeLaApp.leer(raiz: RaizDelKit.url))
        #expect(rotos.nombres.isEmpty)
        #expect(rotos.ajenos == ["Tests/SoporteDePruebas/X.swift:1:1: error: e"])
    }

    @Test func siLaSolucionSustituidaNoCompilaConUnModuloSuyoSeSustituyeSuDependenciaMasCercana() throws {
        // El ensayo del atacante: ArbitrosData roto; su solución pide un Arbitro Codable, y el de quien
        // aprende (sin el paso dos-fuentes-almacen/1) no lo es. Antes: «el kit no compila», 0 de 0.
        let modulos = try ModuloDeLaApp.leer(raiz: RaizDelKit.url)
        let error = "/k/Exercises/Arbitros/Data/AlmacenDeArbitros.swift:15:27: error: class 'JSONEncoder' requires that 'Arbitro' conform to 'Encodable'"
        var rotos = ModulosRotos(lineas: ["/k/Exercises/Arbitros/Data/RepositorioDeArbitros.swift:9:1: error: x"], raiz: "/k", modulos: modulos)
        let otraVez = ModulosRotos(lineas: [error], raiz: "/k", modulos: modulos)

        let incompatible = try #require(rotos.incompatible(segun: otraVez, modulos: modulos))
        rotos.anadir(incompatible: incompatible, segun: otraVez)

        #expect(incompatible == "ArbitrosDomain", "La primera dependencia de ArbitrosData que aún es de quien aprende")
        #expect(rotos.nombres == ["ArbitrosData", "ArbitrosDomain"])
        #expect(rotos.incompatibles == ["ArbitrosDomain"])
        #expect(rotos.mensaje(de: "ArbitrosDomain") == """
            compila, pero la solución de ArbitrosData, que lo usa, no compila con él:
            Exercises/Arbitros/Data/AlmacenDeArbitros.swift:15:27: error: class 'JSONEncoder' requires that 'Arbitro' conform to 'Encodable'
            """)
    }

    @Test func sinDependenciasQueSustituirNoHayIncompatible() throws {
        let modulos = try ModuloDeLaApp.leer(raiz: RaizDelKit.url)
        let rotos = ModulosRotos(lineas: ["/k/Exercises/Core/Network/Cliente.swift:1:1: error: x"], raiz: "/k", modulos: modulos)

        #expect(rotos.incompatible(segun: rotos, modulos: modulos) == nil, "CoreNetwork no depende de nada de la app")
    }
}
