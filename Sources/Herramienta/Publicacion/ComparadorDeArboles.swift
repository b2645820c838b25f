import Foundation
import HerramientaNucleo

/// Comprueba que Exercises/ y Solutions/ tienen los mismos ficheros y que, fuera de las regiones,
/// son idénticos: lo que enseñaría `diff -ru Exercises Solutions` son solo regiones.
package struct ComparadorDeArboles {
    let generador: Generador

    package init(generador: Generador) {
        self.generador = generador
    }

    package func diferencias() -> [String] {
        let soluciones = Arbol.ficheros(en: generador.soluciones)
        let ejercicios = Arbol.ficheros(en: generador.ejercicios)
        var diferencias = soluciones.filter { !ejercicios.contains($0) }.map { "falta Exercises/\($0)" }
            + ejercicios.filter { !soluciones.contains($0) }.map { "sobra Exercises/\($0) (no está en Solutions/)" }
        for fichero in soluciones where ejercicios.contains(fichero) {
            if let diferencia = diferencia(en: fichero) { diferencias.append(diferencia) }
        }
        return diferencias
    }

    private func diferencia(en fichero: String) -> String? {
        let solucion = (try? Data(contentsOf: generador.soluciones.appending(path: fichero))) ?? Data()
        let ejercicio = (try? Data(contentsOf: generador.ejercicios.appending(path: fichero))) ?? Data()
        guard solucion != ejercicio else { return nil }
        guard let lineasS = Texto.lineas(solucion), let lineasE = Texto.lineas(ejercicio) else {
            return "Exercises/\(fichero) es distinto de Solutions/\(fichero), y no es texto"
        }
        let regionesS: [RegionDeSolucion]
        do {
            regionesS = try generador.ejercicio(de: solucion, fichero: fichero).1
        } catch {
            return error.errores.map(\.description).joined(separator: "\n")
        }
        let lectura = LecturaDeEjercicio(lineas: lineasE)
        if let dano = lectura.danos.first { return "Exercises/\(fichero):\(dano.indice + 1): marca de región que no cuadra" }
        let s = LineasPlegadas.de(lineasS, regiones: regionesS.map { ($0.paso, $0.inicio, $0.fin) })
        let e = LineasPlegadas.de(lineasE, lectura: lectura)
        for (a, b) in zip(s, e) where a.texto != b.texto {
            return "Exercises/\(fichero):\(b.linea) no es como Solutions/\(fichero):\(a.linea) fuera de las regiones"
        }
        guard s.count == e.count else {
            return "Exercises/\(fichero) y Solutions/\(fichero) tienen distinto número de líneas fuera de las regiones"
        }
        return nil
    }
}
