import ApoyoDeLosEjemplos
import EjemploDevolucion
import Testing

@Suite("devolucion: el ejercicio de AvisarDevolucion")
struct DevolucionTests {
    // Copiado de la lección «Casos de uso: cuándo sí y cuándo sobran», tal cual.
    static let salidaDeLaLeccion = """
        enviado: Lucía, devuelve «Dune» antes del viernes
        aviso n.º 101
        fallo: no existe el libro 9

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { EjemploDevolucion.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run devolucion» tiene que imprimir, byte a byte, lo que enseña la lección «Casos de uso: cuándo sí y cuándo sobran»"
        )
    }
}
