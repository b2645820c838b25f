import Foundation
import HerramientaNucleo

/// El repositorio de quien aprende (el «release» de nbgrader), calculado a partir del kit sin tocar el
/// disco: Exercises/ con los esqueletos, Tests/, el código base, la herramienta y la guía de quien aprende.
/// Sin Solutions/ y sin nada que sea solo del instructor. Es determinista: solo depende de los ficheros del kit.
package struct Publicacion {
    /// Lo que se publica, aparte de Exercises/ y de los esqueletos, que se generan. Todo lo demás del kit
    /// es solo del instructor (Solutions/, .ci/, su README, docs/instructores.md, arquitectura.md,
    /// calificacion.md, benchmarks/…), también lo que se añada en el futuro: se publica solo lo que está aquí.
    static let carpetas = ["Sources", "Tests"]
    static let ficherosSueltos = ["Package.swift", ".gitignore", "docs/aprendices.md", "docs/ejemplos.md", "docs/servidor-local.py"]
    /// Kit → publicación: el README de quien aprende y su flujo de Actions (solo la herramienta de quien aprende,
    /// sin secretos ni otro repositorio: da avisos, no la nota), ya en su sitio.
    static let renombrados = [
        (kit: "docs/publicacion/README.md", publicacion: "README.md"),
        (kit: "docs/publicacion/comprobar.yml", publicacion: ".github/workflows/comprobar.yml"),
    ]
    /// Dentro de `carpetas`, lo que es solo del kit: los módulos de la herramienta que quien aprende no usa
    /// (Package.swift los declara en un bloque «SOLO EN EL KIT»), las pruebas de la herramienta (leen
    /// Solutions/ y la documentación del instructor) y el manifiesto, la huella de la propia publicación.
    static let soloDelKit = ["Publicacion", "Autoria", "Calificacion", "Clase"].map { "Sources/Herramienta/\($0)/" }
        + ["Tests/Herramienta/", Manifiesto.ruta]

    package struct Fichero: Equatable, Sendable {
        package let datos: Data
        var ejecutable = false
    }

    package let ficheros: [String: Fichero]     // ruta relativa → contenido
    package let generacion: Generacion          // la de Exercises/, con las regiones de Solutions/

    package init(kit: URL, catalogo: Catalogo) throws(ErrorDeLaHerramienta) {
        var ficheros: [String: Fichero] = [:]
        let generacion: Generacion
        do {
            generacion = try Generador(raiz: kit, catalogo: catalogo).generacion()
        } catch {
            throw .entorno("Solutions/ tiene regiones mal formadas:\n" + error.errores.map { "  \($0)" }.joined(separator: "\n"))
        }
        for (fichero, datos) in generacion.ficheros { ficheros["Exercises/" + fichero] = Fichero(datos: datos) }
        ficheros[Esqueletos.ruta] = Fichero(datos: Esqueletos(generacion).datos())

        var copiados = Self.carpetas.flatMap { carpeta in
            Arbol.ficheros(en: kit.appending(path: carpeta)).map { (carpeta + "/" + $0, carpeta + "/" + $0) }
        }.filter { ruta, _ in !Self.soloDelKit.contains { ruta == $0 || ($0.hasSuffix("/") && ruta.hasPrefix($0)) } }
        copiados += Self.ficherosSueltos.map { ($0, $0) } + Self.renombrados.map { ($0.kit, $0.publicacion) }
        for (origen, destino) in copiados {
            let url = kit.appending(path: origen)
            guard let datos = ContenidoDeUnArbol.leerSinSeguirEnlaces(url.path) else {
                // Un fichero suelto que falta no se publica; Package.swift, en cambio, no puede faltar.
                if origen == "Package.swift" { throw .entorno("No puedo leer Package.swift del kit en \(kit.path).") }
                continue
            }
            ficheros[destino] = Fichero(datos: try Self.sinBloquesDelKit(datos, ruta: destino), ejecutable: Self.esEjecutable(url))
        }
        self.ficheros = ficheros
        self.generacion = generacion
    }

    private static func sinBloquesDelKit(_ datos: Data, ruta: String) throws(ErrorDeLaHerramienta) -> Data {
        guard BloquesDelKit.sintaxis(de: ruta) != nil, let lineas = Texto.lineas(datos) else { return datos }
        return Texto.datos(try BloquesDelKit.quitar(lineas, ruta: ruta))
    }

    private static func esEjecutable(_ url: URL) -> Bool {
        let permisos = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int ?? 0
        return permisos & 0o100 != 0
    }

    /// Escribe la publicación en `destino`, que no puede existir o tiene que estar vacío. Se escribe en una
    /// carpeta al lado y se renombra al final: si algo falla, `destino` queda como estaba.
    package func escribir(en destino: URL) throws(ErrorDeLaHerramienta) {
        let gestor = FileManager.default
        var esCarpeta: ObjCBool = false
        let existe = gestor.fileExists(atPath: destino.path, isDirectory: &esCarpeta)
        if existe, !esCarpeta.boolValue || (try? gestor.contentsOfDirectory(atPath: destino.path))?.isEmpty != true {
            throw .entorno("\(destino.path) ya existe y no es una carpeta vacía: publico solo en una carpeta nueva o vacía, para no pisar nada.")
        }
        let provisional = destino.deletingLastPathComponent().appending(path: ".\(destino.lastPathComponent)-\(UUID().uuidString)")
        do {
            for (ruta, fichero) in ficheros.sorted(by: { $0.key < $1.key }) {
                let url = provisional.appending(path: ruta)
                try gestor.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fichero.datos.write(to: url)
                try gestor.setAttributes([.posixPermissions: fichero.ejecutable ? 0o755 : 0o644], ofItemAtPath: url.path)
            }
            if existe { try gestor.removeItem(at: destino) }    // vacía: se comprobó arriba
            try gestor.moveItem(at: provisional, to: destino)
        } catch {
            try? gestor.removeItem(at: provisional)
            throw .entorno("No he podido escribir la publicación en \(destino.path): \(error.localizedDescription)")
        }
    }
}
