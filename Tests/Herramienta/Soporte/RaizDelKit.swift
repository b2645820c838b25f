import Foundation

/// El repositorio del kit del que salen las pruebas: lo leen las que miran el catálogo, las guías o los
/// mutantes de verdad. Solo se lee: las pruebas escriben en su carpeta temporal.
package enum RaizDelKit {
    package static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
