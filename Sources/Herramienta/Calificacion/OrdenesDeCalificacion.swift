import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// La orden de CI: la nota de una entrega. No va en la publicación de quien aprende.
package enum OrdenesDeCalificacion {
    static let limitePorPaso = 30       // un paso que se cuelga no cuelga la nota

    package static let todas: [DefinicionDeOrden] = [
        DefinicionDeOrden("calificar", ayuda: """
              calificar [--json F]         califica la entrega paso a paso (para CI): results.json de Exercism en F,
                        [--junit F]        JUnit XML en F; corta las pruebas de un paso a los S segundos
                        [--tiempo S]       (por defecto, \(limitePorPaso)); con --kit, todo lo que se compila sale de
                        [--kit DIR]        ese clon del kit y de la entrega solo sus regiones. Sale con 0 si ha
                        [--ci]             calificado, pase o no (como Exercism), y con --ci, con 1 si algo no pasa.
                                           Ver docs/calificacion.md
            """, opciones: ["--json", "--junit", "--kit", "--tiempo"]) { argumentos throws(ErrorDeLaHerramienta) in
            // Las opciones con valor ya se han leído; sin valor, solo --ci.
            if let otro = argumentos.resto.first(where: { $0 != "--ci" }) { throw .uso("«calificar» no admite «\(otro)».") }
            return Calificar(json: argumentos.valores["--json"], junit: argumentos.valores["--junit"],
                             limite: try argumentos.segundos(porDefecto: limitePorPaso),
                             kit: argumentos.valores["--kit"], ci: argumentos.resto.contains("--ci"))
        },
    ]
}

extension OrdenesDeCalificacion {
    package struct Calificar: Orden, Equatable {
        package let json: String?
        package let junit: String?
        package let limite: Int         // por paso, en segundos
        package let kit: String?
        package var ci = false

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            let ordenes: Ordenes
            var deConfianza: URL?
            if let kit {
                // Del kit sale todo, también el catálogo; de la entrega no hace falta ni que tenga Package.swift.
                let kit = URL(fileURLWithPath: kit, relativeTo: contexto.directorio).standardizedFileURL
                ordenes = Ordenes(raiz: try Raiz.entrega(desde: contexto.directorio, indicada: contexto.raizIndicada),
                                  catalogo: try Catalogo.cargar(raiz: try Raiz.kit(kit)), consola: contexto.consola)
                deConfianza = kit
            } else {
                ordenes = try contexto.ordenesDelKit(para: "calificar")
            }
            // Solo la orden de verdad: un Ctrl-C o un SIGTERM solo apuntan que hay que parar; se corta lo que corre
            // y se sale ordenado, borrando las carpetas temporales.
            if contexto.propietaria { Interrupcion.instalar([SIGINT, SIGTERM], desbloquear: true) }
            return try ordenes.calificar(json: json, junit: junit, limite: .seconds(limite), kit: deConfianza, ci: ci)
        }
    }
}
