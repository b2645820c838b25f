import Foundation

/// Las líneas que solo están en la solución de alguna región de Solutions/, y en ningún otro sitio del kit
/// (ni fuera de las regiones, ni en un esqueleto, ni en las pruebas o la documentación). Si una aparece en
/// la publicación, la solución se ha colado (Solutions/ copiada, un Exercises/ resuelto, un esqueleto que
/// la trae…): `publicar` se niega a escribirla. Exercises/ del kit no cuenta como «otro sitio»: se genera
/// de Solutions/, y tras `resolver` trae las soluciones.
struct LineasDeSolucion: Sendable {
    let prohibidas: Set<String>     // sin la sangría

    init(kit: URL, generacion: Generacion) {
        var deSolucion: Set<String> = []
        var deFuera: Set<String> = []
        for (ruta, datos) in ContenidoDeUnArbol.leer(raiz: kit).ficheros where !ruta.hasPrefix("Exercises/") {
            // Exercises/ sale de Solutions/: sus líneas ya están contadas allí.
            guard let lineas = Texto.lineas(datos) else { continue }
            let regiones = ruta.hasPrefix("Solutions/") ? generacion.regiones[String(ruta.dropFirst("Solutions/".count))] ?? [] : []
            var enUnaSolucion: Set<Int> = []
            for region in regiones {
                enUnaSolucion.formUnion((region.inicio + 1)..<(region.inicio + 1 + region.solucion.count))
                deFuera.formUnion(region.esqueleto.map(Self.normal))
            }
            for (indice, linea) in lineas.enumerated() {
                if enUnaSolucion.contains(indice) { deSolucion.insert(Self.normal(linea)) } else { deFuera.insert(Self.normal(linea)) }
            }
        }
        prohibidas = deSolucion.subtracting(deFuera).subtracting([""])
    }

    static func normal(_ linea: String) -> String {
        linea.trimmingCharacters(in: .whitespaces)
    }

    /// Cada línea prohibida de una publicación (ruta → contenido), como «ruta:línea: texto». Los
    /// esqueletos, que van en JSON, se miran línea a línea.
    func fugas(en publicacion: [String: Data]) -> [String] {
        var fugas: [String] = []
        for (ruta, datos) in publicacion.sorted(by: { $0.key < $1.key }) {
            if ruta == Esqueletos.ruta, let esqueletos = try? JSONDecoder().decode(Esqueletos.self, from: datos) {
                for (deFichero, regiones) in esqueletos.ficheros.sorted(by: { $0.key < $1.key }) {
                    for region in regiones {
                        fugas += region.esqueleto.filter { prohibidas.contains(Self.normal($0)) }
                            .map { "\(ruta): el esqueleto de \(region.paso) en \(deFichero): \(Self.normal($0))" }
                    }
                }
                continue
            }
            for (indice, linea) in (Texto.lineas(datos) ?? []).enumerated() where prohibidas.contains(Self.normal(linea)) {
                fugas.append("\(ruta):\(indice + 1): \(Self.normal(linea))")
            }
        }
        return fugas
    }
}
