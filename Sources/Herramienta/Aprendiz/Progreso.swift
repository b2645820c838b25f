import HerramientaNucleo

/// Dónde va quien aprende según los últimos resultados: solo cuentan los ejercicios.
struct Progreso {
    let catalogo: Catalogo
    let resultados: ResultadosGuardados?    // los vigentes
    var motivos: [String: String] = [:]     // de los que ya no valen, por qué (`Caducidad`)

    var ejercicios: [Paso] { catalogo.pasos.filter(\.esDeQuienAprende) }

    var hechos: Int { ejercicios.count { estado(de: $0) == .hecho } }

    func estado(de paso: Paso) -> EstadoDePaso? {
        resultados?.pasos[paso.id]?.estado
    }

    /// En una línea, por qué un paso no está como dirían sus pruebas: el de un resultado que ya no vale (o que
    /// no puede valer, con las marcas rotas) o el de uno vigente que no está hecho aunque pasen (`VeredictoConMarcas`).
    func motivo(de paso: Paso) -> String? {
        estado(de: paso) == nil ? motivos[paso.id] : resultados?.pasos[paso.id]?.motivo
    }

    /// Los ejercicios que estaban comprobados y cambiaron después, con el porqué.
    var caducados: [(paso: Paso, motivo: String)] {
        ejercicios.compactMap { paso in estado(de: paso) == nil ? motivos[paso.id].map { (paso, $0) } : nil }
    }

    /// El primer ejercicio, en el orden del curso, que no está hecho; nil si están todos.
    var siguiente: Paso? {
        ejercicios.first { estado(de: $0) != .hecho }
    }
}
