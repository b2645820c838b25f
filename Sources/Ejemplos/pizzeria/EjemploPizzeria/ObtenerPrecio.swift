// El caso de uso que SOBRA, de la misma lección: el programa no lo usa, está para leerlo.

// Solo reenvía la llamada a la carta. No hay regla, no hay segundo colaborador.
// La pantalla (o su ViewModel) puede preguntar a `Carta` directamente.
struct ObtenerPrecio {
    let carta: any Carta
    func callAsFunction(plato: String) -> Int? { carta.precio(de: plato) }
}
