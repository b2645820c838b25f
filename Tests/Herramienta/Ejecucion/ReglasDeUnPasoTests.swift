import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion

/// Un paso solo está hecho si también pasan las reglas que vigilan sus ficheros, y el fallo de una regla
/// se le cuenta al paso de la región donde está la infracción.
@Suite("Las reglas de arquitectura en el veredicto de un paso")
struct ReglasDeUnPasoTests {
    private let arena: Arena
    private let reglas: ReglasDeUnPaso

    init() throws {
        arena = try Arena(catalogo: Arena.catalogoConUnaRegla)
        try arena.generar()
        reglas = ReglasDeUnPaso(catalogo: try Catalogo.cargar(raiz: arena.raiz), raiz: arena.raiz)
    }

    private func paso(_ id: String) throws -> Paso {
        try #require(reglas.catalogo.paso(id))
    }

    /// Una ejecución en la que la prueba de la regla falla con una infracción en `ruta:linea`.
    private func ejecucion(infraccionEn ruta: String?, linea: Int = 1) -> EjecucionDePruebas {
        let id = "ReglasTests.UnaRegla/cumple()"
        var ejecucion = EjecucionDePruebas(estados: [id: .falla(["Regla rota"])], terminada: true)
        ejecucion.fallos[id] = [FalloDePrueba(expectativa: "Regla rota", comentarios: [], fichero: "Mod/Uno.swift", linea: linea,
                                              ruta: ruta.map { arena.raiz.appending(path: $0).path })]
        return ejecucion
    }

    @Test func lasSuitesDeUnPasoIncluyenLasDeLasReglasQueLoGobiernan() throws {
        #expect(reglas.suites(de: try paso("leccion-a/2.1")) == ["ReglasTests.UnaRegla"])
        #expect(reglas.suites(de: try paso("leccion-a/3")) == [])
    }

    @Test func unaInfraccionDentroDeUnaRegionSeCuentaSoloAlPasoDeEsaRegion() throws {
        // Exercises/Uno.swift: la región de leccion-a/1 empieza en la línea 3; la de 2.1, en la 13.
        let enLaDeUno = ejecucion(infraccionEn: "Exercises/Uno.swift", linea: 4)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: enLaDeUno).map(\.prueba) == ["ReglasTests.UnaRegla/cumple()"])
        #expect(reglas.fallos(de: try paso("leccion-a/2.1"), en: enLaDeUno).isEmpty)

        let enLaDeDos = ejecucion(infraccionEn: "Exercises/Uno.swift", linea: 16)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: enLaDeDos).isEmpty)
        #expect(reglas.fallos(de: try paso("leccion-a/2.1"), en: enLaDeDos).count == 1)
    }

    @Test func unaInfraccionFueraDeLasRegionesEsDeTodosLosPasosDelFichero() throws {
        let fuera = ejecucion(infraccionEn: "Exercises/Uno.swift", linea: 1)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: fuera).count == 1)
        #expect(reglas.fallos(de: try paso("leccion-a/2.1"), en: fuera).count == 1)
    }

    @Test func unaInfraccionEnUnFicheroDeOtroPasoNoCuenta() throws {
        let enDos = ejecucion(infraccionEn: "Exercises/Dos/Dos.swift", linea: 3)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: enDos).count == 1)
        #expect(reglas.fallos(de: try paso("leccion-a/2.1"), en: enDos).isEmpty, "Dos/Dos.swift no es un fichero de leccion-a/2.1")
    }

    @Test func unFalloSinSitioEnExercisesEsDeTodosLosQueGobierna() throws {
        for sitio in [nil, "Package.swift"] {
            let sinSitio = ejecucion(infraccionEn: sitio)
            #expect(reglas.fallos(de: try paso("leccion-a/1"), en: sinSitio).count == 1)
            #expect(reglas.fallos(de: try paso("leccion-a/2.1"), en: sinSitio).count == 1)
        }
    }

    @Test func unaReglaQueNoTerminoONoSeEjecutoNoDejaHechoElPaso() throws {
        let sinTerminar = EjecucionDePruebas(estados: ["ReglasTests.UnaRegla/cumple()": .sinTerminar], terminada: false)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: sinTerminar).map(\.prueba) == ["ReglasTests.UnaRegla/cumple()"])
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: EjecucionDePruebas()).map(\.prueba) == ["ReglasTests.UnaRegla"])
    }

    @Test func unaReglaQuePasaNoDejaFallos() throws {
        let pasa = EjecucionDePruebas(estados: ["ReglasTests.UnaRegla/cumple()": .pasa], terminada: true)
        #expect(reglas.fallos(de: try paso("leccion-a/1"), en: pasa).isEmpty)
    }
}
