@testable import HerramientaAprendiz
@testable import HerramientaAutoria

/// Las órdenes que ejecutan estas pruebas, como las juntaría el ejecutable.
let ordenesDeEstasPruebas = OrdenesDelAprendiz.todas + OrdenesDeAutoria.todas
