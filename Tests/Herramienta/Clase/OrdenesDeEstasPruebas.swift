@testable import HerramientaClase

/// Las órdenes que ejecutan estas pruebas, como las juntaría el ejecutable.
let ordenesDeEstasPruebas = OrdenesDeClase.todas
