import HerramientaNucleo

/// Busca, en las piezas de una región, los sitios donde se aplica un operador de mutación. Trabaja con
/// piezas y paréntesis, no con líneas ni espacios: el mismo código escrito en una línea o en tres da los
/// mismos sitios. Un operador que no encuentra sitio no da mutante.
struct BuscadorDeSitios {
    private let p: [PiezaSwift]     // las de una región

    /// Los sitios en todas las regiones del paso (líneas desde 1, ambas incluidas). Cada región por separado:
    /// un sitio nunca cruza de una región a otra.
    static func sitios(de operador: OperadorDeMutacion, en piezas: [PiezaSwift], regiones: [ClosedRange<Int>]) -> [SitioDeMutacion] {
        regiones.flatMap { region in
            BuscadorDeSitios(p: piezas.filter { region.contains($0.linea) }).sitios(de: operador)
        }
    }

    private func sitios(de operador: OperadorDeMutacion) -> [SitioDeMutacion] {
        let nombre = operador.nombre ?? ""
        switch operador.en {
        case .caso:
            return casos(nombre).compactMap { inicio, _, cierre in expresion(inicio, cierre) }
        case .argumentoDelCaso:
            return casos(nombre).compactMap { _, abre, cierre in
                guard abre + 1 < cierre, finDeArgumento(desde: abre + 1, hasta: cierre) == cierre,
                      !(p[abre + 1].clase == .palabra && p[abre + 2].es(":")) else { return nil }   // uno y sin etiqueta
                return expresion(abre + 1, cierre - 1)
            }
        case .argumento:
            return argumentos(nombre, llamada: operador.llamada ?? "")
        case .valorInicial:
            return valoresIniciales(nombre)
        case .cadena:
            let prefijo = operador.empiezaPor ?? ""
            return p.indices.filter { p[$0].clase == .cadena && Self.contenido(p[$0].texto).hasPrefix(prefijo) && !enPatron($0) }
                .compactMap { expresion($0, $0) }
        case .cuerpo:
            return p.indices.filter { p[$0].es("func") && $0 + 1 < p.count && p[$0 + 1].texto == nombre }
                .compactMap { bloque(tras: $0 + 2, cortaEnDeclaracion: true) }
        case .bloqueCatch:
            return p.indices.filter { p[$0].es("catch") }.compactMap { bloque(tras: $0 + 1, cortaEnDeclaracion: false) }
        }
    }

    // MARK: - Patrones

    /// Lo que puede ir justo antes de un `.caso(…)` sin que sea un miembro de lo anterior.
    private static let antesDeUnCasoImplicito: Set<String> = [
        "(", "[", ",", ":", "{", "return", "case", "try", "await", "in", "throw", "else",
    ]

    /// `.nombre(…)` como expresión: (primera pieza, con el tipo de delante si lo lleva; su `(`; su `)`).
    private func casos(_ nombre: String) -> [(Int, Int, Int)] {
        p.indices.compactMap { k in
            guard k + 2 < p.count, p[k].es("."), p[k + 1].clase == .palabra, p[k + 1].texto == nombre, p[k + 2].es("(") else { return nil }
            var inicio = k
            if k > 0 {
                let antes = p[k - 1]
                // Tras un operador (`= .exito(…)`, `? .a(…) : .b(…)`) o un paréntesis, es un caso; tras `x?` o `x!`, un miembro.
                let encadenado = (antes.es("?") || antes.es("!")) && antes.pegada
                let implicito = (antes.clase == .operador && !encadenado) || Self.antesDeUnCasoImplicito.contains(antes.texto)
                if p[k].pegada && !implicito {
                    // `ArbitrosUiState.exito(…)`: el tipo va con la expresión. `algo().exito(…)` o `valor.exito(…)`
                    // son miembros de otra cosa: no se tocan.
                    guard antes.clase == .palabra, antes.texto.first?.isUppercase == true else { return nil }
                    inicio = k - 1
                    while inicio >= 2, p[inicio].pegada, p[inicio - 1].es("."), p[inicio - 1].pegada, p[inicio - 2].clase == .palabra {
                        inicio -= 2
                    }
                } else if !implicito {
                    return nil      // `lista\n    .exito(…)`: una llamada encadenada en otra línea
                }
            }
            guard !enPatron(inicio), let cierre = cierre(de: k + 2) else { return nil }
            return (inicio, k + 2, cierre)
        }
    }

    /// El valor de `nombre:` en cada llamada a `llamada(…)`: hasta la coma o el paréntesis que lo cierran.
    private func argumentos(_ nombre: String, llamada: String) -> [SitioDeMutacion] {
        p.indices.flatMap { k -> [SitioDeMutacion] in
            guard k + 1 < p.count, p[k].clase == .palabra, p[k].texto == llamada, p[k + 1].es("("),
                  k == 0 || !["func", "case", "init", "."].contains(p[k - 1].texto),
                  let cierre = cierre(de: k + 1) else { return [] }
            var sitios: [SitioDeMutacion] = []
            var j = k + 2
            while j < cierre {
                let fin = finDeArgumento(desde: j, hasta: cierre)
                if p[j].clase == .palabra, p[j].texto == nombre, j + 2 < fin, p[j + 1].es(":"),
                   let sitio = expresion(j + 2, fin - 1) {
                    sitios.append(sitio)
                }
                j = fin + 1
            }
            return sitios
        }
    }

    /// El valor tras `=` en `var|let nombre[: Tipo] = …`: hasta el final de su línea (lo que va entre
    /// paréntesis, corchetes o llaves puede ocupar más).
    private func valoresIniciales(_ nombre: String) -> [SitioDeMutacion] {
        p.indices.compactMap { k in
            guard k + 1 < p.count, p[k].es("var") || p[k].es("let"), p[k + 1].texto == nombre else { return nil }
            var j = k + 2
            while j < p.count, !p[j].es("=") {
                if p[j].es("{") || p[j].es("}") || p[j].es(";") || p[j].linea != p[k].linea { return nil }
                j = saltar(j)
            }
            let inicio = j + 1
            var ultima: Int?
            var m = inicio
            while m < p.count {
                if let ultima, p[m].linea != p[ultima].linea { break }
                if p[m].es(";") || p[m].es("}") || p[m].es(",") || (p[m].es("{") && m > inicio) { break }
                let siguiente = saltar(m)
                ultima = siguiente - 1
                m = siguiente
            }
            return ultima.flatMap { expresion(inicio, $0) }
        }
    }

    /// El primer `{ … }` tras `desde`, al mismo nivel. `cortaEnDeclaracion`: una `func` sin cuerpo (en un
    /// protocolo) no se queda con el de lo que venga detrás.
    private func bloque(tras desde: Int, cortaEnDeclaracion: Bool) -> SitioDeMutacion? {
        var j = desde
        while j < p.count {
            if p[j].es("{") {
                guard let cierre = cierre(de: j) else { return nil }
                return .cuerpo(dentro: p[j].fin, cierre: p[cierre].inicio)
            }
            if p[j].es("}") || p[j].es(";") { return nil }
            if cortaEnDeclaracion, ["func", "var", "let", "init", "case", "class", "struct", "enum"].contains(p[j].texto) { return nil }
            j = saltar(j)
        }
        return nil
    }

    // MARK: - Ayudas

    /// Si la pieza está en un patrón (`case let .x(id):`, `if case .gol(…) = evento`): ahí no hay expresión
    /// que cambiar. Se mira hacia atrás hasta el comienzo de la sentencia.
    private func enPatron(_ indice: Int) -> Bool {
        var nivel = 0
        for pieza in p[..<indice].reversed() {
            if pieza.es(")") || pieza.es("]") { nivel += 1 }
            if pieza.es("(") || pieza.es("[") { nivel -= 1 }
            if pieza.es("{") || pieza.es("}") || pieza.es(";") || pieza.es("return") { return false }
            if nivel <= 0, pieza.es(":") || pieza.es("=") { return false }
            if pieza.es("case") { return true }
        }
        return false
    }

    private func expresion(_ primera: Int, _ ultima: Int) -> SitioDeMutacion? {
        guard 0 <= primera, primera <= ultima, ultima < p.count else { return nil }
        return .expresion(inicio: p[primera].inicio, fin: p[ultima].fin)
    }

    private func esApertura(_ pieza: PiezaSwift) -> Bool {
        pieza.es("(") || pieza.es("[") || pieza.es("{")
    }

    /// La pieza siguiente a la de `indice` al mismo nivel: si abre algo, la de después de su cierre.
    private func saltar(_ indice: Int) -> Int {
        guard esApertura(p[indice]) else { return indice + 1 }
        return cierre(de: indice).map { $0 + 1 } ?? p.count
    }

    /// La pieza que cierra la que abre en `indice`, contando paréntesis, corchetes y llaves juntos.
    private func cierre(de indice: Int) -> Int? {
        var nivel = 0
        for j in indice..<p.count {
            if esApertura(p[j]) { nivel += 1 }
            if p[j].es(")") || p[j].es("]") || p[j].es("}") {
                nivel -= 1
                if nivel == 0 { return j }
                if nivel < 0 { return nil }
            }
        }
        return nil
    }

    /// Dónde acaba un argumento que empieza en `desde`: en la siguiente coma de su nivel o en `hasta`.
    private func finDeArgumento(desde: Int, hasta: Int) -> Int {
        var j = desde
        while j < hasta, !p[j].es(",") { j = saltar(j) }
        return min(j, hasta)
    }

    /// El texto de un literal sin sus `#` ni sus comillas.
    static func contenido(_ literal: String) -> Substring {
        let resto = literal.drop { $0 == "#" }
        return resto.hasPrefix("\"\"\"") ? resto.dropFirst(3).drop { $0 == "\n" } : resto.dropFirst()
    }
}
