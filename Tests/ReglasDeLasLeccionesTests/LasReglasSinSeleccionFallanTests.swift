import Foundation
import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Como `failOnEmptyShould` de ArchUnit: una regla que no encuentra nada que mirar está rota, y falla.
@Suite("Arquitectura · Una regla que no mira nada falla")
struct LasReglasSinSeleccionFallanTests {
    @Test(arguments: ReglaDeArquitectura.todas)
    func cadaReglaSinNadaQueMirarDaSeleccionVacia(regla: ReglaDeArquitectura) {
        let vacio = Proyecto(raiz: URL(fileURLWithPath: "/no-existe"), modulos: [])
        let veredicto = regla.evaluar(en: vacio)
        #expect(veredicto.seleccionVacia, "La regla «\(regla)» tiene que avisar de que no ha mirado nada")
        #expect(veredicto.infracciones.isEmpty)
    }

    @Test func unaCapaConUnNombreQueNoExisteEnElArbolCompiladoNoMiraNada() throws {
        let veredicto = Capa("ArbitrosPantalla").noDependeDe("ArbitrosData").evaluar(en: try Proyecto.compilado())
        #expect(veredicto.seleccionVacia)
    }
}
