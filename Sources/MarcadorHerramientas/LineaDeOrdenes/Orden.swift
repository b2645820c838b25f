/// Lo que se le pide a la herramienta, ya leído de la línea de órdenes.
enum Orden: Equatable {
    case ayuda
    case generar(comprobar: Bool, forzar: Bool)
    case reiniciar(paso: String, sinPreguntar: Bool)
    case pista(paso: String)
    case verificar(limite: Int)     // segundos para la parte de las pruebas de cada árbol
}
