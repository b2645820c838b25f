import Foundation
import HerramientaNucleo

/// De dónde sale el código en el que se siembran los fallos: el de quien aprende (su Exercises/, que ya
/// pasa las pruebas del kit) o, con `calificar --kit` y en `verificar`, la solución del kit.
package enum OrigenDelCodigo: Equatable, Sendable {
    case ejercicios(URL)    // la raíz de un árbol: sus regiones de Exercises/
    case soluciones(URL)    // la raíz de un kit: su Solutions/

    var carpeta: URL {
        switch self {
        case let .ejercicios(raiz): raiz.appending(path: "Exercises")
        case let .soluciones(raiz): raiz.appending(path: "Solutions")
        }
    }

    /// «Exercises/…» o «Solutions/…», para los mensajes.
    func ruta(_ fichero: String) -> String {
        carpeta.lastPathComponent + "/" + fichero
    }

    /// Las líneas (desde 1) con el código de un paso en un fichero: lo de dentro de sus regiones, sin la
    /// cabecera ni las marcas (y, en Solutions/, sin el esqueleto comentado).
    func regiones(de paso: String, en lineas: [String], fichero: String, catalogo: Catalogo) -> [ClosedRange<Int>] {
        switch self {
        case .ejercicios:
            return LecturaDeEjercicio(lineas: lineas).regiones.filter { $0.paso == paso && $0.fin > $0.inicio + 1 }
                .map { ($0.inicio + 2)...$0.fin }
        case .soluciones:
            let regiones = (try? LectorDeRegiones(catalogo: catalogo).regiones(en: lineas, fichero: fichero)) ?? []
            return regiones.filter { $0.paso == paso && !$0.solucion.isEmpty }
                .map { ($0.inicio + 2)...($0.inicio + 1 + $0.solucion.count) }
        }
    }
}
