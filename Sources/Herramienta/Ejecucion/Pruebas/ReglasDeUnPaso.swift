import Foundation
import HerramientaNucleo

/// Las reglas de arquitectura en el veredicto de un ejercicio: un paso solo está hecho si, además de sus
/// pruebas, pasan las reglas que vigilan sus ficheros (`gobierna` en el catálogo). La infracción de una
/// regla se le cuenta al paso dueño de la región donde está; fuera de las regiones, a todos los pasos de
/// ese fichero; y un fallo sin sitio en Exercises/ (una regla que no mira nada, un crash), a todos los
/// que gobierna. Lo usan `comprobar` y `calificar`.
package struct ReglasDeUnPaso {
    let catalogo: Catalogo
    package let raiz: URL       // el árbol compilado: las rutas de las infracciones son de aquí

    package init(catalogo: Catalogo, raiz: URL) {
        self.catalogo = catalogo
        self.raiz = raiz
    }

    /// Las suites de las reglas que gobiernan el paso: se prueban con las suyas.
    package func suites(de paso: Paso) -> [String] {
        catalogo.reglas(de: paso).flatMap(\.suites)
    }

    /// Las pruebas de esas reglas que no pasan por culpa del paso, con las incidencias que le tocan (sin
    /// ninguna si la prueba no terminó o no se ejecutó). Vacío: las reglas del paso se cumplen.
    package func fallos(de paso: Paso, en ejecucion: EjecucionDePruebas) -> [(prueba: String, fallos: [FalloDePrueba])] {
        var fallos: [(prueba: String, fallos: [FalloDePrueba])] = []
        for regla in catalogo.reglas(de: paso) {
            let pruebas = ejecucion.ids.filter { id in regla.suites.contains { Catalogo.encaja(id, en: $0) } }
            if pruebas.isEmpty { fallos.append((regla.suites.joined(separator: ", "), [])) }
            for prueba in pruebas {
                switch ejecucion.estados[prueba] {
                case .pasa, .omitida:
                    continue
                case .falla:
                    let suyos = (ejecucion.fallos[prueba] ?? []).filter { toca($0, a: paso, regla: regla) }
                    if !suyos.isEmpty { fallos.append((prueba, suyos)) }
                case .sinTerminar, nil:
                    fallos.append((prueba, []))
                }
            }
        }
        return fallos
    }

    /// Si una incidencia de una regla se le cuenta al paso.
    func toca(_ fallo: FalloDePrueba, a paso: Paso, regla: Paso) -> Bool {
        guard regla.gobierna.contains(paso.id) else { return false }
        guard let relativa = rutaRelativa(fallo.ruta), let linea = fallo.linea,
              let (arbol, fichero) = Self.deUnArbol(relativa) else { return true }
        let duenos = catalogo.pasos.filter { $0.tipo == .ejercicio && $0.ficheros.contains(fichero) }
        guard duenos.contains(where: { $0.id == paso.id }) else { return duenos.isEmpty }
        let region = regiones(en: relativa, arbol: arbol, fichero: fichero).first { $0.inicio < linea && linea <= $0.fin + 1 }
        return region.map { $0.paso == paso.id } ?? true
    }

    /// «Exercises/…» y «Solutions/…», relativas al árbol compilado.
    package func rutaRelativa(_ ruta: String?) -> String? {
        guard let ruta else { return nil }
        let prefijo = raiz.standardizedFileURL.path + "/"
        return ruta.hasPrefix(prefijo) ? String(ruta.dropFirst(prefijo.count)) : nil
    }

    private static func deUnArbol(_ relativa: String) -> (String, String)? {
        for arbol in ["Exercises/", "Solutions/"] where relativa.hasPrefix(arbol) {
            return (arbol, String(relativa.dropFirst(arbol.count)))
        }
        return nil
    }

    /// Las regiones del fichero, con sus líneas (desde 0) y su paso.
    private func regiones(en relativa: String, arbol: String, fichero: String) -> [(paso: String, inicio: Int, fin: Int)] {
        guard let lineas = (try? Data(contentsOf: raiz.appending(path: relativa))).flatMap(Texto.lineas) else { return [] }
        if arbol == "Exercises/" {
            return LecturaDeEjercicio(lineas: lineas).regiones.map { ($0.paso, $0.inicio, $0.fin) }
        }
        let regiones = (try? LectorDeRegiones(catalogo: catalogo).regiones(en: lineas, fichero: fichero)) ?? []
        return regiones.map { ($0.paso, $0.inicio, $0.fin) }
    }
}
