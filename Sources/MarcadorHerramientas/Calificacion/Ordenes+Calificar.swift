import Foundation

/// `marcador calificar`: la nota de la entrega, para CI. Sale con 0 si ha calificado, pase o no, como pide
/// Exercism; con `ci`, con 1 si algo no pasa.
extension Ordenes {
    func calificar(json: String?, junit: String?, classroom: String?, limite: Duration, kit: URL?, ci: Bool) throws(ErrorDeLaHerramienta) -> Int32 {
        // En disco, como todo lo que puede crecer (los registros): /dev/shm puede ser de 64 MB.
        let temporal = CarpetaDeTrabajo.disco.appending(path: "marcador-calificar-\(UUID().uuidString)")
        defer {
            Contencion.barrer()     // nadie que pueda seguir escribiendo en ella
            try? FileManager.default.removeItem(at: temporal)
        }
        let calificador = Calificador(entrega: raiz, kit: kit, temporal: temporal, limite: limite) { consola.avisar($0) }
        let informe = try calificador.calificar()
        // Los informes, solo cuando ya no queda ningún proceso de la entrega que pueda reescribirlos.
        Contencion.barrer()
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            if let json { try ResultadosExercism(informe: informe).datos().write(to: URL(fileURLWithPath: json, relativeTo: directorio)) }
            if let junit { try Data(JUnit.xml(informe).utf8).write(to: URL(fileURLWithPath: junit, relativeTo: directorio)) }
            if let classroom { try ResultadosClassroom(informe: informe).datos().write(to: URL(fileURLWithPath: classroom, relativeTo: directorio)) }
        } catch {
            throw .entorno("No he podido escribir el informe: \(error.localizedDescription)")
        }
        let tabla = TablaDeCalificacion(informe: informe)
        consola.escribir(consola.negrita("Calificación de MarcadorKit"))
        consola.escribir("")
        tabla.lineas.forEach(consola.escribir)
        tabla.detalles.forEach(consola.escribir)
        if let error = informe.error { consola.escribir(consola.rojo("\n✗ No se puede calificar: el kit no compila.\n") + error) }
        for manipulacion in informe.manipulaciones {
            consola.escribir(consola.rojo("\n✗ El flujo de eventos no cuadra, como si se hubiera manipulado: ") + manipulacion.descripcion)
        }
        return informe.codigoDeSalida(ci: ci)
    }
}
