import Foundation

/// Desde dónde y para quién se ejecuta una orden: la carpeta, la consola y la raíz indicada con --raiz.
package struct ContextoDeLaOrden {
    package let directorio: URL
    package let consola: Consola
    package let propietaria: Bool       // la orden de verdad, dueña del proceso (no una prueba que la llama)
    package let raizIndicada: String?

    /// El paquete (el de --raiz o el primero hacia arriba) con su catálogo.
    package func ordenes() throws(ErrorDeLaHerramienta) -> Ordenes {
        let raiz = try Raiz.buscar(desde: directorio, indicada: raizIndicada)
        return Ordenes(raiz: raiz, catalogo: try Catalogo.cargar(raiz: raiz), consola: consola)
    }

    /// Lo mismo, para una orden del kit del instructor, que necesita Solutions/: en una copia de quien
    /// aprende se niega, y dice qué hacer.
    package func ordenesDelKit(para orden: String) throws(ErrorDeLaHerramienta) -> Ordenes {
        let ordenes = try ordenes()
        try ordenes.exigirElKit(para: orden)
        return ordenes
    }
}
