/// Un fallo de formato en una región, con su fichero y su línea (contada desde 1).
struct ErrorDeRegion: Error, Equatable, CustomStringConvertible {
    let fichero: String
    let linea: Int
    let fallo: FalloDeRegion

    var description: String { "\(fichero):\(linea): \(fallo.mensaje)" }
}

/// Todos los fallos de formato encontrados: el generador no escribe nada si hay alguno.
struct ErroresDeRegion: Error, Equatable {
    let errores: [ErrorDeRegion]
}
