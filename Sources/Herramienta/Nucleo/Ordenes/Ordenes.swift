import Foundation

/// Lo que comparten las órdenes: el paquete, su catálogo y la consola.
package struct Ordenes {
    package let raiz: URL
    package let catalogo: Catalogo
    package let consola: Consola

    package init(raiz: URL, catalogo: Catalogo, consola: Consola) {
        self.raiz = raiz
        self.catalogo = catalogo
        self.consola = consola
    }

    package var generador: Generador { Generador(raiz: raiz, catalogo: catalogo) }

    /// - Parameter leccion: si la orden también acepta el id de una lección (para proponer las parecidas).
    package func paso(_ id: String, oLeccion leccion: Bool = false) throws(ErrorDeLaHerramienta) -> Paso {
        guard let paso = catalogo.paso(id) else {
            let candidatos = (leccion ? catalogo.lecciones.map(\.id) : []) + catalogo.pasos.map(\.id)
            let parecidos = IdsParecidos(candidatos: candidatos).a(id)
            let propuesta = parecidos.isEmpty
                ? " Los pasos, con su id, en la tabla: swift run marcador lista."
                : " ¿Querías decir " + (parecidos.dropLast().isEmpty ? "" : parecidos.dropLast().joined(separator: ", ") + " o ")
                    + (parecidos.last ?? "") + "?"
            throw .paso("No hay ningún paso \"\(id)\"." + propuesta)
        }
        return paso
    }

    package func titulo(de paso: Paso) -> String {
        (catalogo.leccion(de: paso).map { $0.titulo + " · " } ?? "") + paso.titulo
    }

    /// Las órdenes del instructor necesitan el kit, con Solutions/. La publicación (la copia de quien
    /// aprende) no lo trae: ahí se niegan y dicen qué hacer.
    func exigirElKit(para orden: String) throws(ErrorDeLaHerramienta) {
        guard !FileManager.default.fileExists(atPath: raiz.appending(path: "Solutions").path) else { return }
        let queHacer = orden == "calificar"
            ? "Para calificar esta copia hace falta el kit: swift run --package-path KIT marcador calificar --raiz . --kit KIT"
            : "Tú tienes «comprobar», «vigilar», «pista», «reiniciar» y la lista de tu progreso (swift run marcador --ayuda)."
        throw .entorno("«\(orden)» es una orden del kit del instructor, y esta es la copia de quien aprende: no trae Solutions/. \(queHacer)")
    }

    package func informar(_ errores: ErroresDeRegion) {
        consola.avisar(consola.rojo("✗ Solutions/ tiene regiones mal formadas:"))
        for error in errores.errores { consola.avisar("  \(error)") }
    }
}
