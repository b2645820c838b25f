/// Lo que impide que la herramienta haga su trabajo: sale con el código 2.
enum ErrorDeLaHerramienta: Error, Equatable {
    case uso(String)        // argumentos mal dados: además se enseña el uso
    case paso(String)       // un paso o una lección que no existe o no vale para esa orden: sin el uso entero
    case entorno(String)    // sin Package.swift, un catálogo que no se lee…

    var mensaje: String {
        switch self {
        case let .uso(texto), let .paso(texto), let .entorno(texto): texto
        }
    }
}
