/// Cómo queda un paso al calificarlo.
package enum EstadoDeCalificacion: String, Equatable, Sendable {
    case pasa
    case falla
    case noCompila = "no compila"
    case noSePuedeComprobar = "no se puede comprobar"   // depende de un módulo que no compila (check50)
    case revienta                                       // un crash: fatalError, un nil desenvuelto…
    case seCuelga = "se cuelga"                         // pasó del límite de tiempo
    case sinPruebas = "sin pruebas"                     // no se vio ninguna de sus pruebas

    /// El estado de Exercism: «error» cuando las pruebas del paso no llegaron a dar un veredicto.
    var exercism: String {
        switch self {
        case .pasa: "pass"
        case .falla: "fail"
        case .noCompila, .noSePuedeComprobar, .revienta, .seCuelga, .sinPruebas: "error"
        }
    }
}
