import Testing

/// Una regla de arquitectura, al estilo de ArchUnit y Konsist: una SELECCIÓN (qué mira) y una CONDICIÓN
/// (qué debe cumplir cada cosa seleccionada), con la lección de la que sale y qué hacer si se rompe.
///
///     let regla = ReglaDeArquitectura(
///         "Todo ViewModel es final",
///         leccion: "«…» (El ViewModel y el hilo principal)",
///         remedio: "Escribe `final class`.",
///         para: { $0.clases().que("se llaman *ViewModel") { $0.nombre.hasSuffix("ViewModel") } },
///         debe: { $0.tiene("final") ? [] : [$0.hallazgo("\($0.nombre) no es final")] }
///     )
///     try regla.comprobar()                      // en el árbol compilado: un Issue por infracción
///     let veredicto = regla.evaluar(en: otro)    // en un árbol de prueba: sin registrar nada
///
/// Como con `failOnEmptyShould` de ArchUnit, una regla cuya selección sale vacía FALLA: una regla que
/// no mira nada está rota (un nombre mal escrito, una carpeta movida…).
package struct ReglaDeArquitectura: Sendable, CustomStringConvertible {
    package let motivo: Motivo
    private let evaluacion: @Sendable (Proyecto) -> (seleccion: String, cuantos: Int, hallazgos: [Hallazgo])

    /// Qué dice la regla, de qué lección sale y qué hacer: va en cada mensaje.
    package struct Motivo: Sendable {
        package let nombre: String
        /// La cita de la lección y su título, por ejemplo «las dependencias van en un solo sentido» (Casos de uso).
        package let leccion: String
        package let remedio: String
    }

    package init<Elemento>(
        _ nombre: String,
        leccion: String,
        remedio: String,
        para seleccion: @escaping @Sendable (Proyecto) -> Seleccion<Elemento>,
        debe condicion: @escaping @Sendable (Elemento) -> [Hallazgo]
    ) {
        self.init(nombre, leccion: leccion, remedio: remedio, para: seleccion) { elemento, _ in condicion(elemento) }
    }

    /// Igual, con una condición que además mira el proyecto entero (por ejemplo, las extensiones de un tipo).
    package init<Elemento>(
        _ nombre: String,
        leccion: String,
        remedio: String,
        para seleccion: @escaping @Sendable (Proyecto) -> Seleccion<Elemento>,
        debe condicion: @escaping @Sendable (Elemento, Proyecto) -> [Hallazgo]
    ) {
        motivo = Motivo(nombre: nombre, leccion: leccion, remedio: remedio)
        evaluacion = { proyecto in
            let elegidos = seleccion(proyecto)
            var vistos: Set<String> = []   // un mismo sitio, una sola vez (dos tipos de un fichero, un import)
            let hallazgos = elegidos.elementos
                .flatMap { condicion($0, proyecto) }
                .filter { vistos.insert("\($0.ubicacion) \($0.detalle)").inserted }
            return (elegidos.descripcion, elegidos.elementos.count, hallazgos)
        }
    }

    package var description: String { motivo.nombre }

    /// Aplica la regla a un proyecto y devuelve lo que ha encontrado, sin registrar nada.
    package func evaluar(en proyecto: Proyecto) -> Veredicto {
        let resultado = evaluacion(proyecto)
        return Veredicto(
            motivo: motivo,
            seleccion: resultado.seleccion,
            seleccionados: resultado.cuantos,
            infracciones: resultado.hallazgos.map { Infraccion(motivo: motivo, hallazgo: $0) }
        )
    }

    /// Aplica la regla al árbol compilado (Exercises/ o Solutions/) y registra un `Issue` por cada
    /// infracción, en su fichero y su línea; si la selección está vacía, uno en la prueba.
    package func comprobar(sourceLocation: SourceLocation = #_sourceLocation) throws {
        evaluar(en: try Proyecto.compilado()).registrar(sourceLocation: sourceLocation)
    }
}

/// Algo que no cumple una regla, y dónde: lo que devuelve la condición.
package struct Hallazgo: Sendable {
    package let ubicacion: Ubicacion
    package let detalle: String

    package init(_ detalle: String, en ubicacion: Ubicacion) {
        self.detalle = detalle
        self.ubicacion = ubicacion
    }
}

/// Un hallazgo con su regla: el mensaje completo, en español, para quien aprende.
package struct Infraccion: Sendable, CustomStringConvertible {
    package let motivo: ReglaDeArquitectura.Motivo
    package let hallazgo: Hallazgo

    package var ubicacion: Ubicacion { hallazgo.ubicacion }
    package var detalle: String { hallazgo.detalle }

    package var description: String {
        """
        Regla «\(motivo.nombre)» rota en \(ubicacion): \(detalle).
        Lección: \(motivo.leccion).
        Qué hacer: \(motivo.remedio)
        """
    }
}

/// El resultado de aplicar una regla: cuántas cosas miró y qué infracciones encontró.
package struct Veredicto: Sendable {
    package let motivo: ReglaDeArquitectura.Motivo
    /// Qué miró, en palabras: «las clases que se llaman *ViewModel».
    package let seleccion: String
    package let seleccionados: Int
    package let infracciones: [Infraccion]

    package var seleccionVacia: Bool { seleccionados == 0 }

    /// Registra un `Issue` por infracción en su fichero y su línea, o uno en la prueba si no miró nada.
    package func registrar(sourceLocation: SourceLocation = #_sourceLocation) {
        if seleccionVacia {
            Issue.record(
                """
                La regla «\(motivo.nombre)» no ha encontrado \(seleccion): una regla que no mira nada está rota.
                Comprueba los nombres y las carpetas que usa su selección.
                """,
                sourceLocation: sourceLocation
            )
        }
        for infraccion in infracciones {
            let ubicacion = infraccion.ubicacion
            Issue.record(
                Comment(rawValue: infraccion.description),
                sourceLocation: SourceLocation(
                    fileID: "\(ubicacion.modulo)/\(ubicacion.url.lastPathComponent)",
                    filePath: ubicacion.url.path,
                    line: ubicacion.linea,
                    column: ubicacion.columna
                )
            )
        }
    }
}
