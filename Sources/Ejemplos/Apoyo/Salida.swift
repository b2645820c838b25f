import Synchronization

/// Adónde va lo que imprimen los ejemplos: a la terminal (`swift run album`) o, dentro de
/// `Salida.capturar { … }`, a un texto que la prueba compara con lo que enseña la lección.
///
/// Es un valor de la TAREA (`@TaskLocal`), no una variable global: las pruebas corren en paralelo
/// en un solo proceso, y así cada una solo ve lo que imprime su propio ejemplo.
package enum Salida {
    @TaskLocal static var captura: Captura?

    /// Ejecuta `cuerpo` y devuelve, tal cual, todo lo que imprimió con `print`.
    package static func capturar(
        isolation: isolated (any Actor)? = #isolation,
        _ cuerpo: () async throws -> Void
    ) async rethrows -> String {
        let captura = Captura()
        try await $captura.withValue(captura, operation: cuerpo, isolation: isolation)
        return captura.texto.withLock { $0 }
    }

    final class Captura: Sendable {
        let texto = Mutex("")
    }
}

/// El `print` de los ejemplos. Los módulos que importan éste lo usan en vez del de Swift (una
/// declaración de un módulo importado tapa a la de la biblioteca estándar), así que el código de
/// la lección sigue diciendo `print(…)`, sin cambios, y aun así la prueba puede leer lo impreso.
///
/// Da el mismo texto que `Swift.print`: cada valor como lo escribiría él, unidos con `separator`.
package func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    var linea = ""
    for (posicion, item) in items.enumerated() {
        if posicion > 0 { linea += separator }
        Swift.print(item, terminator: "", to: &linea)
    }
    linea += terminator
    if let captura = Salida.captura {
        captura.texto.withLock { $0 += linea }
    } else {
        Swift.print(linea, terminator: "")
    }
}
