import ApoyoDeLosEjemplos
import EjemploLibroDTO
import Testing

@Suite("libro-dto: de LibroDTO a Libro, sin red")
struct LibroDTOTests {
    // Copiado de la lección «Red: HTTP, JSON y URLSession», tal cual.
    static let salidaDeLaLeccion = """
        Dune 612

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { EjemploLibroDTO.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run libro-dto» tiene que imprimir, byte a byte, lo que enseña la lección «Red: HTTP, JSON y URLSession»"
        )
    }
}
