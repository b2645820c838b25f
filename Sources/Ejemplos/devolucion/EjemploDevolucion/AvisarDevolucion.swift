import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct Libro {
    let id: Int
    let titulo: String
}

protocol Biblioteca {
    func libro(id: Int) -> Libro?
}

protocol Avisador {
    func enviar(_ texto: String) -> Int
}

struct AvisarDevolucion {
    let biblioteca: any Biblioteca
    let avisador: any Avisador

    enum Fallo: Error, Equatable {
        case noExisteElLibro(Int)
    }

    func callAsFunction(libroId: Int, socio: String) -> Result<Int, Fallo> {
        guard let libro = biblioteca.libro(id: libroId) else {
            return .failure(.noExisteElLibro(libroId))     // sin libro, no se envía nada
        }
        let numero = avisador.enviar("\(socio), devuelve «\(libro.titulo)» antes del viernes")
        return .success(numero)
    }
}

struct BibliotecaDeMentira: Biblioteca {
    func libro(id: Int) -> Libro? { id == 1 ? Libro(id: 1, titulo: "Dune") : nil }
}

struct AvisadorQueImprime: Avisador {
    func enviar(_ texto: String) -> Int {
        print("enviado: \(texto)")
        return 101
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() {
    let avisarDevolucion = AvisarDevolucion(biblioteca: BibliotecaDeMentira(), avisador: AvisadorQueImprime())

    func contar(_ resultado: Result<Int, AvisarDevolucion.Fallo>) {
        switch resultado {
        case let .success(numero): print("aviso n.º \(numero)")
        case let .failure(.noExisteElLibro(id)): print("fallo: no existe el libro \(id)")
        }
    }
    contar(avisarDevolucion(libroId: 1, socio: "Lucía"))
    contar(avisarDevolucion(libroId: 9, socio: "Lucía"))
}
