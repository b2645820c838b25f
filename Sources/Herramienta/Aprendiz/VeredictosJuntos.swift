/// Varios veredictos de una misma comprobación (los pasos con pruebas del kit y los de pruebas de quien
/// aprende), como uno solo.
struct VeredictosJuntos: VeredictoDeComprobacion {
    let partes: [any VeredictoDeComprobacion]

    var estados: [String: EstadoDePaso] {
        partes.reduce(into: [:]) { estados, parte in estados.merge(parte.estados) { _, nuevo in nuevo } }
    }

    var todosHechos: Bool { partes.allSatisfy(\.todosHechos) }

    var compilo: Bool { partes.contains(where: \.compilo) }

    var noCompilanPorOtros: Set<String> {
        partes.reduce(into: []) { porOtros, parte in porOtros.formUnion(parte.noCompilanPorOtros) }
    }

    var motivos: [String: String] {
        partes.reduce(into: [:]) { motivos, parte in motivos.merge(parte.motivos) { _, nuevo in nuevo } }
    }
}
