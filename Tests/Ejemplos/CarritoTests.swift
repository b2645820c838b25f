import ApoyoDeLosEjemplos
import EjemploCarrito
import Testing

@Suite("carrito: el CarritoViewModel y su estado calculado")
struct CarritoTests {
    // Copiado de la lección «El ViewModel y el hilo principal», tal cual.
    static let salidaDeLaLeccion = """
        vacia
        no se pudo: sinStock("caviar")
        true

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { await EjemploCarrito.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run carrito» tiene que imprimir, byte a byte, lo que enseña la lección «El ViewModel y el hilo principal»"
        )
    }
}
