import Foundation
@testable import HerramientaEjecucion

/// Lo grabado de verdad para las pruebas de la herramienta (Muestras/): flujos de eventos y registros de
/// `swift test` y `swift build`, y los esquemas de los informes (results-v3.schema.json, junit-10.xsd).
package enum Muestras {
    package static func url(_ nombre: String) throws -> URL {
        guard let recursos = Bundle.module.resourceURL else { throw CocoaError(.fileNoSuchFile) }
        return recursos.appending(path: "Muestras/\(nombre)")
    }
}

extension Muestras {
    /// Los errores de un registro grabado de `swift build` (Muestras/<nombre>.log), como los lee `comprobar`.
    package static func errores(_ nombre: String) throws -> ErroresDelCompilador {
        ErroresDelCompilador(lineas: EjecutorDePruebas.erroresDeCompilacion(en: try url("\(nombre).log")), raiz: "/ruta/del/kit")
    }
}
