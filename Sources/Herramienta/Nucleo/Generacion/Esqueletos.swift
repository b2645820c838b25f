import Foundation

/// Los esqueletos de las regiones, para `reiniciar` en la publicación, que no trae Solutions/ (de donde
/// los saca en el kit). `publicar` los escribe en Sources/Catalogo/esqueletos.json: solo el esqueleto y
/// su sangría, nunca la solución; y, de cada fichero, lo de fuera de las regiones, para que `comprobar` vea
/// lo que quien aprende cambió ahí (calificar lo descarta).
package struct Esqueletos: Codable, Equatable, Sendable {
    package static let ruta = "Sources/Catalogo/esqueletos.json"

    package struct Region: Codable, Equatable, Sendable {
        package let paso: String
        let sangria: String
        package let esqueleto: [String]
    }

    package let ficheros: [String: [Region]]    // relativo a Exercises/ → sus regiones, en orden
    /// Relativo a Exercises/ → sus `LineasPlegadas`, solo el texto; nil en los de una publicación anterior.
    let plegados: [String: [String]]?

    package init(_ generacion: Generacion) {
        ficheros = generacion.regiones.mapValues { regiones in
            regiones.map { Region(paso: $0.paso, sangria: $0.sangria, esqueleto: $0.esqueleto) }
        }
        var plegados: [String: [String]] = [:]
        for fichero in generacion.regiones.keys {
            guard let lineas = generacion.ficheros[fichero].flatMap(Texto.lineas) else { continue }
            plegados[fichero] = LineasPlegadas.de(lineas, lectura: LecturaDeEjercicio(lineas: lineas)).map(\.texto)
        }
        self.plegados = plegados
    }

    /// nil si no hay (en el kit) o no se puede leer.
    static func cargar(raiz: URL) -> Esqueletos? {
        guard let datos = try? Data(contentsOf: raiz.appending(path: ruta)) else { return nil }
        return try? JSONDecoder().decode(Esqueletos.self, from: datos)
    }

    /// Las regiones de un fichero como las leería el generador de Solutions/, sin solución.
    func regiones(de fichero: String) -> [RegionDeSolucion]? {
        ficheros[fichero]?.map { RegionDeSolucion(paso: $0.paso, sangria: $0.sangria, inicio: 0, fin: 0, esqueleto: $0.esqueleto) }
    }

    package func datos() -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? codificador.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
