import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

// Los dos repositorios, como contratos (protocolos): el caso de uso no sabe cómo funcionan por dentro.
protocol Carta { func precio(de plato: String) -> Int? }          // nil: ese plato no existe
protocol Cocina { func recibir(_ comanda: String) -> Int }        // devuelve el número de pedido

struct PrepararPedido {
    let carta: any Carta
    let cocina: any Cocina

    enum Fallo: Error, Equatable {                                // el fallo esperable, como valor
        case noHayEsePlato(String)
    }

    // callAsFunction: se llama como una función, `prepararPedido(mesa: 4, …)`.
    func callAsFunction(mesa: Int, plato: String, cantidad: Int) -> Result<Int, Fallo> {
        // Regla 1: el plato tiene que estar en la carta.
        guard let precio = carta.precio(de: plato) else { return .failure(.noHayEsePlato(plato)) }
        // Regla 2: cómo se escribe la comanda.
        let total = precio * cantidad
        let numero = cocina.recibir("Mesa \(mesa): \(cantidad) × \(plato) (\(total) €)")
        return .success(numero)
    }
}

// Dos imitaciones para probar, sin cocina de verdad.
struct CartaDeMentira: Carta {
    func precio(de plato: String) -> Int? { plato == "margarita" ? 9 : nil }
}
struct CocinaQueImprime: Cocina {
    func recibir(_ comanda: String) -> Int {
        print("comanda:", comanda)
        return 7
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() {
    let prepararPedido = PrepararPedido(carta: CartaDeMentira(), cocina: CocinaQueImprime())

    // Convierte el Result en una línea de texto.
    func contar(_ resultado: Result<Int, PrepararPedido.Fallo>) {
        switch resultado {
        case let .success(numero): print("pedido n.º \(numero)")
        case let .failure(.noHayEsePlato(plato)): print("no hay \(plato)")   // un patrón dentro de otro: fallo, y dentro, ese caso con su plato
        }
    }
    contar(prepararPedido(mesa: 4, plato: "margarita", cantidad: 2))
    contar(prepararPedido(mesa: 4, plato: "sushi", cantidad: 1))
}
