import Foundation

/// Quien no deja a ningún proceso escapar de una ejecución: la contención de `calificar` (ver Contencion, en
/// HerramientaCalificacion). Sabe de cada hijo que se lanza y que se espera, vacía su grupo al acabar y, tras
/// las pruebas, recoge lo que haya quedado. Sin vigilante (`comprobar`, `verificar`) cada proceso se espera y
/// nada más: un Ctrl-C en el terminal les llega a todos.
package protocol VigilanteDeProcesos: Sendable {
    /// Un hijo que `ProcesoHijo` lanza en su propio grupo y esperará él mismo.
    func lanzado(_ pid: pid_t)
    /// Ya esperado: mata lo que quede en su grupo y espera a que no quede nadie.
    func esperado(_ pid: pid_t)
    /// Tras unas pruebas: mata y recoge a todos los descendientes que queden.
    func barrer()
}
