import Foundation

/// Lo que hay en una carpeta (una entrega, un kit), leído sin seguir ningún enlace simbólico: los ficheros
/// normales con su contenido y, aparte, lo que no se lee nunca: los enlaces (a un fichero, a una carpeta,
/// rotos), lo que no es ni fichero ni carpeta (una FIFO, un socket) y los ficheros demasiado grandes.
/// Los ocultos cuentan como los demás: `Tests/.Trampa.swift` es un fichero más.
package struct ContenidoDeUnArbol: Sendable {
    /// En la raíz, lo que es de la máquina de cada cual y no del repositorio: la compilación, git y el
    /// progreso de quien aprende. Nada de eso llega nunca al árbol que se califica.
    static let ignoradas: Set<String> = [".build", ".git", ".marcador"]

    /// Un fichero mayor no se lee: nada del kit se le acerca (el mayor, unos 300 KB), y leer muchos
    /// costaría memoria y tiempo.
    static let tamanoMaximo = 1 << 20

    package private(set) var ficheros: [String: Data] = [:]     // ruta relativa → bytes
    private(set) var enlaces: [String] = []
    private(set) var especiales: [String] = []
    private(set) var demasiadoGrandes: [String] = []

    /// - Parameter ignoradas: rutas relativas que no se recorren (por defecto, las de la máquina de cada cual).
    static func leer(raiz: URL, ignorando ignoradas: Set<String> = ignoradas) -> ContenidoDeUnArbol {
        var contenido = ContenidoDeUnArbol()
        contenido.recorrer(raiz.path, prefijo: "", ignoradas: ignoradas)
        return contenido
    }

    /// Una entrega: sin lo de la máquina de cada cual y sin el kit de confianza, si está dentro (el flujo de
    /// Actions lo clona en `.kit`, dentro de la entrega).
    package static func leer(entrega: URL, kit: URL) -> ContenidoDeUnArbol {
        let raiz = entrega.standardizedFileURL.path + "/"
        let delKit = kit.standardizedFileURL.path
        return leer(raiz: entrega, ignorando: ignoradas.union(delKit.hasPrefix(raiz) ? [String(delKit.dropFirst(raiz.count))] : []))
    }

    private mutating func recorrer(_ carpeta: String, prefijo: String, ignoradas: Set<String>) {
        let nombres = ((try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []).sorted()
        for nombre in nombres where !ignoradas.contains(prefijo + nombre) {
            let ruta = prefijo + nombre
            let camino = carpeta + "/" + nombre
            switch Self.tipo(camino) {
            case .carpeta: recorrer(camino, prefijo: ruta + "/", ignoradas: ignoradas)
            case .enlace: enlaces.append(ruta)
            case .fichero(let tamano) where tamano > Self.tamanoMaximo: demasiadoGrandes.append(ruta)
            case .fichero:
                if let datos = Self.leerSinSeguirEnlaces(camino) { ficheros[ruta] = datos } else { especiales.append(ruta) }
            case .otro: especiales.append(ruta)
            }
        }
    }

    private enum Tipo {
        case carpeta, enlace, fichero(Int), otro
    }

    /// Con `lstat`: de un enlace dice que es un enlace, no lo que hay al otro lado.
    private static func tipo(_ camino: String) -> Tipo {
        var estado = stat()
        guard lstat(camino, &estado) == 0 else { return .otro }
        switch estado.st_mode & S_IFMT {
        case S_IFDIR: return .carpeta
        case S_IFLNK: return .enlace
        case S_IFREG: return .fichero(Int(estado.st_size))
        default: return .otro
        }
    }

    /// Abre con O_NOFOLLOW (si entre el `lstat` y aquí alguien puso un enlace, falla) y sin bloquearse
    /// (si alguien puso una FIFO), y comprueba que lo abierto es un fichero normal.
    package static func leerSinSeguirEnlaces(_ camino: String) -> Data? {
        let descriptor = open(camino, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var estado = stat()
        guard fstat(descriptor, &estado) == 0, estado.st_mode & S_IFMT == S_IFREG else { return nil }
        var datos = Data()
        var bloque = [UInt8](repeating: 0, count: 1 << 16)
        while datos.count <= tamanoMaximo {
            let leidos = bloque.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard leidos > 0 else { return leidos == 0 ? datos : nil }
            datos.append(contentsOf: bloque[0..<leidos])
        }
        return nil
    }
}
