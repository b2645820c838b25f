import Foundation

/// La herramienta `marcador`: lee los argumentos con las órdenes que trae el ejecutable y ejecuta la que
/// se pide. Devuelve el código de salida: 0 bien, 1 algo ha fallado, 2 no ha podido ejecutarse.
package enum Herramienta {
    package static func ejecutar(_ argumentos: [String], ordenes: [DefinicionDeOrden]) -> Int32 {
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return ejecutar(argumentos, ordenes: ordenes, directorio: directorio, consola: .estandar, propietaria: true)
    }

    /// - Parameter propietaria: si la orden es dueña del proceso (la de verdad, no una prueba que la llama):
    ///   solo entonces `calificar` activa la contención, que cambia las señales del proceso.
    package static func ejecutar(
        _ argumentos: [String], ordenes: [DefinicionDeOrden], directorio: URL, consola: Consola, propietaria: Bool = false
    ) -> Int32 {
        do throws(ErrorDeLaHerramienta) {
            let leidos = try Argumentos(argumentos, ordenes: ordenes)
            let contexto = ContextoDeLaOrden(directorio: directorio, consola: consola, propietaria: propietaria, raizIndicada: leidos.raiz)
            return try leidos.orden.ejecutar(en: contexto)
        } catch {
            consola.avisar(consola.rojo(error.mensaje))
            if case .uso = error { consola.avisar("\n" + Argumentos.uso(ordenes)) }
            return error.codigoDeSalida
        }
    }
}
