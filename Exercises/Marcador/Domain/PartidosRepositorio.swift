import Torneo

// EL REPOSITORIO de los partidos: la puerta por la que se leen y se guardan, sin saber dónde viven.
// `AnyObject`: lo cumplen clases, y quien lo tiene ve los cambios que otro guarde en la misma instancia.
package protocol PartidosRepositorio: AnyObject {
    func partidos() -> [Partido]
    func partido(id: Int) -> Partido?
    func guardar(_ partido: Partido)
}
