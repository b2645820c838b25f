import Foundation
import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

// Una biblioteca que presta libros.
// `CustomStringConvertible` (de Protocolos y extensiones) tiene un solo requisito, `description`:
// el texto que `print` escribe para el valor. Aquí solo sirve para que la salida sea corta.
struct Libro: Equatable, CustomStringConvertible {
    let titulo: String

    var description: String { titulo }
}

// Los tres estados posibles de la pantalla: UNO cada vez.
enum EstadoDeLibros: Equatable {
    case cargando
    case error(String)
    case exito([Libro])
}

// El contrato: quien pide libros no sabe si vienen de internet o de un cajón.
protocol LibrosRepositorio {
    func libros() async throws -> [Libro]
}

// Un repositorio de mentira: devuelve dos libros o falla, según le digas.
struct LibrosDeMentira: LibrosRepositorio {
    let falla: Bool

    struct Fallo: Error {}

    func libros() async throws -> [Libro] {
        if falla { throw Fallo() }
        return [Libro(titulo: "Dune"), Libro(titulo: "Ubik")]
    }
}

final class LibrosViewModel {
    private(set) var estado: EstadoDeLibros = .cargando     // empieza cargando
    private let repositorio: any LibrosRepositorio          // any: cualquier cosa que cumpla el contrato

    init(repositorio: any LibrosRepositorio) {
        self.repositorio = repositorio
    }

    func cargar() async {
        estado = .cargando
        do {
            // Si el repositorio lanza un error, salta directo al `catch`.
            estado = .exito(try await repositorio.libros())
        } catch {
            estado = .error("No se pudieron cargar")
        }
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() async {
    let bueno = LibrosViewModel(repositorio: LibrosDeMentira(falla: false))
    print(bueno.estado)         // todavía no ha cargado nada
    await bueno.cargar()
    print(bueno.estado)

    let malo = LibrosViewModel(repositorio: LibrosDeMentira(falla: true))
    await malo.cargar()
    print(malo.estado)
}
