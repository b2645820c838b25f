import HerramientaNucleo

/// Dónde va quien aprende según los últimos resultados: solo cuentan los ejercicios.
struct Progreso {
    let catalogo: Catalogo
    let resultados: ResultadosGuardados?

    var ejercicios: [Paso] { catalogo.pasos.filter(\.esDeQuienAprende) }

    var hechos: Int { ejercicios.count { estado(de: $0) == .hecho } }

    func estado(de paso: Paso) -> EstadoDePaso? {
        resultados?.pasos[paso.id]?.estado
    }

    /// El primer ejercicio, en el orden del curso, que no está hecho; nil si están todos.
    var siguiente: Paso? {
        ejercicios.first { estado(de: $0) != .hecho }
    }
}
