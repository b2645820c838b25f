/// Un fichero del kit que la entrega no tiene como el manifiesto dice.
struct CambioDelKit: Equatable, Sendable {
    enum Tipo: String, Equatable, Sendable {
        case cambiado, borrado, anadido = "añadido"
    }

    let ruta: String
    let tipo: Tipo

    var descripcion: String {
        let enExercises = ruta.hasPrefix("Exercises/") && tipo == .cambiado
        return "\(ruta) \(tipo.rawValue)" + (enExercises ? " fuera de las regiones" : "")
    }
}
