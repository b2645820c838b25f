import Foundation
import HerramientaNucleo

/// Escribe la copia de cada módulo con mutantes en `.build/marcador/mutantes/<carpeta>`, de donde lo compila
/// Package.swift con `MARCADOR_MUTANTES=<módulo>,…`. Está dentro de `.build`: ni ensucia el repositorio ni
/// sale de él, y la borra un `swift package clean`. Solo reescribe los ficheros que cambian, para que la
/// siguiente compilación sea incremental.
struct CopiaConMutantes {
    static let carpeta = ".build/marcador/mutantes"

    let raiz: URL       // el árbol que se compila
    let origen: OrigenDelCodigo
    let claves: ClavesDeMutantes

    /// El valor de MARCADOR_MUTANTES para la siembra.
    static func modulos(de siembra: Siembra) -> String {
        siembra.modulos.map(\.nombre).joined(separator: ",")
    }

    /// Tras compilar, con claves de un solo uso (`calificar`): fuera el secreto y los interruptores, para
    /// que las pruebas de quien aprende no tengan nada que leer. La próxima vez se escriben de nuevo.
    func borrarLoQueDelataLasClaves(_ siembra: Siembra) {
        try? FileManager.default.removeItem(at: ClavesDeMutantes.ruta(raiz: raiz))
        for modulo in siembra.modulos {
            try? FileManager.default.removeItem(at: raiz.appending(path: Self.carpeta).appending(path: modulo.carpeta)
                .appending(path: Esquematizador.tipo + ".swift"))
        }
    }

    func escribir(_ siembra: Siembra) throws {
        let gestor = FileManager.default
        for modulo in siembra.modulos {
            let destino = raiz.appending(path: Self.carpeta).appending(path: modulo.carpeta)
            let fuente = origen.carpeta.appending(path: modulo.carpeta)
            var contenidos: [String: Data] = [:]
            for fichero in Arbol.ficheros(en: fuente) where fichero.hasSuffix(".swift")
                && !modulo.excluir.contains(where: { fichero.hasPrefix($0 + "/") }) {
                contenidos[fichero] = try Data(contentsOf: fuente.appending(path: fichero))
            }
            for fichero in siembra.ficheros where fichero.modulo == modulo {
                contenidos[fichero.ruta] = Data(fichero.esquema.texto.utf8)
            }
            let suyos = siembra.mutantes.values.joined().filter { $0.modulo == modulo.nombre }.sorted { $0.numero < $1.numero }
            contenidos[Esquematizador.tipo + ".swift"] = Data(Esquematizador.fuenteDelInterruptor(
                claves: suyos.map { (claves.clave(de: $0), $0.numero) }, sal: claves.sal).utf8)
            for (fichero, datos) in contenidos where (try? Data(contentsOf: destino.appending(path: fichero))) != datos {
                let url = destino.appending(path: fichero)
                try gestor.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try datos.write(to: url)
            }
            for fichero in Arbol.ficheros(en: destino) where contenidos[fichero] == nil {
                try gestor.removeItem(at: destino.appending(path: fichero))
            }
        }
    }
}
