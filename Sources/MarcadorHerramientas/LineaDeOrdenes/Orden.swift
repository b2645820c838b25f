/// Lo que se le pide a la herramienta, ya leído de la línea de órdenes.
enum Orden: Equatable {
    case ayuda
    case lista                          // también sin ninguna orden: la tabla de progreso
    case comprobar(objetivo: String?)   // una lección o un paso; nil, todos los ejercicios
    case vigilar
    case generar(comprobar: Bool, forzar: Bool)
    case reiniciar(paso: String, sinPreguntar: Bool)
    case resolver(objetivo: String?, sinPreguntar: Bool)    // una lección o un paso; nil, todos los ejercicios
    case diferencias(objetivo: String?, resumen: Bool)      // una lección o un paso; nil, todos
    case pista(paso: String)
    case verificar(limite: Int)     // segundos para la parte de las pruebas de cada árbol
    case calificar(json: String?, junit: String?, classroom: String?, limite: Int, kit: String?, ci: Bool = false)   // límite por paso, en segundos
    case publicar(destino: String)
    case clase(carpetas: [String], html: String?)     // el results.json de cada entrega: una carpeta por alumno

    /// Las órdenes del instructor, que necesitan Solutions/: en la publicación se niegan, y lo dicen.
    var soloEnElKit: String? {
        switch self {
        case .generar: "generar"
        case .verificar: "verificar"
        case .resolver: "resolver"
        case .publicar: "publicar"
        case let .calificar(_, _, _, _, kit, _): kit == nil ? "calificar" : nil
        case .diferencias: nil      // se niega por su cuenta, con su propio mensaje (Ordenes+Diferencias)
        case .clase: nil            // del instructor, pero solo lee los results.json que se le dan: ni Solutions/ ni paquete
        case .ayuda, .lista, .comprobar, .vigilar, .reiniciar, .pista: nil
        }
    }
}
