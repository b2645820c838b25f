import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import HerramientaPublicacion

/// La orden de CI: la nota de una entrega. No va en la publicación de quien aprende.
package enum OrdenesDeCalificacion {
    static let limitePorPaso = 30       // un paso que se cuelga no cuelga la nota

    package static let todas: [DefinicionDeOrden] = [
        DefinicionDeOrden("calificar", ayuda: """
              calificar [--json F]         califica la entrega paso a paso (para CI): results.json de Exercism en F,
                        [--junit F]        JUnit XML en F, results.json de Gradescope en G; corta las pruebas de
                        [--gradescope G]   un paso a los S segundos (por defecto, \(limitePorPaso)); con --kit, todo lo
                        [--tiempo S]       que se compila sale de ese clon del kit y de la entrega solo sus regiones;
                        [--kit DIR]        con --leccion, solo esas lecciones (ids separados por comas), con la nota
                        [--leccion ID,…]   sobre sus puntos. Sale con 0 si ha calificado, pase o no (como Exercism),
                        [--ci]             y con --ci, con 1 si algo no pasa. Ver docs/calificacion.md
            """, opciones: ["--json", "--junit", "--gradescope", "--kit", "--tiempo", "--leccion"]) { argumentos throws(ErrorDeLaHerramienta) in
            // Las opciones con valor ya se han leído; sin valor, solo --ci.
            if let otro = argumentos.resto.first(where: { $0 != "--ci" }) { throw .uso("«calificar» no admite «\(otro)».") }
            var calificar = Calificar(json: argumentos.valores["--json"], junit: argumentos.valores["--junit"],
                                      limite: try argumentos.segundos(porDefecto: limitePorPaso),
                                      kit: argumentos.valores["--kit"], ci: argumentos.resto.contains("--ci"))
            calificar.gradescope = argumentos.valores["--gradescope"]
            calificar.seleccion = try argumentos.valores["--leccion"].map(SeleccionDeLecciones.init(texto:)) ?? .todas
            return calificar
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
        package var gradescope: String? = nil
        package var seleccion = SeleccionDeLecciones.todas

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
            return try ordenes.calificar(json: json, junit: junit, gradescope: gradescope, limite: .seconds(limite), kit: deConfianza, ci: ci,
                                         seleccion: seleccion)
        }
    }
}
