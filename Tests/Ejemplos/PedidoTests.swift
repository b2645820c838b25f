import ApoyoDeLosEjemplos
import EjemploPedido
import Testing

@Suite("pedido: el ejercicio del pedido de cafés con PedirCafe")
struct PedidoTests {
    // Copiado de la lección «El ViewModel y el hilo principal», tal cual.
    static let salidaDeLaLeccion = """
        vacia
        lista(2)
        error("No queda moca")

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { await EjemploPedido.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run pedido» tiene que imprimir, byte a byte, lo que enseña la lección «El ViewModel y el hilo principal»"
        )
    }
}
