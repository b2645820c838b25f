/// Un valor JSON con su tipo exacto: JSONDecoder no toma `true` por 1 ni 1,5 por un entero, cosa que con
/// JSONSerialization (NSNumber) no se puede distinguir en Linux y en macOS por igual.
package indirect enum ValorJSON: Decodable, Equatable, Sendable {
    case nulo
    case booleano(Bool)
    case entero(Int)
    case numero(Double)
    case texto(String)
    case lista([ValorJSON])
    case objeto([String: ValorJSON])

    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        // Cada intento fallido cuesta un error: primero lo más frecuente. Bool antes que Int y este antes que Double.
        if c.decodeNil() { self = .nulo }
        else if let valor = try? c.decode(String.self) { self = .texto(valor) }
        else if let valor = try? c.decode([String: ValorJSON].self) { self = .objeto(valor) }
        else if let valor = try? c.decode(Bool.self) { self = .booleano(valor) }
        else if let valor = try? c.decode(Int.self) { self = .entero(valor) }
        else if let valor = try? c.decode(Double.self) { self = .numero(valor) }
        else { self = .lista(try c.decode([ValorJSON].self)) }
    }

    package subscript(clave: String) -> ValorJSON? {
        if case let .objeto(campos) = self { campos[clave] } else { nil }
    }

    package var texto: String? { if case let .texto(valor) = self { valor } else { nil } }
    package var lista: [ValorJSON]? { if case let .lista(valores) = self { valores } else { nil } }
    package var entero: Int? { if case let .entero(valor) = self { valor } else { nil } }
}
