import Foundation
import HerramientaNucleo

/// Las lecciones que califica `calificar --leccion ID[,ID…]`: sus pasos y las reglas de arquitectura que vigilan
/// alguno de ellos, así que la nota es sobre los puntos de esas lecciones (la de una tarea semanal). Sin
/// lecciones, todo el catálogo. Una regla elegida así solo mira los pasos que vigila de las lecciones elegidas.
package struct SeleccionDeLecciones: Equatable, Sendable {
    package let ids: [String]       // en el orden en que se dieron; vacío: todas

    package static let todas = SeleccionDeLecciones(ids: [])

    package init(ids: [String]) {
        self.ids = ids
    }

    /// «a,b» o «a, b»: lo que escribe quien califica; un id vacío no vale.
    package init(texto: String) throws(ErrorDeLaHerramienta) {
        let ids = texto.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !ids.contains(where: \.isEmpty) else {
            throw .uso("--leccion lleva ids de lecciones separados por comas, p. ej. --leccion red-en-marcador,dos-fuentes-almacen.")
        }
        self.init(ids: ids)
    }

    /// Cada id es una lección del catálogo con ejercicios: si no, sale con 2 diciendo cuáles hay.
    package func validar(en catalogo: Catalogo) throws(ErrorDeLaHerramienta) {
        let validas = Self.calificablesPorSeparado(catalogo)
        for id in ids where !validas.contains(id) {
            let lista = "Las lecciones que se califican por separado: " + validas.joined(separator: ", ") + "."
            if catalogo.lecciones.contains(where: { $0.id == id }) {
                // Una lección solo de reglas: cada regla puntúa con los pasos que vigila, que son de otras lecciones.
                throw .paso("La lección «\(id)» no tiene ejercicios que calificar por sí sola: sus reglas se califican con las lecciones de los pasos que vigilan. \(lista)")
            }
            throw .paso("No hay ninguna lección «\(id)» en el catálogo. \(lista)")
        }
    }

    /// Las lecciones con algún paso calificable que no es una regla.
    package static func calificablesPorSeparado(_ catalogo: Catalogo) -> [String] {
        catalogo.lecciones.filter { $0.pasos.contains { !$0.suites.isEmpty && $0.tipo != .arquitectura } }.map(\.id)
    }

    /// Los pasos que se califican, con su posición en el catálogo entero (el `task_id` no cambia al elegir).
    package func calificables(en catalogo: Catalogo) -> [(indice: Int, paso: Paso)] {
        let todos = catalogo.pasos.enumerated().filter { !$0.element.suites.isEmpty }.map { (indice: $0.offset + 1, paso: $0.element) }
        guard !ids.isEmpty else { return todos }
        let elegidos = Set(catalogo.lecciones.filter { ids.contains($0.id) }.flatMap(\.pasos).map(\.id))
        return todos.filter { _, paso in
            paso.tipo == .arquitectura ? paso.gobierna.contains(where: elegidos.contains) : elegidos.contains(paso.id)
        }
    }
}
