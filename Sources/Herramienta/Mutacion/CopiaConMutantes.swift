import Foundation
import HerramientaNucleo

/// Escribe la copia de cada módulo con mutantes en `.build/marcador/mutantes/<módulo>`, de donde lo compila
/// Package.swift con `MARCADOR_MUTANTES=<módulo>,…`. Está dentro de `.build`: ni ensucia el repositorio ni
/// sale de él, y la borra un `swift package clean`. Solo reescribe los ficheros que cambian, para que la
/// siguiente compilación sea incremental.
///
/// Con `calificar` la copia es código del kit de confianza (la solución, que no se enseña): se borra al acabar
/// la medición (`borrar`). Se apunta la huella y la fecha de cada fichero, y
/// la próxima vez el que vuelve igual recupera su fecha: para SwiftPM no ha cambiado y no recompila nada.
package struct CopiaConMutantes {
    package static let carpeta = ".build/marcador/mutantes"
    /// Huella y fecha de lo que había en la copia antes de borrarla; no lleva código.
    static let fechas = ".build/marcador/mutantes-fechas.json"

    let raiz: URL       // el árbol que se compila
    let origen: OrigenDelCodigo

    /// El valor de MARCADOR_MUTANTES: los módulos con mutantes y los que se copian enteros.
    static func modulos(de siembra: Siembra, enteros: [ModuloDeLaApp] = []) -> String {
        todos(siembra, enteros).map(\.nombre).joined(separator: ",")
    }

    private static func todos(_ siembra: Siembra, _ enteros: [ModuloDeLaApp]) -> [ModuloDeLaApp] {
        siembra.modulos + enteros.filter { !siembra.modulos.contains($0) }
    }

    /// - Parameter enteros: módulos que se copian tal cual del origen, sin mutantes (con `calificar --kit`,
    ///   toda la app sale de la solución del kit: lo que se mide no depende del resto de la entrega).
    func escribir(_ siembra: Siembra, enteros: [ModuloDeLaApp] = []) throws {
        let gestor = FileManager.default
        let anteriores = FechasDeLaCopia.leer(raiz.appending(path: Self.fechas))
        for modulo in Self.todos(siembra, enteros) {
            let destino = raiz.appending(path: Self.carpeta).appending(path: modulo.nombre)
            let fuente = origen.carpeta.appending(path: modulo.carpeta)
            var contenidos: [String: Data] = [:]
            for fichero in Arbol.ficheros(en: fuente) where fichero.hasSuffix(".swift")
                && !modulo.excluir.contains(where: { fichero.hasPrefix($0 + "/") }) {
                contenidos[fichero] = try Data(contentsOf: fuente.appending(path: fichero))
            }
            if siembra.modulos.contains(modulo) {
                for fichero in siembra.ficheros where fichero.modulo == modulo {
                    contenidos[fichero.ruta] = Data(fichero.esquema.texto.utf8)
                }
                contenidos[Esquematizador.tipo + ".swift"] = Data(Esquematizador.fuenteDelInterruptor().utf8)
            }
            for (fichero, datos) in contenidos where (try? Data(contentsOf: destino.appending(path: fichero))) != datos {
                let url = destino.appending(path: fichero)
                try gestor.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try datos.write(to: url)
                anteriores.devolverFecha(a: url, ruta: modulo.nombre + "/" + fichero, si: datos)
            }
            for fichero in Arbol.ficheros(en: destino) where contenidos[fichero] == nil {
                try gestor.removeItem(at: destino.appending(path: fichero))
            }
        }
    }

    /// Borra la copia entera, apuntando antes la huella y la fecha de cada fichero.
    func borrar() {
        let copia = raiz.appending(path: Self.carpeta)
        let fechas = FechasDeLaCopia(de: copia)
        try? fechas.escribir(en: raiz.appending(path: Self.fechas))
        try? FileManager.default.removeItem(at: copia)
    }
}
