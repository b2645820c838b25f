import Foundation
import HerramientaNucleo

/// `marcador resolver [lección|paso]`: pone la solución en las regiones de esos pasos de Exercises/.
/// Para instructores (enseñar un paso en clase) y para las pruebas que necesitan un árbol resuelto.
extension Ordenes {
    func resolver(_ objetivo: String?, sinPreguntar: Bool) throws(ErrorDeLaHerramienta) -> Int32 {
        let pasos = try ejercicios(de: objetivo)
        let reiniciador = Reiniciador(generador: generador, contenido: .solucion)
        // Primero se comprueban todos: si uno no se puede resolver, no se toca ninguno.
        var enRiesgo: [String] = []
        do {
            for paso in pasos {
                enRiesgo += try reiniciador.preparar(paso).filter(\.pisaTrabajo).map { "Exercises/\($0.fichero) (\(paso.id))" }
            }
        } catch {
            consola.avisar(consola.rojo("✗ ") + error.mensaje)
            return 1
        }
        if !enRiesgo.isEmpty && !sinPreguntar {
            consola.escribir("Estas regiones tienen trabajo que no es ni el esqueleto ni la solución, y se perderá:")
            enRiesgo.forEach { consola.escribir("  " + $0) }
            consola.escribir("¿Seguir? [s/N]")
            let respuesta = (consola.leerLinea() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard ["s", "si", "sí"].contains(respuesta) else {
                consola.escribir("No he tocado nada.")
                return 1
            }
        }
        // Paso a paso: varios pasos pueden compartir un fichero (PartidoViewModel.swift tiene tres).
        var resueltos = 0
        do {
            for paso in pasos {
                let cambian = try reiniciador.preparar(paso).filter(\.cambia)
                try reiniciador.aplicar(cambian)
                if !cambian.isEmpty { resueltos += 1 }
                cambian.forEach { consola.escribir(consola.verde("✓ ") + "Exercises/\($0.fichero): solución de \(paso.id)") }
            }
        } catch {
            consola.avisar(consola.rojo("✗ No he podido escribir: \(error.localizedDescription)"))
            return 1
        }
        if resueltos == 0 { consola.escribir("Ya estaba todo resuelto: no he cambiado nada.") }
        return 0
    }

    /// Los ejercicios de una lección, un ejercicio o, sin objetivo, todos.
    func ejercicios(de objetivo: String?) throws(ErrorDeLaHerramienta) -> [Paso] {
        guard let objetivo else { return catalogo.pasos.filter(\.tieneRegiones) }
        if let leccion = catalogo.lecciones.first(where: { $0.id == objetivo }) {
            return leccion.pasos.filter(\.tieneRegiones)
        }
        let paso = try paso(objetivo, oLeccion: true)
        guard paso.tieneRegiones else {
            throw .paso("El paso \(paso.id) es de tipo «\(paso.tipo.rawValue)»: no tiene ninguna región en Exercises/.")
        }
        return [paso]
    }
}
