/// Una orden que conoce la herramienta: su nombre, sus líneas en la ayuda y cómo se leen sus argumentos.
/// Cada módulo trae las de quien lo usa (OrdenesDelAprendiz, OrdenesDeAutoria…) y el ejecutable junta
/// las que lleva: la publicación de quien aprende solo trae las suyas, y las demás no existen.
package struct DefinicionDeOrden: Sendable {
    package let nombre: String
    package let ayuda: String               // sus líneas bajo «Órdenes:», con la orden a la izquierda
    package let opciones: [String]          // las opciones con valor que admite, además de --raiz
    package let admiteRaiz: Bool
    package let leer: @Sendable (ArgumentosDeLaOrden) throws(ErrorDeLaHerramienta) -> any Orden

    package init(
        _ nombre: String, ayuda: String, opciones: [String] = [], admiteRaiz: Bool = true,
        leer: @escaping @Sendable (ArgumentosDeLaOrden) throws(ErrorDeLaHerramienta) -> any Orden
    ) {
        self.nombre = nombre
        self.ayuda = ayuda
        self.opciones = opciones
        self.admiteRaiz = admiteRaiz
        self.leer = leer
    }
}
