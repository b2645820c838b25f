import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct Plato: Equatable {
    let nombre: String
}

// La fuente local: lo apuntado en la pizarra. Empieza con un plato.
final class Pizarra {
    var apuntados: [Plato] = [Plato(nombre: "Lentejas")]
}

enum FalloDeLinea: Error { case sinLinea }

// La fuente remota: tarda y puede fallar. `hayLinea` apaga la conexión a mano.
final class Proveedor {
    var hayLinea = true
    func menuDeHoy() async throws -> [Plato] {
        guard hayLinea else { throw FalloDeLinea.sinLinea }   // sin línea: lanza el error
        return [Plato(nombre: "Paella"), Plato(nombre: "Flan")]
    }
}

// El repositorio: recibe las dos fuentes y las junta detrás de una puerta.
final class Menu {
    private let pizarra: Pizarra
    private let proveedor: Proveedor

    init(pizarra: Pizarra, proveedor: Proveedor) {
        self.pizarra = pizarra
        self.proveedor = proveedor
    }

    // LEER: siempre lo apuntado. No espera, no falla.
    // Es una propiedad calculada: no guarda nada, calcula su valor cada vez que se lee.
    var platos: [Plato] { pizarra.apuntados }

    // REFRESCAR: pide al proveedor y, si llega bien, lo apunta. `try await` lanza si falla,
    // y entonces la línea de debajo NO se ejecuta: la pizarra queda como estaba.
    func refrescar() async throws {
        let nuevos = try await proveedor.menuDeHoy()
        pizarra.apuntados = nuevos
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
// `throws`: el `try` suelto del Playground ahora lo deja pasar la función.
package func ejecutar() async throws {
    let proveedor = Proveedor()
    let menu = Menu(pizarra: Pizarra(), proveedor: proveedor)
    print("1. se ve:", menu.platos.map(\.nombre))        // antes de ir a la red

    try await menu.refrescar()                            // `await` suelto: sirve en el Playground
    print("2. se ve:", menu.platos.map(\.nombre))

    proveedor.hayLinea = false                            // se corta internet
    do {
        try await menu.refrescar()
    } catch {
        print("3. falló:", error)
    }
    print("4. se ve:", menu.platos.map(\.nombre))        // la lista NO se vació
}
