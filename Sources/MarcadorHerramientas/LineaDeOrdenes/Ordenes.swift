import Foundation

/// Lo que comparten las órdenes: el paquete, su catálogo y la consola.
struct Ordenes {
    let raiz: URL
    let catalogo: Catalogo
    let consola: Consola

    var generador: Generador { Generador(raiz: raiz, catalogo: catalogo) }

    func paso(_ id: String) throws(ErrorDeLaHerramienta) -> Paso {
        guard let paso = catalogo.paso(id) else {
            let ids = catalogo.pasos.map { "  " + $0.id }.joined(separator: "\n")
            throw .uso("No hay ningún paso «\(id)» en el catálogo. Los pasos son:\n\(ids)")
        }
        return paso
    }

    func titulo(de paso: Paso) -> String {
        (catalogo.leccion(de: paso).map { $0.titulo + " · " } ?? "") + paso.titulo
    }

    func informar(_ errores: ErroresDeRegion) {
        consola.avisar(consola.rojo("✗ Solutions/ tiene regiones mal formadas:"))
        for error in errores.errores { consola.avisar("  \(error)") }
    }
}
