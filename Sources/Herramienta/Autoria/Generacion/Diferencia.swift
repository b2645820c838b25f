import Foundation
import HerramientaNucleo

/// En qué se aparta Exercises/ de lo que escribiría el generador.
enum Diferencia: Equatable, CustomStringConvertible {
    case falta(String)
    case sobra(String)
    case distinto(String)

    var description: String {
        switch self {
        case let .falta(fichero): "falta      Exercises/\(fichero)"
        case let .sobra(fichero): "sobra      Exercises/\(fichero)"
        case let .distinto(fichero): "es distinto Exercises/\(fichero)"
        }
    }

    static func entre(_ generacion: Generacion, y carpeta: URL) -> [Diferencia] {
        let presentes = Arbol.ficheros(en: carpeta)
        var diferencias: [Diferencia] = []
        for (fichero, datos) in generacion.ficheros.sorted(by: { $0.key < $1.key }) {
            if !presentes.contains(fichero) {
                diferencias.append(.falta(fichero))
            } else if (try? Data(contentsOf: carpeta.appending(path: fichero))) != datos {
                diferencias.append(.distinto(fichero))
            }
        }
        return diferencias + presentes.filter { generacion.ficheros[$0] == nil }.map(Diferencia.sobra)
    }
}
