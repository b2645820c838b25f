import Foundation

/// El flujo de eventos que llega por una tubería, en memoria y con tope: el de todas las pruebas que dan
/// nota ocupa unos 250 KB; si pasa del tope, no se guarda más y se sabe.
final class FlujoRecibido: @unchecked Sendable {   // lo llena el hilo del drenaje; se lee tras él
    static let tope = 64 << 20

    private(set) var datos = Data()
    private(set) var desbordado = false

    func anadir(_ trozo: Data) {
        guard !desbordado else { return }
        guard datos.count + trozo.count <= Self.tope else {
            desbordado = true
            return
        }
        datos.append(trozo)
    }
}
