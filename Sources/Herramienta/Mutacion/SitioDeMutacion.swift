/// Dónde se aplica un operador en un fichero, en bytes UTF-8 del texto original.
enum SitioDeMutacion: Equatable, Sendable {
    case expresion(inicio: Int, fin: Int)       // se envuelve
    case cuerpo(dentro: Int, cierre: Int)       // tras la `{` (dentro) y antes de la `}` (cierre)
}
