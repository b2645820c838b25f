import Foundation
import SoporteDePruebas
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

    @Test func unaSeleccionVaciaSeRegistraComoUnFalloQueDiceQueLaReglaEstaRota() {
        let veredicto = Capa("NoExisteUI").noDependeDe("CoreNetwork").evaluar(en: Proyecto(raiz: URL(fileURLWithPath: "/no-existe"), modulos: []))
        withKnownIssue {
            veredicto.registrar()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "La regla «Las dependencias van en un solo sentido: NoExisteUI no depende de CoreNetwork» no ha encontrado módulos de la app que son NoExisteUI: una regla que no mira nada está rota."
            )
        }
    }

    @Test func unaCapaConUnNombreQueNoExisteEnElArbolCompiladoNoMiraNada() throws {
        let veredicto = Capa("ArbitrosPantalla").noDependeDe("ArbitrosData").evaluar(en: try Proyecto.compilado())
        #expect(veredicto.seleccionVacia)
    }
}
