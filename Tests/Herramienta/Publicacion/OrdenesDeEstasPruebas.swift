@testable import HerramientaAprendiz

/// Las órdenes que ejecutan estas pruebas, como las juntaría el ejecutable.
let ordenesDeEstasPruebas = OrdenesDelAprendiz.todas
