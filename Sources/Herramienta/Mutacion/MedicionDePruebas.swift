import HerramientaEjecucion

/// Cómo quedan las pruebas de un paso de tipo «pruebas» al medirlas con fallos sembrados.
package enum MedicionDePruebas: Equatable, Sendable {
    case noCompila([String])                        // las líneas `error:` de sus ficheros, relativas al paquete
    case sinProbar                                  // el paquete no compila por otra cosa
    case noTerminan(cortada: Bool)                  // con el código sin tocar, el proceso no acabó (exit, crash; cortada: cuelgue)
    case sinCodigoCorrecto(paso: String)            // el código que prueban no pasa las pruebas del kit: no hay con qué medir
    case fallanConCodigoCorrecto(EjecucionDePruebas)    // sus pruebas, con el código sin tocar: alguna no pasa
    case inestables(EjecucionDePruebas)             // con el código sin tocar, no dan lo mismo dos veces: las que cambian
    case medida(pruebas: Int, mutantes: [MutanteMedido])

    /// Los mutantes que cuentan: los que cazan las pruebas del kit.
    package var cuentan: [MutanteMedido] {
        guard case let .medida(_, mutantes) = self else { return [] }
        return mutantes.filter(\.loCazaElKit)
    }

    /// Hecho: sus pruebas pasan con el código correcto y cazan todos los mutantes que cuentan (al menos uno).
    package var hecho: Bool {
        guard case let .medida(pruebas, _) = self else { return false }
        return pruebas > 0 && !cuentan.isEmpty && cuentan.allSatisfy(\.loCazanTusPruebas)
    }
}
