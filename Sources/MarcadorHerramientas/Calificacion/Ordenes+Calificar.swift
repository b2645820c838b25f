import Foundation

/// `marcador calificar`: la nota de la entrega, para CI. Sale con 0 si pasan todos los pasos, 1 si no.
extension Ordenes {
    func calificar(json: String?, junit: String?, limite: Duration, kit: URL?) throws(ErrorDeLaHerramienta) -> Int32 {
        let temporal = CarpetaDeTrabajo.base.appending(path: "marcador-calificar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporal) }
        let calificador = Calificador(entrega: raiz, kit: kit, temporal: temporal, limite: limite) { consola.avisar($0) }
        let informe = try calificador.calificar()
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            if let json { try ResultadosExercism(informe: informe).datos().write(to: URL(fileURLWithPath: json, relativeTo: directorio)) }
            if let junit { try Data(JUnit.xml(informe).utf8).write(to: URL(fileURLWithPath: junit, relativeTo: directorio)) }
        } catch {
            throw .entorno("No he podido escribir el informe: \(error.localizedDescription)")
        }
        let tabla = TablaDeCalificacion(informe: informe)
        consola.escribir(consola.negrita("Calificación de MarcadorKit"))
        consola.escribir("")
        tabla.lineas.forEach(consola.escribir)
        tabla.detalles.forEach(consola.escribir)
        if let error = informe.error { consola.escribir(consola.rojo("\n✗ No se puede calificar: el kit no compila.\n") + error) }
        return informe.codigoDeSalida
    }
}
