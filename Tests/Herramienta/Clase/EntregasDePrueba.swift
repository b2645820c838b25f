import Foundation
import SoporteDeLaHerramienta
@testable import HerramientaNucleo
@testable import HerramientaPublicacion
@testable import HerramientaCalificacion

/// Las entregas de una clase de juguete en una carpeta temporal propia de cada prueba: una carpeta por
/// alumno, con el results.json que escribe de verdad `calificar` (ResultadosExercism) sobre el catálogo
/// de CalificacionTests (l/1 Doble, l/2 Crash, l/3 Otra, l/5 Red).
final class EntregasDePrueba {
    let raiz: URL

    init() {
        raiz = CarpetaDeTrabajo.base.appending(path: "clase-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: raiz)
    }

    func escribir(_ ruta: String, _ datos: Data) throws {
        let url = raiz.appending(path: ruta)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url)
    }

    func escribir(_ ruta: String, _ texto: String) throws {
        try escribir(ruta, Data(texto.utf8))
    }

    /// Un paso calificado: su id en el catálogo de juguete, su estado y sus pruebas (id, pasa, mensaje).
    typealias Paso = (id: String, estado: EstadoDeCalificacion, mensaje: String?, pruebas: [(String, Bool, String?)])

    static let titulos = ["l/1": "Doble", "l/2": "Crash", "l/3": "Otra", "l/5": "Red"]
    static let indices = ["l/1": 1, "l/2": 2, "l/3": 3, "l/5": 5]

    /// El results.json de `calificar` para esos pasos.
    static func resultados(_ pasos: [Paso], cambios: [CambioDelKit] = [], manipulaciones: [Manipulacion] = []) throws -> Data {
        let catalogo = try JSONDecoder().decode(Catalogo.self, from: Data(CatalogoDeCalificacion.texto.utf8))
        let resultados = pasos.map { paso in
            ResultadoDePaso(paso: paso.id, titulo: titulos[paso.id] ?? "?", leccion: "l", indice: indices[paso.id] ?? 0,
                            estado: paso.estado, mensaje: paso.mensaje, ordenDePruebas: "swift test --filter X",
                            pruebas: paso.pruebas.map { .init(id: $0.0, pasa: $0.1, mensaje: $0.2) })
        }
        return try ResultadosExercism(informe: InformeDeCalificacion(catalogo: catalogo, pasos: resultados, cambios: cambios, error: nil,
                                                                     manipulaciones: manipulaciones)).datos()
    }
}
