/// Todo lo que dice `calificar`: los pasos, lo que la entrega cambió del kit y, si la hubo, la razón
/// por la que no se pudo calificar nada.
struct InformeDeCalificacion: Sendable {
    let catalogo: Catalogo
    let pasos: [ResultadoDePaso]
    let cambios: [CambioDelKit]
    let error: String?          // errores de compilación que no son de ningún módulo de la app
    /// Las ejecuciones cuyo flujo de eventos no cuadra: sus pasos no tienen nota. Se dicen siempre.
    var manipulaciones: [Manipulacion] = []

    /// El `status` de Exercism: «error» si no se pudo calificar; «pass» solo si pasan todos los pasos y
    /// ningún flujo de eventos se manipuló.
    var estado: String {
        if error != nil { return "error" }
        return pasos.allSatisfy { $0.estado == .pasa } && manipulaciones.isEmpty ? "pass" : "fail"
    }

    /// 0 todo pasa; 1 algo falla o no se pudo calificar la entrega.
    var codigoDeSalida: Int32 { estado == "pass" ? 0 : 1 }

    var puntos: Double { pasos.map(\.puntos).reduce(0, +) }

    var mensaje: String? {
        var partes: [String] = []
        if let error { partes.append("No se puede calificar: el kit no compila.\n" + error) }
        if !cambios.isEmpty {
            partes.append("La entrega cambió ficheros del kit; se calificó con los originales: "
                + cambios.map(\.descripcion).joined(separator: "; "))
        }
        if !manipulaciones.isEmpty {
            partes.append("El flujo de eventos de las pruebas no cuadra, como si se hubiera manipulado (esos pasos no tienen nota): "
                + manipulaciones.map(\.descripcion).joined(separator: "; "))
        }
        return partes.isEmpty ? nil : partes.joined(separator: "\n")
    }

    /// Los pasos de cada lección, en el orden del catálogo; las lecciones sin pasos calificables no salen.
    var porLeccion: [(leccion: Leccion, pasos: [ResultadoDePaso])] {
        catalogo.lecciones.compactMap { leccion in
            let suyos = pasos.filter { $0.leccion == leccion.id }
            return suyos.isEmpty ? nil : (leccion, suyos)
        }
    }
}
