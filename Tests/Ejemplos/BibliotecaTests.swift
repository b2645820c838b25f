import ApoyoDeLosEjemplos
import EjemploBiblioteca
import Testing

@Suite("biblioteca: el ViewModel de los libros pasa por cargando, éxito y error")
struct BibliotecaTests {
    // Copiado de la lección «Red en Marcador: la lista de árbitros», tal cual.
    static let salidaDeLaLeccion = """
        cargando
        exito([Dune, Ubik])
        error("No se pudieron cargar")

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { await EjemploBiblioteca.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run biblioteca» tiene que imprimir, byte a byte, lo que enseña la lección «Red en Marcador: la lista de árbitros»"
        )
    }
}
