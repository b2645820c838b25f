import ApoyoDeLosEjemplos
import EjemploRecetas
import Testing

@Suite("recetas: el ejercicio de las recetas: una carga con red y otra sin red")
struct RecetasTests {
    // Copiado de la lección «Red en Marcador: la lista de árbitros», tal cual.
    static let salidaDeLaLeccion = """
        cargando
        exito([Tortilla (20 min), Gazpacho (15 min)])
        cargando
        error("No hay conexión")

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { await EjemploRecetas.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run recetas» tiene que imprimir, byte a byte, lo que enseña la lección «Red en Marcador: la lista de árbitros»"
        )
    }
}
