import Foundation
import HerramientaAprendiz
import HerramientaNucleo
// MARK: SOLO EN EL KIT
import HerramientaAutoria
import HerramientaCalificacion
import HerramientaClase
// MARK: FIN SOLO EN EL KIT

// Las órdenes que trae este ejecutable: en la publicación de quien aprende, solo las suyas.
var ordenes = OrdenesDelAprendiz.todas
// MARK: SOLO EN EL KIT
ordenes += OrdenesDeAutoria.todas + OrdenesDeCalificacion.todas + OrdenesDeClase.todas
// MARK: FIN SOLO EN EL KIT
exit(Herramienta.ejecutar(Array(CommandLine.arguments.dropFirst()), ordenes: ordenes))
