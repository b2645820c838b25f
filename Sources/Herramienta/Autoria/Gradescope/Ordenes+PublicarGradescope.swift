import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// `marcador publicar --gradescope FICHERO.zip [--leccion ID,…]`: el autograder de Gradescope, con este kit dentro.
extension Ordenes {
    func publicarGradescope(en destino: URL, seleccion: SeleccionDeLecciones) throws(ErrorDeLaHerramienta) -> Int32 {
        try seleccion.validar(en: catalogo)
        guard destino.pathExtension.lowercased() == "zip" else {
            throw .uso("--gradescope escribe un ZIP: el fichero tiene que acabar en .zip, p. ej. «publicar --gradescope autograder.zip».")
        }
        let paquete = PaqueteDeGradescope(kit: raiz, seleccion: seleccion, excluir: destino)
        let datos = try paquete.archivo().datos()
        do {
            try datos.write(to: destino, options: .atomic)
        } catch {
            throw .entorno("No he podido escribir \(destino.path): \(error.localizedDescription)")
        }
        let kit = paquete.ficherosDelKit().count
        let lecciones = seleccion.ids.isEmpty ? "todas las lecciones" : "las lecciones " + seleccion.ids.joined(separator: ", ")
        consola.escribir(consola.verde("✓ Autograder de Gradescope en \(destino.path): setup.sh, run_autograder y el kit (\(kit, "fichero"), sin .git ni .build); califica \(lecciones)."))
        consola.escribir("""
            Súbelo en Gradescope: la tarea de programación → Configure Autograder → Zip file upload (imagen base Ubuntu 22.04 o 24.04).
            Pruébalo aquí antes: docs/calificacion.md, «En Gradescope».
            """)
        return 0
    }
}
