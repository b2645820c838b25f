import Foundation
import HerramientaNucleo

/// Sources/Catalogo/mutantes.json: para cada paso de pruebas, el ejercicio cuyo código prueban y los fallos
/// que se siembran en él. Lo leen `comprobar`, `calificar` (con `--kit`, el del kit) y `verificar`.
package struct CatalogoDeMutantes: Decodable, Equatable, Sendable {
    package static let ruta = "Sources/Catalogo/mutantes.json"

    let pasos: [MutantesDeUnPaso]

    package init(pasos: [MutantesDeUnPaso]) {
        self.pasos = pasos
    }

    package func de(_ paso: String) -> MutantesDeUnPaso? {
        pasos.first { $0.paso == paso }
    }

    /// Cada operador con su número: su posición en el fichero, desde 1 (el 0 es el código sin tocar). Así
    /// un número dice siempre el mismo fallo, encuentre sitio o no.
    var numerados: [(numero: Int, paso: MutantesDeUnPaso, operador: OperadorDeMutacion)] {
        var numero = 0
        return pasos.flatMap { paso in
            paso.mutantes.map { operador in
                numero += 1
                return (numero, paso, operador)
            }
        }
    }

    package static func cargar(raiz: URL, catalogo: Catalogo) throws(ErrorDeLaHerramienta) -> CatalogoDeMutantes {
        guard let datos = try? Data(contentsOf: raiz.appending(path: ruta)) else {
            throw .entorno("No puedo leer los fallos sembrados de los pasos de pruebas: falta \(ruta).")
        }
        let mutantes: CatalogoDeMutantes
        do {
            mutantes = try JSONDecoder().decode(CatalogoDeMutantes.self, from: datos)
        } catch {
            throw .entorno("\(ruta) no tiene la forma esperada: \(error)")
        }
        let problemas = mutantes.problemas(catalogo: catalogo)
        guard problemas.isEmpty else {
            throw .entorno("\(ruta) no es válido:\n" + problemas.map { "  - \($0)" }.joined(separator: "\n"))
        }
        return mutantes
    }

    /// Lo que el JSON no puede imponer: que los pasos existan y sean del tipo que toca, y los ids únicos.
    func problemas(catalogo: Catalogo) -> [String] {
        var problemas: [String] = []
        for entrada in pasos {
            if catalogo.paso(entrada.paso)?.tipo != .pruebas {
                problemas.append("\(entrada.paso) no es un paso de tipo «pruebas» del catálogo")
            }
            if catalogo.paso(entrada.codigoDe)?.tipo != .ejercicio {
                problemas.append("el código de \(entrada.paso), \(entrada.codigoDe), no es un ejercicio del catálogo")
            }
            if entrada.mutantes.isEmpty { problemas.append("\(entrada.paso) no tiene ningún mutante") }
            problemas += entrada.mutantes.flatMap(\.problemas)
        }
        let ids = pasos.flatMap { $0.mutantes.map(\.id) }
        for id in Set(ids) where ids.count(where: { $0 == id }) > 1 { problemas.append("el mutante «\(id)» está repetido") }
        for paso in catalogo.pasos where paso.tipo == .pruebas && !paso.suites.isEmpty && de(paso.id) == nil {
            problemas.append("el paso de pruebas \(paso.id) no tiene mutantes")
        }
        return problemas.sorted()
    }
}
