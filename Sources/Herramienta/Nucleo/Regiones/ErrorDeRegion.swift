/// Un fallo de formato en una región, con su fichero y su línea (contada desde 1).
package struct ErrorDeRegion: Error, Equatable, Sendable, CustomStringConvertible {
    let fichero: String
    let linea: Int
    let fallo: FalloDeRegion

    package var description: String { "\(fichero):\(linea): \(fallo.mensaje)" }
}

/// Todos los fallos de formato encontrados: el generador no escribe nada si hay alguno.
package struct ErroresDeRegion: Error, Equatable {
    package let errores: [ErrorDeRegion]
}
