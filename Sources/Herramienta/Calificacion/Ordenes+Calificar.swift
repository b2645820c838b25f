import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// `marcador calificar`: la nota de la entrega, para CI. Sale con 0 si ha calificado, pase o no, como pide
/// Exercism; con `ci`, con 1 si algo no pasa.
extension Ordenes {
    func calificar(json: String?, junit: String?, limite: Duration, kit: URL?, ci: Bool) throws(ErrorDeLaHerramienta) -> Int32 {
        // En disco, como todo lo que puede crecer (los registros): /dev/shm puede ser de 64 MB.
        let temporal = CarpetaDeTrabajo.disco.appending(path: "marcador-calificar-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: temporal, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer {
            Contencion.activa?.barrer()     // nadie que pueda seguir escribiendo en ella
            try? FileManager.default.removeItem(at: temporal)
        }
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let salidas = [json, junit].map { $0.map { URL(fileURLWithPath: $0, relativeTo: directorio).standardizedFileURL } }
        // Antes de calificar, que tarda: un informe que no se podrá escribir se dice ya.
        for case let salida? in salidas { try Self.comprobarQueSePuedeEscribir(salida) }
        let calificador = Calificador(entrega: raiz, kit: kit, temporal: temporal, limite: limite) { consola.avisar($0) }
        var informe = try calificador.calificar()
        // Los informes, solo cuando ya no queda ningún proceso de la entrega que pueda reescribirlos; si queda
        // alguno que no se deja matar, sin nota.
        if let vivos = Contencion.activa?.vivosTrasBarrer(), !vivos.isEmpty {
            informe = informe.sinNota(porque: "siguen vivos procesos de la entrega que no he podido matar (PID "
                + vivos.map(String.init).joined(separator: ", ") + "), y podrían reescribir los informes")
        }
        TablaDeCalificacion(informe: informe).salida(consola).forEach(consola.escribir)
        // Todos preparados antes de escribir ninguno, y cada uno de una vez (.atomic): ninguno a medias.
        var datos: [(URL, Data)] = []
        do {
            if let json = salidas[0] { datos.append((json, try ResultadosExercism(informe: informe).datos())) }
            if let junit = salidas[1] { datos.append((junit, Data(JUnit.xml(informe).utf8))) }
        } catch {
            throw .entorno("No he podido preparar los informes: \(error.localizedDescription)")
        }
        for (salida, contenido) in datos {
            do {
                try contenido.write(to: salida, options: .atomic)
            } catch {
                throw .entorno("No he podido escribir el informe en \(salida.path): \(error.localizedDescription)")
            }
        }
        return informe.codigoDeSalida(ci: ci)
    }

    /// La carpeta existe y se puede escribir en ella, y el informe no es una carpeta.
    package static func comprobarQueSePuedeEscribir(_ salida: URL) throws(ErrorDeLaHerramienta) {
        var esCarpeta: ObjCBool = false
        if FileManager.default.fileExists(atPath: salida.path, isDirectory: &esCarpeta), esCarpeta.boolValue {
            throw .entorno("\(salida.path) es una carpeta: el informe tiene que ser un fichero, p. ej. \(salida.path)/resultados.json.")
        }
        let carpeta = salida.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: carpeta, isDirectory: &esCarpeta), esCarpeta.boolValue else {
            throw .entorno("No puedo escribir el informe en \(salida.path): la carpeta \(carpeta) no existe.")
        }
        guard access(carpeta, W_OK) == 0 else {
            throw .entorno("No puedo escribir el informe en \(salida.path): no tengo permiso para escribir en \(carpeta).")
        }
    }
}
