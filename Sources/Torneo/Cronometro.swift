// El reloj del partido: cuenta minutos cuando se lo mandan y avisa con `alTick`.
// Guarda la closure: quien se la da decide si la closure lo retiene (el ciclo de «Retain cycles»).
public final class Cronometro {
    public private(set) var minuto = 0
    public var alTick: (() -> Void)?

    public init() {}

    public func avanzar() {
        minuto += 1
        alTick?()
    }
}
