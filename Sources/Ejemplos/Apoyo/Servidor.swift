import Foundation

/// De dónde sacan los datos los ejemplos de red (`album`, `tareas`).
///
/// Con `MARCADOR_SERVIDOR=http://127.0.0.1:8000 swift run album` se usa un servidor local, para
/// una clase sin internet (docs/ejemplos.md); sin esa variable, el JSONPlaceholder de la lección.
package enum Servidor {
    package static let variable = "MARCADOR_SERVIDOR"
    package static let predeterminado = "https://jsonplaceholder.typicode.com"

    /// La dirección base, sin `/` al final: el ejemplo le cuelga `/albums/1`.
    package static func base(entorno: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var base = entorno[variable] ?? ""
        while base.hasSuffix("/") { base.removeLast() }
        return base.isEmpty ? predeterminado : base
    }
}
