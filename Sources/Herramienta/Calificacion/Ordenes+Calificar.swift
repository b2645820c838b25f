import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import HerramientaPublicacion

/// `marcador calificar`: la nota de la entrega, para CI. Sale con 0 si ha calificado, pase o no, como pide
/// Exercism; con `ci`, con 1 si algo no pasa.
extension Ordenes {
    func calificar(
        json: String?, junit: String?, gradescope: String? = nil, limite: Duration, kit: URL?, ci: Bool,
        seleccion: SeleccionDeLecciones = .todas
    ) throws(ErrorDeLaHerramienta) -> Int32 {
        try seleccion.validar(en: catalogo)
        // Los registros y los flujos de eventos, dentro del árbol que se compila (la copia, con --kit): en el
        // aislamiento es lo único fuera de su /tmp en lo que pueden escribir las pruebas de la entrega.
        let arbol = kit.map(Calificador.copia(de:)) ?? raiz
        let temporal = arbol.appending(path: ".build/marcador/calificar-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: temporal, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: temporal) }
        let (aislamiento, porque) = AislamientoDeLinux.siSePuede(soloLectura: kit ?? raiz, escribible: temporal,
                                                                 ocultas: [(kit ?? raiz).appending(path: "Solutions")])
        if let porque {
            consola.avisar("Sin aislamiento (\(porque)): las pruebas de la entrega corren como calificar; ver docs/calificacion.md.")
        }
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let salidas = [json, junit, gradescope].map { $0.map { URL(fileURLWithPath: $0, relativeTo: directorio).standardizedFileURL } }
        // Antes de calificar, que tarda: un informe que no se podrá escribir se dice ya.
        for case let salida? in salidas { try Self.comprobarQueSePuedeEscribir(salida) }
        let calificador = Calificador(entrega: raiz, kit: kit, temporal: temporal, limite: limite, aislamiento: aislamiento,
                                      seleccion: seleccion) { consola.avisar($0) }
        let informe = try calificador.calificar()
        TablaDeCalificacion(informe: informe).salida(consola).forEach(consola.escribir)
        // Todos preparados antes de escribir ninguno: ninguno a medias.
        var datos: [(URL, Data)] = []
        do {
            if let json = salidas[0] { datos.append((json, try ResultadosExercism(informe: informe).datos())) }
            if let junit = salidas[1] { datos.append((junit, Data(JUnit.xml(informe).utf8))) }
            if let gradescope = salidas[2] { datos.append((gradescope, try ResultadosGradescope(informe: informe).datos())) }
        } catch {
            throw .entorno("No he podido preparar los informes: \(error.localizedDescription)")
        }
        for (salida, contenido) in datos {
            do {
                try Self.escribir(contenido, en: salida)
            } catch {
                throw .entorno("No he podido escribir el informe en \(salida.path): \(error.localizedDescription)")
            }
        }
        return informe.codigoDeSalida(ci: ci)
    }

    /// Un informe nuevo o sobre un fichero normal, de una vez (.atomic); en una FIFO o un dispositivo (/dev/null,
    /// /dev/stdout), dentro, sin cambiarlo por un fichero: como root, reemplazar /dev/null rompía la máquina.
    static func escribir(_ datos: Data, en salida: URL) throws {
        guard let valores = try? salida.resourceValues(forKeys: [.isRegularFileKey]), valores.isRegularFile == false else {
            try datos.write(to: salida, options: .atomic)
            return
        }
        let manejador = try FileHandle(forWritingTo: salida)
        defer { try? manejador.close() }
        try manejador.write(contentsOf: datos)
    }

    /// La carpeta existe y se puede escribir en ella, y el informe no es una carpeta.
    package static func comprobarQueSePuedeEscribir(_ salida: URL) throws(ErrorDeLaHerramienta) {
        var esCarpeta: ObjCBool = false
        if FileManager.default.fileExists(atPath: salida.path, isDirectory: &esCarpeta), esCarpeta.boolValue {
            throw .entorno("\(salida.path) es una carpeta: el informe tiene que ser un fichero, p. ej. \(salida.path)/resultados.json.")
        }
        // Una FIFO o un dispositivo se escribe por dentro: basta con poder escribir en él.
        if (try? salida.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == false {
            guard access(salida.path, W_OK) == 0 else { throw .entorno("No puedo escribir el informe en \(salida.path): no tengo permiso.") }
            return
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
