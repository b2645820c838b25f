import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

/// Al calificar, las reglas de arquitectura van en su propio binario y como calificar: leen las fuentes, también
/// la solución puesta en un módulo que no compila, que las pruebas de la entrega no alcanzan con --usuario.
@Suite("Las reglas de arquitectura, aparte del código de la entrega")
struct ReglasAparteTests {
    @Test func lasSuitesDeArquitecturaTestsSonDeLasReglasYLasDemasNo() {
        #expect(Calificador.esDeLasReglas("ArquitecturaTests.DTOsTests"))
        #expect(Calificador.esDeLasReglas("ArquitecturaTests"))
        #expect(!Calificador.esDeLasReglas("CoreTests.ConfiguracionTests"), "ConfiguracionTests lee una fuente, pero prueba Core: va con la entrega")
        #expect(!Calificador.esDeLasReglas("ArquitecturaTestsFalsas.X"))
        #expect(!Calificador.esDeLasReglas("PruebasRedEnMarcador"))
    }

    /// Si lo compilado para las reglas lleva un módulo de la app o de un paso de pruebas, su código es de la
    /// entrega y las reglas no corren como calificar.
    @Test func losModulosDeLaEntregaCompiladosConLasReglasSeNombran() throws {
        let arena = try Arena()
        for carpeta in ["ReglasDeArquitectura.build", "ArquitecturaTests.build", "CronicaUI.build", "PruebasCasosDeUso.build"] {
            try arena.escribir("debug/\(carpeta)/salida.o", "")
        }
        let modulos = [ModuloDeLaApp(nombre: "Core", carpeta: "Core", dependencias: [], excluir: ["Network"]),
                       ModuloDeLaApp(nombre: "CronicaUI", carpeta: "Cronica/UI", dependencias: [], excluir: []),
                       ModuloDeLaApp(nombre: "PruebasCasosDeUso", carpeta: "PruebasCasosDeUso", dependencias: [], excluir: [])]

        #expect(Calificador.modulosCompilados(en: arena.raiz.appending(path: "debug"), de: modulos) == ["CronicaUI", "PruebasCasosDeUso"])
        #expect(Calificador.modulosCompilados(en: arena.raiz.appending(path: "otra"), de: modulos) == [])
    }
}
