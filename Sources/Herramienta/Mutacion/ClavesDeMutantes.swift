import Foundation
import HerramientaNucleo

/// Con qué se enciende cada mutante: no con su número, sino con una clave que sale de un secreto de cada
/// árbol (`.build/marcador/mutantes/.secreto`, que se crea la primera vez). La ejecución con el código sin
/// tocar también lleva una clave, un señuelo que no enciende nada: unas pruebas que fallaran adrede al ver
/// MARCADOR_MUTANTE fallarían también con código correcto, y no se medirían. Quien lea el secreto de
/// `.build` puede saltárselo, como cualquier código dentro del proceso de las pruebas (docs/calificacion.md).
struct ClavesDeMutantes: Equatable, Sendable {
    let secreto: String

    static func ruta(raiz: URL) -> URL {
        raiz.appending(path: CopiaConMutantes.carpeta).appending(path: ".secreto")
    }

    /// El del árbol, o uno nuevo si aún no tiene o si se pide (`calificar` estrena uno cada vez; `comprobar`
    /// lo conserva, porque cambiarlo recompila los módulos con mutantes).
    static func delArbol(_ raiz: URL, nuevo: Bool = false) throws -> ClavesDeMutantes {
        let ruta = ruta(raiz: raiz)
        if !nuevo, let secreto = try? String(contentsOf: ruta, encoding: .utf8), !secreto.isEmpty {
            return ClavesDeMutantes(secreto: secreto)
        }
        let nuevo = ClavesDeMutantes(secreto: UUID().uuidString)
        try FileManager.default.createDirectory(at: ruta.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(nuevo.secreto.utf8).write(to: ruta)
        return nuevo
    }

    func clave(de mutante: Mutante) -> String {
        Self.resumen(secreto + ":" + mutante.modulo + ":\(mutante.numero)")
    }

    /// La sal de las huellas del interruptor (`Esquematizador.fuenteDelInterruptor`).
    var sal: String {
        Self.resumen(secreto + ":sal")
    }

    /// Una clave con la misma forma que las de los mutantes, que no es de ninguno.
    func senuelo() -> String {
        Self.resumen(secreto + ":señuelo:" + UUID().uuidString)
    }

    private static func resumen(_ texto: String) -> String {
        String(SHA256.hex(Data(texto.utf8)).prefix(24))
    }
}
