/// Lo que mira una regla: una lista de cosas del proyecto y, en palabras, qué son.
///
///     proyecto.clases().que("se llaman *ViewModel") { $0.nombre.hasSuffix("ViewModel") }
///     proyecto.fuentes().que("de los módulos UI") { $0.modulo.hasSuffix("UI") }
package struct Seleccion<Elemento>: Sendable where Elemento: Sendable {
    package let descripcion: String
    package let elementos: [Elemento]

    package init(_ descripcion: String, _ elementos: [Elemento]) {
        self.descripcion = descripcion
        self.elementos = elementos
    }

    /// Se queda con lo que cumple `filtro`; `descripcion` se añade a la de la selección.
    package func que(_ descripcion: String, _ filtro: (Elemento) -> Bool) -> Seleccion {
        Seleccion("\(self.descripcion) que \(descripcion)", elementos.filter(filtro))
    }
}

/// Una declaración en su fichero: lo que seleccionan las consultas de tipos, funciones y propiedades.
package struct Simbolo: Sendable {
    package let fuente: FuenteSwift
    package let indice: Int

    package var declaracion: Declaracion { fuente.declaraciones[indice] }
    package var nombre: String { declaracion.nombre }
    package var modulo: String { fuente.modulo }
    package var ubicacion: Ubicacion { fuente.ubicacion(declaracion) }
    package func tiene(_ modificador: String) -> Bool { declaracion.tiene(modificador) }
    package func lleva(_ atributo: String) -> Bool { declaracion.lleva(atributo) }

    /// Las declaraciones escritas directamente dentro de esta (los miembros de un tipo).
    package var miembros: [Simbolo] {
        fuente.declaraciones.indices
            .filter { fuente.declaraciones[$0].contenedor == indice }
            .map { Simbolo(fuente: fuente, indice: $0) }
    }

    /// Los índices de los tokens del cuerpo, sin las llaves; vacío si no tiene cuerpo.
    package var cuerpo: Range<Int> {
        guard let llave = declaracion.llave, fuente.parejas[llave] > llave else { return 0..<0 }
        return (llave + 1)..<fuente.parejas[llave]
    }

    /// Los tokens de la firma de una función o del tipo anotado de una propiedad.
    package var firma: [TokenSwift] {
        declaracion.firma.map { Array(fuente.tokens[$0]) } ?? []
    }

    /// La declaración que contiene a esta (el tipo de un miembro), si la hay.
    package var contenedor: Simbolo? {
        declaracion.contenedor.map { Simbolo(fuente: fuente, indice: $0) }
    }

    /// `static` o `class`: del tipo, no de cada instancia.
    package var esEstatica: Bool { tiene("static") || tiene("class") }

    /// Una propiedad que guarda un valor en cada instancia: `var`/`let` miembro de un tipo, no estática,
    /// sin cuerpo o solo con `didSet`/`willSet`. `var uiState: X { … }` es calculada: no guarda nada.
    package var esPropiedadAlmacenada: Bool {
        guard [.variable, .constante].contains(declaracion.clase), !esEstatica,
              let contenedor, contenedor.declaracion.clase.esTipo else { return false }
        guard !cuerpo.isEmpty else { return declaracion.llave == nil }
        return ["didSet", "willSet"].contains(fuente.tokens[cuerpo.lowerBound].texto)
    }

    /// El tipo anotado de una propiedad, en una línea: "any ArbitrosRepositorio".
    package var tipoAnotado: String { firma.map(\.texto).joined(separator: " ") }

    /// Los nombres de dentro de los parámetros de una función: `(_ lado: Lado, en minuto: Int)` da ["lado", "minuto"].
    package var parametros: [String] {
        guard let firma = declaracion.firma, let abre = firma.first(where: { fuente.tokens[$0].es("(") }),
              fuente.parejas[abre] > abre else { return [] }
        var nombres: [String] = []
        var anterior: String?
        var nivel = 0
        var esperandoNombre = true
        for indice in (abre + 1)..<fuente.parejas[abre] {
            let token = fuente.tokens[indice]
            if token.es("(") || token.es("[") { nivel += 1 }
            if token.es(")") || token.es("]") { nivel -= 1 }
            guard nivel == 0 else { continue }
            if token.es(","), !esperandoNombre { esperandoNombre = true; continue }
            if token.es(":"), esperandoNombre, let anterior { nombres.append(anterior); esperandoNombre = false }
            anterior = token.esIdentificador ? token.texto : nil
        }
        return nombres
    }

    /// Un hallazgo en esta declaración.
    package func hallazgo(_ detalle: String) -> Hallazgo { Hallazgo(detalle, en: ubicacion) }
}

// MARK: - Consultas sobre el proyecto

extension Proyecto {
    /// Los módulos de la app.
    package func modulos(_ descripcion: String = "módulos de la app") -> Seleccion<ModuloDelProyecto> {
        Seleccion(descripcion, modulos)
    }

    /// Todas las fuentes de la app.
    package func fuentes() -> Seleccion<FuenteSwift> {
        Seleccion("fuentes de la app", modulos.flatMap(\.fuentes))
    }

    /// Todas las declaraciones de la app (tipos, extensiones, funciones, propiedades, también las locales).
    package func declaraciones() -> Seleccion<Simbolo> {
        Seleccion("declaraciones de la app", modulos.flatMap(\.fuentes).flatMap { fuente in
            fuente.declaraciones.indices.map { Simbolo(fuente: fuente, indice: $0) }
        })
    }

    /// Los tipos: clases, structs, enums, protocolos y actores.
    package func tipos() -> Seleccion<Simbolo> {
        Seleccion("tipos de la app", declaraciones().elementos.filter { $0.declaracion.clase.esTipo })
    }

    package func clases() -> Seleccion<Simbolo> {
        Seleccion("clases de la app", declaraciones().elementos.filter { $0.declaracion.clase == .clase })
    }
}
