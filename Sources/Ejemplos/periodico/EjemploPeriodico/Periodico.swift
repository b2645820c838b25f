import ApoyoDeLosEjemplos   // su `print` escribe en la terminal o en lo que lee la prueba

struct Noticia: Equatable {
    let titular: String
}

final class Archivo {
    var guardadas = [Noticia(titular: "Noticia guardada")]
}

enum FalloDeRed: Error {
    case sinConexion
}

final class Servidor {
    private var llamadas = 0

    func ultimas() async throws -> [Noticia] {
        llamadas += 1
        if llamadas > 1 { throw FalloDeRed.sinConexion }
        return [Noticia(titular: "Noticia v1")]
    }
}

final class Periodico {
    private let archivo: Archivo
    private let servidor: Servidor

    init(archivo: Archivo, servidor: Servidor) {
        self.archivo = archivo
        self.servidor = servidor
    }

    var pantalla: [Noticia] { archivo.guardadas }

    func refrescar() async -> Bool {
        do {
            archivo.guardadas = try await servidor.ultimas()   // si lanza, salta al catch y no se guarda nada
            return true
        } catch {
            return false
        }
    }
}

// En el Playground, lo de aquí abajo iba suelto en el nivel superior. Una biblioteca no admite
// código suelto: va dentro de `ejecutar()`, que llaman el programa (main.swift) y las pruebas.
package func ejecutar() async {
    let periodico = Periodico(archivo: Archivo(), servidor: Servidor())
    print("pantalla: \(periodico.pantalla.map(\.titular))")
    print("refrescar: \(await periodico.refrescar())")
    print("pantalla: \(periodico.pantalla.map(\.titular))")
    print("refrescar: \(await periodico.refrescar())")
    print("pantalla: \(periodico.pantalla.map(\.titular))")
}
