import Foundation

/// Una región de Exercises/ cuyo código usa algo de VocabularioProhibido: no se compila ni da nota.
package struct RegionRechazada: Equatable, Sendable {
    package let fichero: String     // la ruta en el árbol: «Exercises/Core/Network/ServicioDelTorneo.swift»
    package let paso: String
    package let orden: Int          // qué región del fichero es, desde 0
    package let usos: [UsoProhibido]    // con la línea del fichero, no de la región

    /// Las regiones rechazadas de un fichero tal como se va a compilar. Se trocea el fichero entero, no
    /// cada región por su cuenta: una región puede cerrar un texto que abrió otra, y lo que en ella sola
    /// parece texto sería código.
    package static func en(lineas: [String], fichero: String) -> [RegionRechazada] {
        let regiones = LecturaDeEjercicio(lineas: lineas).regiones
        guard !regiones.isEmpty else { return [] }
        let usos = VocabularioProhibido.usos(en: lineas.joined(separator: "\n"))
        return regiones.enumerated().compactMap { orden, region in
            // `linea` empieza en 1 y los índices de la región en 0: dentro, entre sus dos marcas.
            let suyos = usos.filter { $0.linea - 1 > region.inicio && $0.linea - 1 < region.fin }
            return suyos.isEmpty ? nil : RegionRechazada(fichero: fichero, paso: region.paso, orden: orden, usos: suyos)
        }
    }

    /// Las de esos ficheros de Exercises/ (rutas relativas a Exercises/, como en el catálogo), en el disco.
    package static func en(raiz: URL, ficheros: [String]) -> [RegionRechazada] {
        ficheros.flatMap { fichero -> [RegionRechazada] in
            let ruta = "Exercises/" + fichero
            guard let lineas = (try? Data(contentsOf: raiz.appending(path: ruta))).flatMap(Texto.lineas) else { return [] }
            return en(lineas: lineas, fichero: ruta)
        }
    }

    /// Cada uso en una línea: «Exercises/…/Fichero.swift:12: «dup2» (toca descriptores de fichero)».
    package var descripciones: [String] {
        usos.map { "\(fichero):\($0.linea): «\($0.texto)» (\($0.motivo))" }
    }
}
