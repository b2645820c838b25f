/// Una entrada de los informes: una prueba de `tests` en results.json y un `testcase` en JUnit. Es una
/// prueba de un paso, o un paso sin veredicto de sus pruebas (no compila, depende de uno roto…) o, si no se
/// pudo calificar nada, la compilación. Los dos informes salen de la misma lista, así que sus recuentos cuadran.
struct EntradaDelInforme: Equatable {
    let clase: String           // el paso: «l/1 · Título»; la compilación: «MarcadorKit»
    let prueba: String?         // el ID de la prueba; nil en la entrada de un paso o de la compilación
    let leccion: String?        // nil en la de la compilación
    let estado: String          // «pass», «fail» o «error», como en Exercism
    let situacion: String       // la del paso en el kit: «falla», «no compila», «revienta»…
    let mensaje: String?        // acotado y sin caracteres de control
    let codigo: String          // el `test_code`
    let tarea: Int?             // el `task_id`: la posición del paso en el catálogo
    let segundos: Double

    /// El `name` de Exercism.
    var nombre: String { [clase, prueba].compactMap { $0 }.joined(separator: " · ") }
}

extension InformeDeCalificacion {
    var entradas: [EntradaDelInforme] {
        if sinNota != nil, let mensaje {
            return [EntradaDelInforme(
                clase: "MarcadorKit", prueba: "calificación", leccion: nil, estado: "error", situacion: "sin nota",
                mensaje: TextoDeInforme.acotar(mensaje, maximo: TextoDeInforme.maximoDeMensaje),
                codigo: "// No se calificó: el mensaje dice por qué.", tarea: nil, segundos: 0)]
        }
        if let mensaje {
            return [EntradaDelInforme(
                clase: "MarcadorKit", prueba: "compilación", leccion: nil, estado: "error",
                situacion: EstadoDeCalificacion.noCompila.rawValue,
                mensaje: TextoDeInforme.acotar(mensaje, maximo: TextoDeInforme.maximoDeMensaje),
                codigo: "// Ninguna prueba llegó a ejecutarse: lo que no compila no es de ningún módulo de la app.\n// Repítelo: swift build --build-tests",
                tarea: nil, segundos: 0)]
        }
        return pasos.flatMap(Self.entradas)
    }

    private static func entradas(_ paso: ResultadoDePaso) -> [EntradaDelInforme] {
        let clase = "\(paso.paso) · \(paso.titulo)"
        guard !paso.pruebas.isEmpty else {
            return [EntradaDelInforme(
                clase: clase, prueba: nil, leccion: paso.leccion, estado: paso.estado.exercism, situacion: paso.estado.rawValue,
                mensaje: acotado(paso.estado == .pasa ? nil : "\(paso.estado.rawValue): \(paso.mensaje ?? "")"),
                // «No se puede comprobar»: sus pruebas pudieron pasar, y el paso no tiene nota por otros (una regla sin sus pasos).
                codigo: paso.estado == .noSePuedeComprobar
                    ? "// Este paso no tiene nota (no se puede comprobar): depende de otros, el mensaje dice de cuáles.\n// Sus pruebas: \(paso.ordenDePruebas)"
                    : "// Las pruebas de este paso no dieron veredicto (\(paso.estado.rawValue)).\n// Repítelas: \(paso.ordenDePruebas)",
                tarea: paso.indice, segundos: 0)]
        }
        return paso.pruebas.map { prueba in
            let mensaje = prueba.pasa ? nil : [paso.estado == .falla ? nil : paso.estado.rawValue, prueba.mensaje]
                .compactMap { $0 }.joined(separator: ": ")
            let codigo = prueba.codigo.map { $0.isEmpty ? "// Su cuerpo está vacío." : $0 }
                ?? "// No está en Tests/ del kit.\n// Repítela: swift test --filter '\(prueba.id)'"
            return EntradaDelInforme(
                // El ID viene del flujo de eventos: uno falsificado puede traer cualquier cosa.
                clase: clase, prueba: TextoDeInforme.acotar(prueba.id, maximo: TextoDeInforme.maximoDeMensaje), leccion: paso.leccion,
                estado: prueba.pasa ? "pass" : (paso.estado == .falla ? "fail" : "error"), situacion: paso.estado.rawValue,
                mensaje: acotado(mensaje), codigo: TextoDeInforme.acotar(codigo, maximo: TextoDeInforme.maximoDeCodigo),
                tarea: paso.indice, segundos: prueba.segundos ?? 0)
        }
    }

    private static func acotado(_ mensaje: String?) -> String? {
        mensaje.map { TextoDeInforme.acotar($0, maximo: TextoDeInforme.maximoDeMensaje) }
    }
}
