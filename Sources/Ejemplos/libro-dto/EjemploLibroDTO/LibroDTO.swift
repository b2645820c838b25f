import Foundation
import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

// El DTO: la forma del JSON tal como llega. `Decodable`: JSONDecoder sabe rellenarlo.
struct LibroDTO: Decodable {
    let id: Int
    let title: String
    let pages: Int
}

// El modelo: lo que la app entiende, con nombres en español.
struct Libro {
    let titulo: String
    let paginas: Int

    // La traducción de DTO a modelo, en UN solo sitio.
    init(dto: LibroDTO) {
        titulo = dto.title
        paginas = dto.pages
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() {
    // Un JSON escrito a mano, con un campo de más (`isbn`) que el DTO no declara.
    let json = """
    { "id": 7, "title": "Dune", "pages": 612, "isbn": "978-0441013593" }
    """
    do {
        // `Data(json.utf8)`: el texto convertido en bytes, que es lo que pide `decode`.
        let dto = try JSONDecoder().decode(LibroDTO.self, from: Data(json.utf8))
        let libro = Libro(dto: dto)
        print(libro.titulo, libro.paginas)
    } catch {
        print("No se pudo leer:", error)
    }
}
