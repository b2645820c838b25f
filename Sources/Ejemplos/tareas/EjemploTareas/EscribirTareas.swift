import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking   // en Linux, URLSession vive aquí
#endif
import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct TareaDTO: Decodable {
    let id: Int
    let title: String
    let completed: Bool
}

// `servidor`: en la lección, "https://jsonplaceholder.typicode.com" escrito aquí dentro; el programa
// lo lee de MARCADOR_SERVIDOR y las pruebas dan el de su servidor falso.
func escribirTareas(servidor: String) async {
    // `.appending(queryItems:)` añade `?_limit=3` a la dirección.
    let url = URL(string: "\(servidor)/todos")!
        .appending(queryItems: [URLQueryItem(name: "_limit", value: "3")])
    do {
        let (datos, respuesta) = try await URLSession.shared.data(from: url)
        let codigo = (respuesta as? HTTPURLResponse)?.statusCode ?? 0
        guard (200...299).contains(codigo) else {
            print("El servidor respondió \(codigo)")
            return
        }
        // `[TareaDTO].self`: el JSON es una LISTA de tareas, no una sola.
        let tareas = try JSONDecoder().decode([TareaDTO].self, from: datos)
        for tarea in tareas {
            // `condicion ? a : b`: si la condición se cumple vale `a`, y si no, `b`.
            print("\(tarea.id). \(tarea.title) · \(tarea.completed ? "hecha" : "pendiente")")
        }
    } catch is URLError {
        // No hubo respuesta: sin internet, el servidor no existe…
        print("Sin conexión")
    } catch {
        print("No se pudo leer:", error)
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar(servidor: String) async {
    await escribirTareas(servidor: servidor)
}
