extension Paso {
    /// Cómo ejecutar solo las pruebas del paso. `--filter` es una expresión regular sobre el ID.
    package var ordenDePruebas: String {
        (["swift test"] + suites.map { "--filter \($0)" }).joined(separator: " ")
    }
}
