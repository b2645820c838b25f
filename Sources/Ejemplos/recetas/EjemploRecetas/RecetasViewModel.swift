import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct Receta: Equatable, CustomStringConvertible {
    let nombre: String
    let minutos: Int

    var description: String { "\(nombre) (\(minutos) min)" }
}

enum EstadoDeRecetas: Equatable {
    case cargando
    case error(String)
    case exito([Receta])
}

protocol RecetasRepositorio {
    func recetas() async throws -> [Receta]
}

struct RecetasDeMentira: RecetasRepositorio {
    let falla: Bool

    struct SinRed: Error {}

    func recetas() async throws -> [Receta] {
        if falla { throw SinRed() }
        return [Receta(nombre: "Tortilla", minutos: 20), Receta(nombre: "Gazpacho", minutos: 15)]
    }
}

final class RecetasViewModel {
    private(set) var estado: EstadoDeRecetas = .cargando
    private let repositorio: any RecetasRepositorio

    init(repositorio: any RecetasRepositorio) {
        self.repositorio = repositorio
    }

    func cargar() async {
        estado = .cargando
        do {
            estado = .exito(try await repositorio.recetas())
        } catch {
            estado = .error("No hay conexión")
        }
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() async {
    let conRed = RecetasViewModel(repositorio: RecetasDeMentira(falla: false))
    print(conRed.estado)
    await conRed.cargar()
    print(conRed.estado)

    let sinRed = RecetasViewModel(repositorio: RecetasDeMentira(falla: true))
    print(sinRed.estado)
    await sinRed.cargar()
    print(sinRed.estado)
}
