import Foundation

/// Lo que decide `vigilar`, sin tocar el disco: cuándo toca volver a comprobar. Al empezar, y después
/// de cada paso que pasa (para ir al siguiente), se comprueba enseguida; tras uno que falla, se espera
/// a que cambie algún fichero de Exercises/.
struct Vigilancia {
    private(set) var instantanea: [String: Date]    // fichero → fecha de modificación
    private(set) var tocaComprobar = true

    init(instantanea: [String: Date]) {
        self.instantanea = instantanea
    }

    /// Una mirada nueva a Exercises/: un fichero guardado, creado o borrado hace que toque comprobar.
    mutating func mirar(_ nueva: [String: Date]) {
        if nueva != instantanea { tocaComprobar = true }
        instantanea = nueva
    }

    mutating func comprobado(pasa: Bool) {
        tocaComprobar = pasa
    }
}
