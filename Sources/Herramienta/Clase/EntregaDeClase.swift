import HerramientaCalificacion
import HerramientaNucleo

/// La calificación de quien aprende, leída de su results.json para el resumen de la clase: sus pasos, en
/// el orden del curso, con su estado, sus puntos y las pruebas que no pasan.
struct EntregaDeClase: Sendable, Equatable {
    struct Fallo: Sendable, Equatable {
        let prueba: String          // el ID de la prueba, sin el paso delante
        let mensaje: String?        // tal cual: solo se recorta el de las pruebas que salen en el resumen
    }

    package struct Paso: Sendable, Equatable {
        let id: String
        let titulo: String
        let orden: Int              // el `task_id`: su posición en el catálogo
        let estado: EstadoDeCalificacion
        let puntos: Double
        let fallos: [Fallo]
    }

    let alumno: String
    let pasos: [Paso]
    let puntos: Double
    let maximo: Double
    /// Entradas del fichero que no se entendieron y se saltaron.
    let descartadas: Int
    /// Lo que el instructor tiene que mirar: cambios al kit y flujos que no cuadran.
    let avisos: [String]

    init(alumno: String, pasos: [Paso], puntos: Double, maximo: Double, descartadas: Int = 0, avisos: [String] = []) {
        self.alumno = alumno
        self.pasos = pasos
        self.puntos = puntos
        self.maximo = maximo
        self.descartadas = descartadas
        self.avisos = avisos
    }

    /// Con el resumen de `lecciones[].pasos[]`, si lo trae; si no, deducido de los nombres y mensajes de
    /// `tests` (el nombre es «paso · título · prueba», y el mensaje de una prueba sin veredicto empieza
    /// por el estado: «no compila: …», «revienta: …»).
    init(alumno: String, resultados: ResultadosLeidos) {
        var pruebasPorPaso: [String: [ResultadosLeidos.Prueba]] = [:]
        var ids = resultados.pasos.map(\.id)
        let porTarea = Dictionary(resultados.pasos.compactMap { paso in paso.task_id.map { ($0, paso.id) } }) { primero, _ in primero }
        for prueba in resultados.pruebas {
            let id = prueba.task_id.flatMap { porTarea[$0] } ?? Self.partes(prueba.name)[0]
            if pruebasPorPaso[id] == nil && !ids.contains(id) { ids.append(id) }
            pruebasPorPaso[id, default: []].append(prueba)
        }
        let resumenes = Dictionary(resultados.pasos.map { ($0.id, $0) }) { primero, _ in primero }
        let pasos = ids.enumerated().map { posicion, id in
            Self.paso(id, resumen: resumenes[id], pruebas: pruebasPorPaso[id] ?? [], posicion: posicion)
        }
        self.init(alumno: alumno, pasos: pasos.sorted { $0.orden < $1.orden },
                  puntos: resultados.puntos ?? pasos.map(\.puntos).reduce(0, +),
                  maximo: resultados.maximo ?? Double(pasos.count), descartadas: resultados.descartadas,
                  avisos: resultados.cambios.map { "cambió el kit: " + $0 }
                      + resultados.manipulaciones.map { Manipulacion.Tipo.flujo.nombre + ": " + $0 }
                      + resultados.revisar.map { "para revisar (no quita puntos): " + $0 })
    }

    private static func partes(_ nombre: String) -> [String] {
        nombre.components(separatedBy: " · ")
    }

    private static func paso(_ id: String, resumen: ResultadosLeidos.Paso?, pruebas: [ResultadosLeidos.Prueba],
                             posicion: Int) -> Paso {
        let bloqueos: [EstadoDeCalificacion] = [.noCompila, .noSePuedeComprobar, .sinPruebas, .revienta, .seCuelga]
        func bloqueo(_ prueba: ResultadosLeidos.Prueba) -> EstadoDeCalificacion? {
            guard prueba.status == "error", let mensaje = prueba.message else { return nil }
            return bloqueos.first { mensaje.hasPrefix($0.rawValue + ":") }
        }
        // La entrada de un paso sin veredicto (no compila…) lleva el nombre del paso, sin prueba detrás.
        let delPaso = pruebas.filter { bloqueo($0).map { [.noCompila, .noSePuedeComprobar, .sinPruebas].contains($0) } ?? false }
        let titulo = resumen?.titulo ?? pruebas.first.map { prueba in
            let partes = partes(prueba.name).dropFirst()
            return (delPaso.isEmpty ? partes.dropLast() : partes).joined(separator: " · ")
        } ?? ""
        let estado = resumen?.estado.flatMap(EstadoDeCalificacion.init(rawValue:))
            ?? pruebas.lazy.compactMap(bloqueo).first
            ?? (!pruebas.isEmpty && pruebas.allSatisfy { $0.status == "pass" } ? .pasa : .falla)
        let puntos = resumen?.puntos ?? ([.noCompila, .noSePuedeComprobar, .sinPruebas].contains(estado) || pruebas.isEmpty
            ? 0 : Double(pruebas.count { $0.status == "pass" }) / Double(pruebas.count))
        let prefijo = "\(id) · \(titulo) · "
        let fallos = pruebas.compactMap { prueba -> Fallo? in
            guard prueba.status != "pass", !delPaso.contains(where: { $0.name == prueba.name }) else { return nil }
            let nombre = prueba.name.hasPrefix(prefijo) ? String(prueba.name.dropFirst(prefijo.count)) : partes(prueba.name).last ?? prueba.name
            return Fallo(prueba: nombre, mensaje: prueba.message)
        }
        return Paso(id: id, titulo: titulo, orden: resumen?.task_id ?? pruebas.first?.task_id ?? 100_000 + posicion,
                    estado: estado, puntos: puntos, fallos: fallos)
    }

    /// El mensaje entero de la prueba (ya en español), con sus líneas en una sola, separadas por « · », y
    /// recortado: un comentario de dos líneas o un segundo fallo también explican. De cada «Expectation
    /// failed: … · comentario» se queda con el comentario: es lo que explica qué arreglar.
    static func explicacion(_ mensaje: String?) -> String {
        guard let mensaje, !mensaje.isEmpty else { return "sin mensaje" }
        let lineas = mensaje.prefix(2_000).split(whereSeparator: \.isNewline).map { linea in   // se enseña mucho menos
            var partes = linea.drop { $0.isWhitespace }.components(separatedBy: " · ")
            if partes.count > 1, partes[0].hasPrefix("Expectation failed") { partes.removeFirst() }
            return partes.joined(separator: " · ")
        }
        return TextoDeCelda.linea(lineas.filter { !$0.isEmpty }.joined(separator: " · "), maximo: 200)
    }
}
