import SoporteDePruebas
import Testing
@testable import Core

// El registro de la app y su espía: cada prueba oye solo las líneas de su tarea.
@Suite("La app, sus escenas y el paquete Torneo · Registro (código base)")
@MainActor
struct RegistroTests {
    @Test func elEspiaOyeLasLineasEnElOrdenEnQueSeAnotan() async {
        let espia = EspiaDeRegistro()

        await espia.escuchar {
            Registro.anotar("uno")
            Registro.anotar("dos")
            Registro.anotar("tres")
        }

        #expect(espia.lineas == ["uno", "dos", "tres"])
    }

    @Test func dosTareasEnParaleloConSuPropioEspiaNoSeMezclan() async {
        let oidas = await withTaskGroup(of: (String, [String]).self) { grupo in
            for nombre in ["a", "b"] {
                grupo.addTask {
                    let espia = EspiaDeRegistro()
                    await espia.escuchar {
                        for numero in 1...20 {
                            Registro.anotar("\(nombre)\(numero)")
                            await Task.yield()   // deja paso a la otra tarea entre línea y línea
                        }
                    }
                    return (nombre, espia.lineas)
                }
            }
            var oidas: [String: [String]] = [:]
            for await (nombre, lineas) in grupo { oidas[nombre] = lineas }
            return oidas
        }

        #expect(oidas["a"] == (1...20).map { "a\($0)" })
        #expect(oidas["b"] == (1...20).map { "b\($0)" })
    }

    @Test func seOyenLasLineasAnotadasDesdeUnaTareaHija() async {
        let espia = EspiaDeRegistro()

        await espia.escuchar {
            await Task { Registro.anotar("desde la tarea hija") }.value
        }

        #expect(espia.lineas == ["desde la tarea hija"])
    }
}
