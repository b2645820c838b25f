import Foundation

/// Valida un XML contra un XSD, con lo que usa junit-10.xsd: elementos globales y `ref`, tipos complejos con
/// nombre o dentro del elemento, `mixed`, `sequence` y `choice` anidados con minOccurs/maxOccurs, atributos
/// (`use="required"`, los que no se declaran sobran) de tipo xs:string o de un tipo simple con `pattern`, y
/// elementos de tipo xs:string (solo texto). Lo que no conoce del XSD es un error, no algo que se salte.
package struct ValidadorXSD {
    private let elementos: [String: NodoXML]        // los xs:element globales, por nombre
    private let complejos: [String: NodoXML]        // los xs:complexType con nombre
    private let simples: [String: NodoXML]          // los xs:simpleType con nombre

    package init(_ datos: Data) throws {
        let esquema = try NodoXML.leer(datos)
        func porNombre(_ tipo: String) -> [String: NodoXML] {
            Dictionary(esquema.hijos.filter { $0.nombre == tipo }.compactMap { nodo in nodo.atributos["name"].map { ($0, nodo) } }) { a, _ in a }
        }
        elementos = porNombre("xs:element")
        complejos = porNombre("xs:complexType")
        simples = porNombre("xs:simpleType")
    }

    /// Lo que no cumple el documento, con la ruta de cada elemento; vacío si es válido.
    package func errores(de documento: NodoXML) -> [String] {
        guard let declaracion = elementos[documento.nombre] else { return ["/\(documento.nombre): el XSD no declara este elemento raíz"] }
        return errores(de: documento, segun: declaracion, en: "/" + documento.nombre)
    }

    private func errores(de nodo: NodoXML, segun declaracion: NodoXML, en ruta: String) -> [String] {
        if let referencia = declaracion.atributos["ref"] {
            guard let global = elementos[referencia] else { return ["\(ruta): el XSD no declara «\(referencia)»"] }
            return errores(de: nodo, segun: global, en: ruta)
        }
        if let tipo = declaracion.atributos["type"] {
            if tipo == "xs:string" {
                var errores = nodo.atributos.keys.sorted().map { "\(ruta): sobra el atributo «\($0)» en un elemento de solo texto" }
                if !nodo.hijos.isEmpty { errores.append("\(ruta): un elemento de solo texto no puede tener elementos dentro") }
                return errores
            }
            guard let complejo = complejos[tipo] else { return ["\(ruta): el validador no conoce el tipo «\(tipo)»"] }
            return errores(de: nodo, segunTipo: complejo, en: ruta)
        }
        guard let complejo = declaracion.hijos.first(where: { $0.nombre == "xs:complexType" }) else {
            return ["\(ruta): el validador no sabe leer la declaración de «\(nodo.nombre)»"]
        }
        return errores(de: nodo, segunTipo: complejo, en: ruta)
    }

    private func errores(de nodo: NodoXML, segunTipo tipo: NodoXML, en ruta: String) -> [String] {
        var errores: [String] = []
        let declarados = tipo.hijos.filter { $0.nombre == "xs:attribute" }
        for otro in tipo.hijos where !["xs:attribute", "xs:sequence", "xs:choice"].contains(otro.nombre) {
            errores.append("\(ruta): el validador no conoce «\(otro.nombre)» en un tipo complejo")
        }
        for atributo in declarados {
            guard let nombre = atributo.atributos["name"] else { continue }
            guard let valor = nodo.atributos[nombre] else {
                if atributo.atributos["use"] == "required" { errores.append("\(ruta): falta el atributo obligatorio «\(nombre)»") }
                continue
            }
            errores += self.errores(deValor: valor, tipo: atributo.atributos["type"] ?? "xs:string", en: "\(ruta)/@\(nombre)")
        }
        let nombres = Set(declarados.compactMap { $0.atributos["name"] })
        for nombre in nodo.atributos.keys.sorted() where !nombres.contains(nombre) {
            errores.append("\(ruta): sobra el atributo «\(nombre)», que el XSD no declara")
        }
        if tipo.atributos["mixed"] != "true", !nodo.texto.allSatisfy(\.isWhitespace) {
            errores.append("\(ruta): lleva texto y su tipo no es mixed")
        }
        let modelo = tipo.hijos.first { $0.nombre == "xs:sequence" || $0.nombre == "xs:choice" }
        let finales = modelo.map { encajes(de: $0, en: nodo.hijos, desde: [0]) } ?? [0]
        if !finales.contains(nodo.hijos.count) {
            errores.append("\(ruta): sus elementos (\(nodo.hijos.map(\.nombre).joined(separator: ", "))) no siguen el modelo del XSD")
        }
        for (i, hijo) in nodo.hijos.enumerated() {
            guard let declaracion = modelo.flatMap({ Self.declaracion(de: hijo.nombre, en: $0) }) else {
                errores.append("\(ruta): «\(hijo.nombre)» no se puede poner aquí")
                continue
            }
            errores += self.errores(de: hijo, segun: declaracion, en: "\(ruta)/\(hijo.nombre)[\(i)]")
        }
        return errores
    }

    private func errores(deValor valor: String, tipo: String, en ruta: String) -> [String] {
        if tipo == "xs:string" { return [] }
        guard let simple = simples[tipo], let restriccion = simple.hijos.first(where: { $0.nombre == "xs:restriction" }),
              restriccion.atributos["base"] == "xs:string",
              restriccion.hijos.allSatisfy({ $0.nombre == "xs:pattern" }) else {
            return ["\(ruta): el validador no conoce el tipo «\(tipo)»"]
        }
        let patrones = restriccion.hijos.compactMap { $0.atributos["value"] }
        // Un pattern de XSD vale para el valor entero, sin ^ ni $.
        let cumple = patrones.contains { patron in
            (try? NSRegularExpression(pattern: "^(?:" + patron + ")$"))?
                .firstMatch(in: valor, range: NSRange(valor.startIndex..., in: valor)) != nil
        }
        return cumple ? [] : ["\(ruta): «\(valor)» no es un \(tipo)"]
    }

    /// La declaración del elemento con ese nombre dentro de un modelo: un `ref` o un `name`.
    private static func declaracion(de nombre: String, en modelo: NodoXML) -> NodoXML? {
        for particula in modelo.hijos {
            if particula.nombre == "xs:element", particula.atributos["ref"] == nombre || particula.atributos["name"] == nombre {
                return particula
            }
            if let dentro = declaracion(de: nombre, en: particula) { return dentro }
        }
        return nil
    }

    /// Dónde puede acabar la partícula si empieza en cada una de `inicios`: un autómata por conjuntos de posiciones.
    private func encajes(de particula: NodoXML, en hijos: [NodoXML], desde inicios: Set<Int>) -> Set<Int> {
        let minimo = Int(particula.atributos["minOccurs"] ?? "1") ?? 1
        let maximo = particula.atributos["maxOccurs"].map { $0 == "unbounded" ? Int.max : Int($0) ?? 1 } ?? 1
        let unaVez: (Set<Int>) -> Set<Int> = { posiciones in
            switch particula.nombre {
            case "xs:element":
                let nombre = particula.atributos["ref"] ?? particula.atributos["name"]
                return Set(posiciones.filter { $0 < hijos.count && hijos[$0].nombre == nombre }.map { $0 + 1 })
            case "xs:sequence":
                return particula.hijos.reduce(posiciones) { self.encajes(de: $1, en: hijos, desde: $0) }
            case "xs:choice":
                return particula.hijos.reduce(into: Set<Int>()) { $0.formUnion(self.encajes(de: $1, en: hijos, desde: posiciones)) }
            default:
                return []   // lo que no conoce no encaja con nada: el documento sale inválido
            }
        }
        var finales: Set<Int> = minimo == 0 ? inicios : []
        var actuales = inicios
        var vistas = inicios
        var veces = 0
        while veces < maximo {
            actuales = unaVez(actuales)
            veces += 1
            if veces >= minimo { finales.formUnion(actuales) }
            // Sin posiciones nuevas, más vueltas no añaden nada (y un maxOccurs="unbounded" acaba).
            if actuales.isEmpty || (veces >= minimo && actuales.isSubset(of: vistas)) { break }
            vistas.formUnion(actuales)
        }
        return finales
    }
}
