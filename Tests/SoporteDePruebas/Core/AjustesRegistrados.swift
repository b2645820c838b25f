import Foundation

/// Un ajuste de `UserDefaults` que solo existe mientras dura un trozo de prueba, como los que iOS
/// rellena con los argumentos de lanzamiento (`-cicloDelCronometro YES` llega como el texto "YES").
///
///     let encendido = AjustesRegistrados.con("cicloDelCronometro", "YES") { Configuracion.cicloDelCronometro }
///
/// Usa `register(defaults:)`, que vive en memoria; nunca `set`, que escribe en disco. En Linux ese
/// registro es un diccionario global sin cerrojo del que no se puede quitar una clave. Por eso:
/// - todo pasa en el actor principal y sin suspensiones: dos pruebas nunca lo tocan a la vez;
/// - al terminar se vuelve a registrar el valor de antes o, si no había, "", que `integer(forKey:)`
///   lee como 0 y `bool(forKey:)` como false, lo mismo que una clave ausente.
@MainActor
package enum AjustesRegistrados {
    package static func con<T>(_ clave: String, _ valor: Any, _ cuerpo: () throws -> T) rethrows -> T {
        let anterior = UserDefaults.standard.object(forKey: clave) ?? ""
        UserDefaults.standard.register(defaults: [clave: valor])
        defer { UserDefaults.standard.register(defaults: [clave: anterior]) }
        return try cuerpo()
    }
}
