import Foundation
import HerramientaNucleo
import Synchronization

/// Lee el results.json de cada entrega: una carpeta por alumno (con `resultados.json`, el que escribe el
/// flujo de GitHub Classroom, o `results.json`) o el propio fichero. El alumno es el nombre de su carpeta.
/// Nada de lo que traiga un fichero lo para: lo que falla se apunta como problema y sigue con el siguiente.
struct LectorDeEntregas {
    static let nombres = ["resultados.json", "results.json"]
    /// Uno de verdad pesa unos cientos de KB; uno mayor no se lee.
    static let tamanoMaximo = 16 << 20

    let directorio: URL
    var tamanoMaximo = Self.tamanoMaximo

    func leer(_ rutas: [String]) -> (entregas: [EntregaDeClase], problemas: [ProblemaDeEntrega]) {
        let alumnos = Self.alumnos(rutas, directorio: directorio)
        // En paralelo: decodificar es casi todo el tiempo, y cada fichero va por su cuenta.
        let guardadas = Mutex([Result<EntregaDeClase, ProblemaDeEntrega>?](repeating: nil, count: rutas.count))
        DispatchQueue.concurrentPerform(iterations: rutas.count) { indice in
            let leida = leer(rutas[indice], alumno: alumnos[indice])
            guardadas.withLock { $0[indice] = leida }
        }
        let leidas = guardadas.withLock { $0 }
        var entregas: [EntregaDeClase] = []
        var problemas: [ProblemaDeEntrega] = []
        for (ruta, leida) in zip(rutas, leidas) {
            switch leida ?? .failure(.init(fichero: ruta, motivo: "no se puede leer", seLeyo: false)) {
            case let .success(entrega):
                entregas.append(entrega)
                if entrega.descartadas > 0 {
                    problemas.append(.init(fichero: ruta, motivo: "\(entrega.descartadas, "entrada") no se "
                        + "\(concuerda: entrega.descartadas, "entiende y se ha saltado", "entienden y se han saltado"); el resto sí se ha leído", seLeyo: true))
                }
            case let .failure(problema):
                problemas.append(problema)
            }
        }
        return (entregas, problemas)
    }

    /// El nombre de la carpeta de cada ruta (la de un fichero, la que lo contiene); si dos se llaman igual
    /// (`a/ana`, `b/ana`), la ruta entera.
    static func alumnos(_ rutas: [String], directorio: URL) -> [String] {
        let nombres = rutas.map { ruta in
            let url = absoluta(ruta, directorio: directorio)
            guard case .fichero = tipo(url) else { return url.lastPathComponent }
            return url.deletingLastPathComponent().lastPathComponent
        }
        let repetidos = Dictionary(nombres.map { ($0, 1) }, uniquingKeysWith: +).filter { $0.value > 1 }
        return zip(rutas, nombres).map { ruta, nombre in repetidos[nombre] == nil ? nombre : ruta }
    }

    /// Una ruta de la línea de órdenes, relativa a la carpeta desde la que se llamó.
    static func absoluta(_ ruta: String, directorio: URL) -> URL {
        (ruta.hasPrefix("/") ? URL(fileURLWithPath: ruta) : directorio.appending(path: ruta)).standardizedFileURL
    }

    private enum Tipo {
        case carpeta, fichero(Int), otro, noExiste
    }

    /// Con `stat`: sigue los enlaces (las entregas son del propio instructor, descargadas por él).
    private static func tipo(_ url: URL) -> Tipo {
        var estado = stat()
        guard stat(url.path, &estado) == 0 else { return .noExiste }
        switch estado.st_mode & S_IFMT {
        case S_IFDIR: return .carpeta
        case S_IFREG: return .fichero(Int(estado.st_size))
        default: return .otro
        }
    }

    private func leer(_ ruta: String, alumno: String) -> Result<EntregaDeClase, ProblemaDeEntrega> {
        func problema(_ fichero: String, _ motivo: String) -> Result<EntregaDeClase, ProblemaDeEntrega> {
            .failure(.init(fichero: fichero, motivo: motivo, seLeyo: false))
        }
        var url = Self.absoluta(ruta, directorio: directorio)
        var fichero = ruta
        var tipo = Self.tipo(url)
        if case .carpeta = tipo {
            guard let nombre = Self.nombres.first(where: { nombre in
                if case .noExiste = Self.tipo(url.appending(path: nombre)) { return false }
                return true
            }) else {
                return problema(ruta, "falta el informe: no hay \(Self.nombres.joined(separator: " ni ")) en esa carpeta")
            }
            url = url.appending(path: nombre)
            fichero = (ruta.hasSuffix("/") ? ruta : ruta + "/") + nombre
            tipo = Self.tipo(url)
        }
        let tamano: Int
        switch tipo {
        case .noExiste: return problema(fichero, "no existe")
        case .carpeta, .otro: return problema(fichero, "no es un fichero normal")
        case let .fichero(bytes): tamano = bytes
        }
        guard tamano > 0 else { return problema(fichero, "está vacío") }
        guard tamano <= tamanoMaximo else {
            return problema(fichero, "pesa \(tamano) bytes, más del máximo (\(tamanoMaximo)): no se lee")
        }
        guard let datos = try? Data(contentsOf: url) else { return problema(fichero, "no se puede leer") }
        let resultados: ResultadosLeidos
        do {
            resultados = try JSONDecoder().decode(ResultadosLeidos.self, from: datos)
        } catch DecodingError.typeMismatch {
            return problema(fichero, "no es un results.json: lo de fuera no es un objeto JSON")
        } catch {
            return problema(fichero, "no es JSON válido")
        }
        guard resultados.esDeCalificar else {
            return problema(fichero, "no es un results.json de calificar: no tiene «tests» ni «lecciones»")
        }
        return .success(EntregaDeClase(alumno: alumno, resultados: resultados))
    }
}
