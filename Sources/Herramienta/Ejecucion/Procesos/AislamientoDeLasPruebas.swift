import Foundation

/// Dónde corre el proceso de unas pruebas que ejecutan código de otro: `calificar` lo mete en un aislamiento
/// del sistema (ver AislamientoDeLinux, en HerramientaCalificacion). Sin él (`comprobar`, `verificar`, macOS)
/// se lanza tal cual.
package protocol AislamientoDeLasPruebas: Sendable {
    /// La orden que lanza `ejecutable` con sus argumentos dentro del aislamiento.
    func envolver(_ ejecutable: URL, _ argumentos: [String]) -> (URL, [String])
}
