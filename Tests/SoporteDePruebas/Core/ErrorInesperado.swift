import Foundation

/// Un error que no es de red, con un texto conocido: para ver adónde va «cualquier otro error»
/// sin depender de cómo redacta Foundation los suyos (cambia entre Linux y macOS).
package struct ErrorInesperado: LocalizedError, Equatable {
    package let texto: String

    package init(_ texto: String) {
        self.texto = texto
    }

    package var errorDescription: String? { texto }
}
