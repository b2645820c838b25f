import HerramientaNucleo

/// `marcador` y `marcador lista`: la tabla de progreso con los últimos resultados; no ejecuta nada.
extension Ordenes {
    func lista() -> Int32 {
        TablaDeProgreso(progreso: progreso(), consola: consola).lineas.forEach(consola.escribir)
        return 0
    }
}
