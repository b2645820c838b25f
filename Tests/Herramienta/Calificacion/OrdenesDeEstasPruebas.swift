@testable import HerramientaCalificacion

/// Las órdenes que ejecutan estas pruebas, como las juntaría el ejecutable.
let ordenesDeEstasPruebas = OrdenesDeCalificacion.todas
