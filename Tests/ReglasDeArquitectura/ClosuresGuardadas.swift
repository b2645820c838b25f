/// Las closures que una clase guarda en una propiedad (`reloj.alTick = { … }`, `self.alCambiar = { … }`)
/// o los métodos que guarda así (`reloj.alTick = alMinuto`), leídos de los tokens de su cuerpo.
///
/// Una closure guardada retiene a `self` si nombra `self` sin `[weak self]` ni `[unowned self]` en su
/// lista de capturas (en Swift 6, una closure que escapa de una clase no puede usar `self` sin
/// escribirlo). Un método guardado sin closure retiene siempre a `self`. Con `[unowned self]` no lo
/// retiene, pero revienta si la llaman después de liberarse `self`, y también se señala.
package struct ClosuresGuardadas {
    private let clase: Simbolo
    private let metodoExento: String?

    /// `salvoEn`: un método de la clase cuyo cuerpo no se mira, porque lo que hace se prueba por su
    /// comportamiento (en `PartidoViewModel`, `prepararReloj`, con el ciclo a propósito).
    package init(en clase: Simbolo, salvoEn metodoExento: String? = nil) {
        self.clase = clase
        self.metodoExento = metodoExento
    }

    /// Las que retienen a `self` y las que lo capturan con `unowned`: solo `[weak self]` vale.
    package func queNoCapturanSelfDebil() -> [Hallazgo] {
        let fuente = clase.fuente
        let tokens = fuente.tokens
        let cuerpo = clase.cuerpo
        let metodos = Set(clase.miembros.filter { $0.declaracion.clase == .funcion }.map(\.nombre))
        var hallazgos: [Hallazgo] = []
        for igual in cuerpo where tokens[igual].clase == .operador && tokens[igual].texto == "=" {
            guard igual - 2 >= cuerpo.lowerBound, tokens[igual - 1].esIdentificador, tokens[igual - 2].es("."),
                  igual + 1 < cuerpo.upperBound, !estaEnElMetodoExento(igual) else { continue }
            var inicio = igual - 2
            while inicio - 1 >= cuerpo.lowerBound, tokens[inicio - 1].linea == tokens[igual].linea,
                  tokens[inicio - 1].esIdentificador || tokens[inicio - 1].es(".") || tokens[inicio - 1].es("?") {
                inicio -= 1
            }
            let destino = tokens[inicio..<igual].map(\.texto).joined()
            if tokens[igual + 1].es("{") {
                switch captura(closure: igual + 1) {
                case .fuerte:
                    hallazgos.append(Hallazgo("la closure que \(clase.nombre) guarda en \(destino) retiene a self", en: fuente.ubicacion(inicio)))
                case .unowned:
                    hallazgos.append(Hallazgo(
                        "la closure que \(clase.nombre) guarda en \(destino) captura self con unowned: si \(clase.nombre) se libera "
                            + "y luego alguien la llama, la app revienta; con [weak self], self? sería nil y no haría nada",
                        en: fuente.ubicacion(inicio)
                    ))
                case .debil, .ninguna:
                    break
                }
            } else if let metodo = metodoGuardado(desde: igual + 1, metodos: metodos) {
                hallazgos.append(Hallazgo("\(clase.nombre) guarda su método \(metodo) en \(destino), y eso retiene a self", en: fuente.ubicacion(inicio)))
            }
        }
        return hallazgos
    }

    /// Cómo captura a `self` una closure.
    private enum Captura {
        case fuerte, unowned, debil, ninguna
    }

    /// Cómo captura a `self` la closure que abre `llave`: fuerte si lo usa sin lista de capturas o con `[self]`.
    private func captura(closure llave: Int) -> Captura {
        let tokens = clase.fuente.tokens
        let parejas = clase.fuente.parejas
        let cierre = parejas[llave]
        guard cierre > llave else { return .ninguna }
        var cuerpo = (llave + 1)..<cierre
        if tokens[llave + 1].es("["), parejas[llave + 1] > llave + 1 {
            let capturas = (llave + 2)..<parejas[llave + 1]
            for indice in capturas where tokens[indice].es("self") {
                let anterior = tokens[indice - 1]
                if anterior.es("weak") { return .debil }
                if anterior.es("unowned") || anterior.es(")") { return .unowned }   // también unowned(safe) y unowned(unsafe)
                return .fuerte   // [self]: captura fuerte escrita
            }
            cuerpo = (parejas[llave + 1] + 1)..<cierre
        }
        return cuerpo.contains { tokens[$0].es("self") } ? .fuerte : .ninguna
    }

    /// `alMinuto` o `self.alMinuto` sin llamarlo: el nombre del método, si lo es.
    private func metodoGuardado(desde inicio: Int, metodos: Set<String>) -> String? {
        let tokens = clase.fuente.tokens
        var i = inicio
        if tokens[i].es("self"), i + 2 < tokens.count, tokens[i + 1].es(".") { i += 2 }
        guard i < tokens.count, tokens[i].esIdentificador, metodos.contains(tokens[i].texto) else { return nil }
        if i + 1 < tokens.count, tokens[i + 1].linea == tokens[i].linea, tokens[i + 1].es("(") || tokens[i + 1].es(".") {
            return nil   // `alMinuto()`: se guarda lo que devuelve, no el método
        }
        return tokens[i].texto
    }

    /// Si `indice` está en el cuerpo del método exento, se escriba como se escriba por dentro.
    private func estaEnElMetodoExento(_ indice: Int) -> Bool {
        clase.miembros.contains { $0.declaracion.clase == .funcion && $0.nombre == metodoExento && $0.cuerpo.contains(indice) }
    }
}
