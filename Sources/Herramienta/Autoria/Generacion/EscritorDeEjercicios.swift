import Foundation
import HerramientaNucleo

/// Lleva una generación al disco. Nunca pisa el trabajo de quien aprende sin permiso: una región
/// cuyo cuerpo no es el esqueleto nuevo solo se sobrescribe con `forzar`.
struct EscritorDeEjercicios {
    let carpeta: URL    // Exercises/

    struct Cambios: Equatable {
        var escritos: [String] = []
        var borrados: [String] = []
    }

    func trabajoEnRiesgo(_ generacion: Generacion) -> [TrabajoEnRiesgo] {
        var riesgos: [TrabajoEnRiesgo] = []
        for fichero in Arbol.ficheros(en: carpeta) {
            guard let datos = try? Data(contentsOf: carpeta.appending(path: fichero)),
                  datos != generacion.ficheros[fichero],
                  let lineas = Texto.lineas(datos) else { continue }
            let actual = LecturaDeEjercicio(lineas: lineas)
            if actual.regiones.isEmpty && actual.danos.isEmpty { continue }
            guard let nuevo = generacion.ficheros[fichero].flatMap(Texto.lineas) else {
                riesgos.append(.ficheroConRegiones(fichero: fichero))
                continue
            }
            guard actual.danos.isEmpty else {
                riesgos.append(.marcasDanadas(fichero: fichero))
                continue
            }
            let nuevas = LecturaDeEjercicio(lineas: nuevo).regiones
            for (orden, region) in actual.regiones.enumerated() {
                // La n-ésima región de un paso se empareja con la n-ésima del mismo paso.
                let vez = actual.regiones[..<orden].count { $0.paso == region.paso }
                let pareja = nuevas.filter { $0.paso == region.paso }.dropFirst(vez).first
                if pareja.map({ Array($0.cuerpo(en: nuevo)) }) != Array(region.cuerpo(en: lineas)) {
                    riesgos.append(.region(fichero: fichero, linea: region.inicio + 1, paso: region.paso))
                }
            }
        }
        return riesgos
    }

    /// Escribe solo lo que cambia, para no tocar fechas ni provocar recompilaciones.
    func escribir(_ generacion: Generacion) throws -> Cambios {
        let gestor = FileManager.default
        var cambios = Cambios()
        for (fichero, datos) in generacion.ficheros.sorted(by: { $0.key < $1.key }) {
            let url = carpeta.appending(path: fichero)
            guard (try? Data(contentsOf: url)) != datos else { continue }
            try gestor.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try datos.write(to: url, options: .atomic)
            cambios.escritos.append(fichero)
        }
        for fichero in Arbol.ficheros(en: carpeta) where generacion.ficheros[fichero] == nil {
            try gestor.removeItem(at: carpeta.appending(path: fichero))
            cambios.borrados.append(fichero)
        }
        Arbol.borrarCarpetasVacias(en: carpeta)
        return cambios
    }
}
