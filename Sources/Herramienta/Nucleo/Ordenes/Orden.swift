/// Una orden ya leída de la línea de órdenes, lista para ejecutarse. Cada módulo de la herramienta
/// trae las suyas (ver DefinicionDeOrden); devuelven el código de salida: 0 bien, 1 algo ha fallado.
package protocol Orden: Sendable {
    func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32
}

/// `--ayuda`, `-h`: el uso, con las órdenes que trae este ejecutable.
package struct Ayuda: Orden, Equatable {
    let texto: String

    package func ejecutar(en contexto: ContextoDeLaOrden) -> Int32 {
        contexto.consola.escribir(texto)
        return 0
    }
}
