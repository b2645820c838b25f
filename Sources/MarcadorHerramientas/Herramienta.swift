import Foundation

/// La herramienta `marcador`: lee los argumentos, busca el paquete y ejecuta la orden.
/// Devuelve el código de salida: 0 bien, 1 algo ha fallado, 2 no ha podido ejecutarse.
public enum Herramienta {
    public static func ejecutar(_ argumentos: [String]) -> Int32 {
        let directorio = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return ejecutar(argumentos, directorio: directorio, consola: .estandar, propietaria: true)
    }

    /// - Parameter propietaria: si la orden es dueña del proceso (la de verdad, no una prueba que la llama):
    ///   solo entonces `calificar` activa la contención (ver Contencion), que cambia las señales del proceso.
    static func ejecutar(_ argumentos: [String], directorio: URL, consola: Consola, propietaria: Bool = false) -> Int32 {
        do throws(ErrorDeLaHerramienta) {
            let argumentos = try Argumentos(argumentos)
            func ordenes() throws(ErrorDeLaHerramienta) -> Ordenes {
                let raiz = try Raiz.buscar(desde: directorio, indicada: argumentos.raiz)
                let ordenes = Ordenes(raiz: raiz, catalogo: try Catalogo.cargar(raiz: raiz), consola: consola)
                if let orden = argumentos.orden.soloEnElKit { try ordenes.exigirElKit(para: orden) }
                return ordenes
            }
            switch argumentos.orden {
            case .ayuda:
                consola.escribir(Argumentos.uso)
                return 0
            case let .generar(comprobar, forzar): return try ordenes().generar(comprobar: comprobar, forzar: forzar)
            case let .reiniciar(paso, sinPreguntar): return try ordenes().reiniciar(paso, sinPreguntar: sinPreguntar)
            case let .resolver(objetivo, sinPreguntar): return try ordenes().resolver(objetivo, sinPreguntar: sinPreguntar)
            case let .diferencias(objetivo, resumen): return try ordenes().diferencias(objetivo, resumen: resumen)
            case let .pista(paso): return try ordenes().pista(paso)
            case .lista: return try ordenes().lista()
            case let .comprobar(objetivo): return try ordenes().comprobar(objetivo)
            case .vigilar: return try ordenes().vigilar()
            case let .verificar(limite): return try ordenes().verificar(limite: .seconds(limite))
            case let .calificar(json, junit, classroom, limite, nil, ci):
                if propietaria { Contencion.activar() }
                return try ordenes().calificar(json: json, junit: junit, classroom: classroom, limite: .seconds(limite), kit: nil, ci: ci)
            case let .calificar(json, junit, classroom, limite, kit?, ci):
                // Del kit sale todo, también el catálogo; de la entrega no hace falta ni que tenga Package.swift.
                let kit = URL(fileURLWithPath: kit, relativeTo: directorio).standardizedFileURL
                let ordenes = Ordenes(raiz: try Raiz.entrega(desde: directorio, indicada: argumentos.raiz),
                                      catalogo: try Catalogo.cargar(raiz: try Raiz.kit(kit)), consola: consola)
                if propietaria { Contencion.activar() }
                return try ordenes.calificar(json: json, junit: junit, classroom: classroom, limite: .seconds(limite), kit: kit, ci: ci)
            case let .clase(carpetas, html):
                // No busca ningún paquete: solo lee las carpetas que se le dan.
                return try OrdenDeClase(rutas: carpetas, html: html, directorio: directorio, consola: consola).ejecutar()
            case let .publicar(destino):
                return try ordenes().publicar(en: URL(fileURLWithPath: destino, relativeTo: directorio).standardizedFileURL)
            }
        } catch {
            consola.avisar(consola.rojo(error.mensaje))
            if case .uso = error { consola.avisar("\n" + Argumentos.uso) }
            return error.codigoDeSalida
        }
    }
}
