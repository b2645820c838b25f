import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

// Lo que puede mostrar la pantalla del pedido, en un solo valor.
enum PantallaDelPedido: Equatable {
    case vacia
    case error(String)
    case lista(Int)                       // cuántos cafés lleva el pedido
}

// El caso de uso: pedir un café. Falla si ese café está agotado.
struct PedirCafe {
    enum Fallo: Error { case agotado(String) }
    let agotados: [String]

    func callAsFunction(_ cafe: String) -> Result<String, Fallo> {
        if agotados.contains(cafe) { return .failure(.agotado(cafe)) }
        return .success(cafe)
    }
}

// El ViewModel: del hilo principal; la pantalla lee, solo él escribe.
@MainActor
final class PedidoViewModel {
    private(set) var cafes: [String] = []
    private(set) var mensajeDeError: String?
    private let pedirCafe = PedirCafe(agotados: ["moca"])

    // Calculada: construye el estado a partir de lo que hay.
    var pantalla: PantallaDelPedido {
        if let mensajeDeError { return .error(mensajeDeError) }
        if cafes.isEmpty { return .vacia }
        return .lista(cafes.count)
    }

    func alPedir(_ cafe: String) {
        switch pedirCafe(cafe) {
        case let .success(servido):
            cafes.append(servido)
            mensajeDeError = nil
        case let .failure(.agotado(nombre)):
            mensajeDeError = "No queda \(nombre)"
        }
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
// @MainActor: el nivel superior de un Playground es del actor principal; aquí lo dice la función.
@MainActor
package func ejecutar() {
    let pedido = PedidoViewModel()
    print(pedido.pantalla)
    pedido.alPedir("solo")
    pedido.alPedir("cortado")
    print(pedido.pantalla)
    pedido.alPedir("moca")
    print(pedido.pantalla)
}
