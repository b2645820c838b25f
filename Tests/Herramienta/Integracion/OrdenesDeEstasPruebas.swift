@testable import HerramientaAprendiz
@testable import HerramientaAutoria
@testable import HerramientaCalificacion
@testable import HerramientaClase

/// Las órdenes que ejecutan estas pruebas, como las juntaría el ejecutable.
let ordenesDeEstasPruebas = OrdenesDelAprendiz.todas + OrdenesDeAutoria.todas + OrdenesDeCalificacion.todas + OrdenesDeClase.todas
