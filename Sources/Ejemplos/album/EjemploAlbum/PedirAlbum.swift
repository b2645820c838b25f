import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking   // en Linux, URLSession vive aquí
#endif
import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct AlbumDTO: Decodable {
    let id: Int
    let title: String
}

func pedirAlbum(numero: Int, servidor: String) async {
    // `!` abre el opcional: `URL(string:)` devuelve nil si el texto no es una URL válida.
    let url = URL(string: "\(servidor)/albums/\(numero)")!
    do {
        // `await`: la función se pausa hasta que llegue la respuesta, sin bloquear nada.
        let (datos, respuesta) = try await URLSession.shared.data(from: url)
        // La respuesta se ve como HTTPURLResponse para leer su código; 0 si no lo fuera.
        let codigo = (respuesta as? HTTPURLResponse)?.statusCode ?? 0
        print("código:", codigo)
        // Un 404 NO lanza error: lo comprobamos nosotros.
        guard (200...299).contains(codigo) else {
            print("El servidor dijo que no")
            return
        }
        let album = try JSONDecoder().decode(AlbumDTO.self, from: datos)
        print(album.id, album.title)
    } catch is URLError {
        // Solo los URLError: no hubo respuesta (sin internet, servidor inexistente…).
        print("Sin conexión")
    } catch {
        // Cualquier otro error: aquí, un JSON que no cuadra.
        print("No se pudo leer:", error)
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
// `servidor`: en la lección, "https://jsonplaceholder.typicode.com" escrito en las dos primeras
// llamadas; el programa lo lee de MARCADOR_SERVIDOR y las pruebas dan el de su servidor falso.
package func ejecutar(servidor: String) async {
    // En un Playground, como en un programa de Swift, `await` se puede escribir suelto.
    await pedirAlbum(numero: 1, servidor: servidor)
    await pedirAlbum(numero: 9999, servidor: servidor)
    await pedirAlbum(numero: 1, servidor: "https://no-existe.invalid")   // este sigue sin existir
}
