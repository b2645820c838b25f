import ApoyoDeLosEjemplos
import EjemploPizzeria
import Testing

@Suite("pizzeria: PrepararPedido con una carta y una cocina de mentira")
struct PizzeriaTests {
    // Copiado de la lección «Casos de uso: cuándo sí y cuándo sobran», tal cual.
    static let salidaDeLaLeccion = """
        comanda: Mesa 4: 2 × margarita (18 €)
        pedido n.º 7
        no hay sushi

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { EjemploPizzeria.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run pizzeria» tiene que imprimir, byte a byte, lo que enseña la lección «Casos de uso: cuándo sí y cuándo sobran»"
        )
    }
}
