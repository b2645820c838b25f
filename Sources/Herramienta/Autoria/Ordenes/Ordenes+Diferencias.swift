import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// `marcador diferencias [lección|paso] [--resumen]`: lo que quien aprende tiene que escribir, paso a paso
/// y en el orden del curso. Cada región, su esqueleto (el de Exercises/ recién generado, no el trabajo de
/// nadie) frente a su solución, como `diff -u`; con `--resumen`, una línea por paso.
extension Ordenes {
    func diferencias(_ objetivo: String?, resumen: Bool) throws(ErrorDeLaHerramienta) -> Int32 {
        guard FileManager.default.fileExists(atPath: generador.soluciones.path) else {
            // En la entrega de quien aprende no hay soluciones: esto es del kit del instructor.
            throw .entorno("No hay Solutions/ en \(raiz.path): diferencias compara los esqueletos con las soluciones del kit del instructor. "
                + "Ejecútalo en el kit, o desde aquí: swift run --package-path KIT marcador diferencias --raiz KIT.")
        }
        let generacion: Generacion
        do {
            generacion = try generador.generacion()
        } catch {
            informar(error)
            return 1
        }
        if resumen {
            try resumir(objetivo, generacion: generacion)
            return 0
        }
        for paso in try ejercicios(de: objetivo) {
            consola.escribir(consola.negrita("\(paso.id) · \(titulo(de: paso))"))
            var fichero: String?
            for region in DiferenciaDeRegion.de(paso, en: generacion) {
                if region.fichero != fichero {
                    consola.escribir("--- Exercises/\(region.fichero)")
                    consola.escribir("+++ Solutions/\(region.fichero)")
                    fichero = region.fichero
                }
                consola.escribir(consola.negrita(region.cabecera))
                for linea in region.lineas {
                    switch linea {
                    case let .igual(texto): consola.escribir(" " + texto)
                    case let .quitada(texto): consola.escribir(consola.rojo("-" + texto))
                    case let .puesta(texto): consola.escribir(consola.verde("+" + texto))
                    }
                }
            }
            consola.escribir("")
        }
        return 0
    }

    /// Una línea por paso: sus ficheros, las líneas que escribe quien aprende y sus pruebas (las del kit que
    /// lo comprueban o, en un paso de pruebas, las que escribe quien aprende, con los fallos que las miden).
    private func resumir(_ objetivo: String?, generacion: Generacion) throws(ErrorDeLaHerramienta) {
        let pasos: [Paso]
        if let objetivo, let leccion = catalogo.lecciones.first(where: { $0.id == objetivo }) {
            pasos = leccion.pasos
        } else if let objetivo {
            pasos = [try paso(objetivo)]
        } else {
            pasos = catalogo.pasos
        }
        let suites = SuitesDeTests(raiz: raiz)
        let mutantes = try? CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)
        let filas = pasos.map { paso -> [String] in
            let pruebas = paso.suites.reduce(0) { $0 + (suites.pruebas(de: $1) ?? 0) }
            let regiones = DiferenciaDeRegion.de(paso, en: generacion)
            let lineas = regiones.reduce(0) { $0 + $1.lineasQueEscribir }
            switch paso.tipo {
            case .ejercicio:
                return [paso.id, "\(paso.ficheros.count)", "\(lineas)", "\(pruebas)", paso.ficheros.joined(separator: ", ")]
            case .arquitectura: return [paso.id, "", "", "\(pruebas)", "regla: ya se cumple, y tiene que seguir cumpliéndose"]
            case .pruebas where paso.tieneRegiones:
                let suyas = regiones.reduce(0) { $0 + $1.pruebasDeLaSolucion }
                let medida = mutantes?.de(paso.id).map { "medidas con \($0.mutantes.count, "fallo sembrado", "fallos sembrados") en el código de \($0.codigoDe)" }
                    ?? "sin fallos sembrados en \(CatalogoDeMutantes.ruta)"
                return [paso.id, "\(paso.ficheros.count)", "\(lineas)", "\(suyas)",
                        paso.ficheros.joined(separator: ", ") + " · las pruebas las escribe quien aprende, " + medida]
            case .pruebas: return [paso.id, "", "", "", "pruebas de quien aprende: se miden con fallos sembrados"]
            case .fueraDelKit: return [paso.id, "", "", "", "fuera del kit (SwiftUI): está en el curso"]
            }
        }
        let cabecera = ["paso", "ficheros", "líneas que escribir", "pruebas", "detalle"]
        let anchos = (0..<4).map { columna in ([cabecera] + filas).map { $0[columna].count }.max() ?? 0 }
        for fila in [cabecera] + filas {
            // El paso a la izquierda; los números, a la derecha; el detalle, al final tal cual.
            let celdas = (0..<4).map { columna in
                let relleno = String(repeating: " ", count: anchos[columna] - fila[columna].count)
                return columna == 0 ? fila[columna] + relleno : relleno + fila[columna]
            }
            let linea = (celdas + [fila[4]]).joined(separator: "  ")
            consola.escribir(String(linea.reversed().drop { $0 == " " }.reversed()))
        }
    }
}
