/// Una función cuyo cuerpo entero es llamar a un método de una propiedad guardada del mismo tipo con
/// sus propios parámetros, en el mismo orden: `func callAsFunction() async throws -> [Arbitro] {
/// try await repositorio.arbitros() }`. Es la forma de un caso de uso que solo reenvía.
package struct Reenvio: CustomStringConvertible, Sendable {
    package let propiedad: String
    package let metodo: String

    /// `nil` si el cuerpo hace cualquier otra cosa (decidir, juntar, transformar…).
    package init?(en funcion: Simbolo) {
        let fuente = funcion.fuente
        let tokens = fuente.tokens
        let cuerpo = funcion.cuerpo
        var i = cuerpo.lowerBound
        // return / try / try? / try! / await, en cualquier orden
        while i < cuerpo.upperBound, ["return", "try", "await", "?", "!"].contains(tokens[i].texto), tokens[i].clase != .cadena {
            i += 1
        }
        if i + 1 < cuerpo.upperBound, tokens[i].es("self"), tokens[i + 1].es(".") { i += 2 }
        guard i + 4 < cuerpo.upperBound, tokens[i].esIdentificador else { return nil }
        let propiedad = tokens[i].texto
        i += 1
        if tokens[i].es("?") { i += 1 }
        guard tokens[i].es("."), tokens[i + 1].esIdentificador, tokens[i + 2].es("(") else { return nil }
        let metodo = tokens[i + 1].texto
        let abre = i + 2
        let cierre = fuente.parejas[abre]
        // La llamada tiene que ser lo último del cuerpo, y `propiedad` una propiedad guardada del tipo.
        guard cierre == cuerpo.upperBound - 1,
              funcion.contenedor?.miembros.contains(where: { $0.nombre == propiedad && $0.esPropiedadAlmacenada }) == true
        else { return nil }
        // Los argumentos: cada parámetro, tal cual y en orden (con o sin etiqueta).
        var argumentos: [[TokenSwift]] = [[]]
        for j in (abre + 1)..<cierre {
            if tokens[j].es(",") { argumentos.append([]) } else { argumentos[argumentos.count - 1].append(tokens[j]) }
        }
        if argumentos == [[]] { argumentos = [] }
        let valores = argumentos.map { argumento -> String? in
            switch argumento.count {
            case 1 where argumento[0].esIdentificador: argumento[0].texto
            case 3 where argumento[0].esIdentificador && argumento[1].es(":") && argumento[2].esIdentificador: argumento[2].texto
            default: nil
            }
        }
        guard valores == funcion.parametros.map(Optional.some) else { return nil }
        self.propiedad = propiedad
        self.metodo = metodo
    }

    package var description: String { "\(propiedad).\(metodo)(…)" }
}
