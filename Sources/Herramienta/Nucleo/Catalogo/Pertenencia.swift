/// De quién es una prueba según el catálogo: de un paso, del código base o de nadie.
package enum Pertenencia: Equatable, Sendable {
    case paso(String)
    case base
    case sinClasificar
}
