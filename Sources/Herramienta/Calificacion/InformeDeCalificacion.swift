import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// Todo lo que dice `calificar`: los pasos, lo que la entrega cambió del kit y, si la hubo, la razón
/// por la que no se pudo calificar nada.
struct InformeDeCalificacion: Sendable {
    let catalogo: Catalogo
    var pasos: [ResultadoDePaso]
    let cambios: [CambioDelKit]
    let error: String?          // errores de compilación que no son de ningún módulo de la app
    /// Las ejecuciones cuyo flujo de eventos no cuadra: sus pasos no tienen nota. Se dicen siempre.
    var manipulaciones: [Manipulacion] = []
    /// Lo que el código compilado de la entrega hace y las lecciones no necesitan (RevisionDelCodigo): para que
    /// lo mire el instructor; no quita puntos.
    var revisar: [String] = []
    var fecha = Date()          // cuándo empezó la calificación: el `timestamp` de JUnit
    /// Por qué no hay nota aunque se haya compilado o no haga falta: queda vivo un proceso de la entrega que
    /// podría reescribir los informes.
    var sinNota: String?

    /// El `status` de Exercism: «error» si no se pudo calificar nada; «pass» si pasan todos los pasos (todas
    /// sus pruebas); «fail» si alguna prueba falla o no dio veredicto.
    var estado: String {
        if error != nil || sinNota != nil { return "error" }
        return pasos.allSatisfy { $0.estado == .pasa } ? "pass" : "fail"
    }

    /// Como pide Exercism, 0 siempre que se haya calificado, pase o no. Con `ci`, la convención de CI:
    /// 1 si algo no pasa, si no se pudo calificar o si algún flujo de eventos se manipuló.
    func codigoDeSalida(ci: Bool) -> Int32 {
        ci && (estado != "pass" || !manipulaciones.isEmpty) ? 1 : 0
    }

    var puntos: Double { pasos.map(\.puntos).reduce(0, +) }

    /// El `message` de arriba de Exercism, que solo va con `status: "error"`.
    var mensaje: String? {
        if let sinNota { return "No hay nota: " + sinNota }
        return error.map { "No se puede calificar: el kit no compila.\n" + $0 }
    }

    /// El mismo informe sin nota, por ese motivo: sin pasos, con lo que se dijo de la entrega.
    func sinNota(porque motivo: String) -> InformeDeCalificacion {
        var informe = InformeDeCalificacion(catalogo: catalogo, pasos: [], cambios: cambios, error: nil,
                                            manipulaciones: manipulaciones, revisar: revisar, fecha: fecha)
        informe.sinNota = motivo
        return informe
    }

    /// Los pasos de cada lección, en el orden del catálogo; las lecciones sin pasos calificables no salen.
    var porLeccion: [(leccion: Leccion, pasos: [ResultadoDePaso])] {
        catalogo.lecciones.compactMap { leccion in
            let suyos = pasos.filter { $0.leccion == leccion.id }
            return suyos.isEmpty ? nil : (leccion, suyos)
        }
    }
}
