import Foundation
import HerramientaNucleo

/// Las líneas que solo están en la solución de alguna región de Solutions/: ni fuera de las regiones, ni en
/// un esqueleto, ni en ningún fichero que se publica tal cual (las pruebas, el código base, la guía). Si
/// una aparece en la publicación, la solución se ha colado (Solutions/ copiada, un Exercises/ resuelto, un
/// esqueleto que la trae…): `publicar` se niega a escribirla. Lo que no se publica (las lecciones que
/// teclean las pruebas de la herramienta, unos mutantes…) no cuenta como «otro sitio»: está lleno de
/// soluciones. Exercises/ del kit tampoco: sale de Solutions/, y tras `resolver` las trae.
package struct LineasDeSolucion: Sendable {
    let prohibidas: Set<String>     // sin la sangría

    package init(kit: URL, publicacion: Publicacion) {
        var deSolucion: Set<String> = []
        var deFuera: Set<String> = []
        let soluciones = kit.appending(path: "Solutions")
        for fichero in Arbol.ficheros(en: soluciones) {
            guard let lineas = (try? Data(contentsOf: soluciones.appending(path: fichero))).flatMap(Texto.lineas) else { continue }
            var enUnaSolucion: Set<Int> = []
            for region in publicacion.generacion.regiones[fichero] ?? [] {
                enUnaSolucion.formUnion((region.inicio + 1)..<(region.inicio + 1 + region.solucion.count))
                deFuera.formUnion(region.esqueleto.map(Self.normal))
            }
            for (indice, linea) in lineas.enumerated() {
                if enUnaSolucion.contains(indice) { deSolucion.insert(Self.normal(linea)) } else { deFuera.insert(Self.normal(linea)) }
            }
        }
        for (ruta, fichero) in publicacion.ficheros where !Self.generado(ruta) {
            deFuera.formUnion((Texto.lineas(fichero.datos) ?? []).map(Self.normal))
        }
        prohibidas = deSolucion.subtracting(deFuera).subtracting([""])
    }

    /// Lo que la publicación no copia del kit tal cual, sino que sale de Solutions/.
    private static func generado(_ ruta: String) -> Bool {
        ruta.hasPrefix("Exercises/") || ruta.hasPrefix("Solutions/") || ruta == Esqueletos.ruta
    }

    static func normal(_ linea: String) -> String {
        linea.trimmingCharacters(in: .whitespaces)
    }

    /// Cada línea prohibida de una publicación (ruta → contenido), como «ruta:línea: texto». Los
    /// esqueletos, que van en JSON, se miran línea a línea.
    package func fugas(en publicacion: [String: Data]) -> [String] {
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
