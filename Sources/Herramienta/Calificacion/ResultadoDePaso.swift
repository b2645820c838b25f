/// La nota de un paso: su estado, cada una de sus pruebas y los puntos (la parte de sus pruebas que pasa).
struct ResultadoDePaso: Equatable, Sendable {
    struct Prueba: Equatable, Sendable {
        let id: String          // el ID de `--filter`
        let pasa: Bool
        let mensaje: String?    // por qué falla, o nil
        var segundos: Double? = nil // lo que tardó, si acabó
        var codigo: String? = nil   // el `test_code` de Exercism: el cuerpo de la prueba en Tests/ del kit, o qué mide
    }

    let paso: String
    let titulo: String
    let leccion: String
    let indice: Int             // su posición en el catálogo, desde 1: el task_id de Exercism
    let estado: EstadoDeCalificacion
    var mensaje: String?
    let ordenDePruebas: String
    var pruebas: [Prueba]
    /// La parte del punto que está en juego: en una regla, la de los pasos que vigila que tienen código (alguna
    /// prueba suya pasa); en los demás pasos, todo.
    var enJuego: Double = 1

    var pasan: Int { pruebas.count { $0.pasa } }

    /// Entre 0 y 1. Sin veredicto de sus pruebas (no compila, depende de uno roto, o es una regla sin ningún
    /// paso con código que vigilar), 0. Las infracciones de sus reglas están entre sus pruebas, y fallan.
    var puntos: Double {
        guard !pruebas.isEmpty, estado != .noCompila, estado != .noSePuedeComprobar else { return 0 }
        return enJuego * Double(pasan) / Double(pruebas.count)
    }
}
