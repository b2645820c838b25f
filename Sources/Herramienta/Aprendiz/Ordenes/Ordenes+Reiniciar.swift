import Foundation
import HerramientaNucleo

extension Ordenes {
    func reiniciar(_ id: String, sinPreguntar: Bool) throws(ErrorDeLaHerramienta) -> Int32 {
        let paso = try paso(id)
        let reiniciador = Reiniciador(generador: generador)
        let reinicios: [Reiniciador.Reinicio]
        do {
            reinicios = try reiniciador.preparar(paso)
        } catch {
            consola.avisar(consola.rojo("✗ ") + error.mensaje)
            return 1
        }
        let cambian = reinicios.filter(\.cambia)
        guard !cambian.isEmpty else {
            consola.escribir("El paso \(paso.id) ya tiene su esqueleto: no hay nada que reiniciar.")
            avisarDeLoDeFuera(paso)
            return 0
        }
        if !sinPreguntar {
            consola.escribir("Vas a reiniciar «\(titulo(de: paso))» en:")
            cambian.forEach { consola.escribir("  Exercises/\($0.fichero)") }
            consola.escribir("Lo que hayas escrito en este paso se perderá; el resto de los ficheros no se toca. ¿Seguir? [s/N]")
            let respuesta = (consola.leerLinea() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard ["s", "si", "sí"].contains(respuesta) else {
                consola.escribir("No he tocado nada.")
                return 1
            }
        }
        do {
            try reiniciador.aplicar(cambian)
        } catch {
            consola.avisar(consola.rojo("✗ No he podido escribir: \(error.localizedDescription)"))
            return 1
        }
        cambian.forEach { consola.escribir(consola.verde("✓ ") + "Exercises/\($0.fichero): esqueleto de \(paso.id) restaurado") }
        avisarDeLoDeFuera(paso)
        return 0
    }

    /// Reiniciar solo toca las regiones: lo que quien aprende escribió fuera de ellas sigue ahí, y calificar lo descarta.
    private func avisarDeLoDeFuera(_ paso: Paso) {
        let fuera = ProblemaDeMarcas.en(paso.ficheros, generador: generador)
        guard !fuera.isEmpty else { return }
        consola.escribir(consola.amarillo("Ojo: ") + "reiniciar solo devuelve su esqueleto a las regiones, y fuera de ellas hay cambios tuyos:")
        fuera.flatMap(\.lineas).forEach { consola.escribir("  " + $0) }
    }
}
