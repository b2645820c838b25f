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
    case calificar(json: String?, junit: String?, limite: Int, kit: String?)   // límite por paso, en segundos
}
