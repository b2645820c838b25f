import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

enum Fallo: Error { case sinStock(String) }              // un fallo esperable
enum Pantalla: Equatable {                              // el estado de la pantalla, como en la lección anterior
    case vacia
    case lista(Resumen)
    struct Resumen: Equatable {
        let total: Int
        let ultimo: String
    }
}

@MainActor                                              // solo se toca desde el hilo principal
final class CarritoViewModel {
    private(set) var productos: [String] = []           // la vista lee, solo el ViewModel escribe

    // Una propiedad calculada que construye el estado a partir de lo que hay.
    var pantalla: Pantalla {
        guard let ultimo = productos.last else { return .vacia }       // sin productos: vacía
        return .lista(.init(total: productos.count, ultimo: ultimo))   // .init(…) = Pantalla.Resumen(…)
    }

    func anadir(_ producto: String) -> Result<Int, Fallo> {
        guard producto != "caviar" else { return .failure(.sinStock(producto)) }
        productos.append(producto)
        return .success(productos.count)
    }

    func alTocar(_ producto: String) {
        // if case let: mira solo el caso de fallo y saca su valor.
        if case let .failure(fallo) = anadir(producto) {
            print("no se pudo: \(fallo)")
        }
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
// @MainActor: el nivel superior de un Playground es del actor principal; aquí lo dice la función.
@MainActor
package func ejecutar() {
    let carrito = CarritoViewModel()                        // en un Playground, el nivel superior es del actor principal
    print(carrito.pantalla)
    carrito.alTocar("pan")
    carrito.alTocar("caviar")
    print(carrito.pantalla == .lista(.init(total: 1, ultimo: "pan")))
}
