import Foundation

/// Calcula Exercises/ a partir de Solutions/: copia byte a byte lo que no tiene regiones y cambia
/// cada región por su cabecera (del catálogo) y su esqueleto. Es determinista: no depende de la
/// fecha, del orden del disco ni de lo que ya haya en Exercises/.
package struct Generador {
    let raiz: URL
    package let catalogo: Catalogo

    package init(raiz: URL, catalogo: Catalogo) {
        self.raiz = raiz
        self.catalogo = catalogo
    }

    package var soluciones: URL { raiz.appending(path: "Solutions") }
    package var ejercicios: URL { raiz.appending(path: "Exercises") }

    package func generacion() throws(ErroresDeRegion) -> Generacion {
        var ficheros: [String: Data] = [:]
        var regiones: [String: [RegionDeSolucion]] = [:]
        var errores: [ErrorDeRegion] = []
        for fichero in Arbol.ficheros(en: soluciones) {
            guard let datos = try? Data(contentsOf: soluciones.appending(path: fichero)) else { continue }
            do {
                let (ejercicio, suyas) = try self.ejercicio(de: datos, fichero: fichero)
                ficheros[fichero] = ejercicio
                if !suyas.isEmpty { regiones[fichero] = suyas }
            } catch {
                errores += error.errores
            }
        }
        guard errores.isEmpty else { throw ErroresDeRegion(errores: errores) }
        return Generacion(ficheros: ficheros, regiones: regiones)
    }

    /// La versión de ejercicio de un fichero de Solutions/, y sus regiones.
    package func ejercicio(de datos: Data, fichero: String) throws(ErroresDeRegion) -> (Data, [RegionDeSolucion]) {
        guard let lineas = Texto.lineas(datos), Texto.tieneMarcas(lineas) else { return (datos, []) }
        let regiones = try LectorDeRegiones(catalogo: catalogo).regiones(en: lineas, fichero: fichero)
        var salida: [String] = []
        var indice = 0
        for region in regiones {
            salida += lineas[indice..<region.inicio]
            salida += lineasDeEjercicio(region)
            indice = region.fin + 1
        }
        salida += lineas[indice...]
        return (Texto.datos(salida), regiones)
    }

    /// Lo que queda de una región en Exercises/: qué escribir y cómo comprobarlo, y el esqueleto (o,
    /// para `resolver`, la solución).
    func lineasDeEjercicio(_ region: RegionDeSolucion, cuerpo: [String]? = nil) -> [String] {
        let comentario = { (texto: String) in texto.isEmpty ? region.sangria + "//" : region.sangria + "// " + texto }
        guard let paso = catalogo.paso(region.paso), let leccion = catalogo.leccion(de: paso) else {
            return []   // el lector ya ha comprobado que el paso existe
        }
        let id = paso.id
        return [region.sangria + Marca.textoDeEjercicio + " " + id, comentario(leccion.titulo + " · " + paso.titulo)]
            + paso.enunciado.map(comentario)
            + [region.sangria + RegionDeEjercicio.ultimaLineaDeLaCabecera + "swift run marcador comprobar " + id + " · Pista: swift run marcador pista " + id]
            + (cuerpo ?? region.esqueleto)
            + [region.sangria + Marca.textoDeFin]
    }
}
