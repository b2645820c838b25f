extension TipoDePaso {
    /// Los pasos que quien aprende escribe en una región de Exercises/: el código de un ejercicio o
    /// sus propias pruebas. Se generan, se reinician y se resuelven igual.
    package var tieneRegiones: Bool { self == .ejercicio || self == .pruebas }
}

extension Paso {
    /// Si tiene regiones en el kit: un ejercicio, o un paso de pruebas con sus ficheros.
    package var tieneRegiones: Bool { tipo.tieneRegiones && !ficheros.isEmpty }

    /// Lo que quien aprende hace y el kit comprueba: los ejercicios y los pasos de pruebas que tienen
    /// ficheros en el kit (sus pruebas se miden con fallos sembrados). Cuentan en el progreso.
    package var esDeQuienAprende: Bool { tipo == .ejercicio || (tipo == .pruebas && !suites.isEmpty) }
}
