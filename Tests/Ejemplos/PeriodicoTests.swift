import ApoyoDeLosEjemplos
import EjemploPeriodico
import Testing

@Suite("periodico: el ejercicio del periódico: un refresco bueno y otro que falla")
struct PeriodicoTests {
    // Copiado de la lección «Dos fuentes: el almacén y el repositorio», tal cual.
    static let salidaDeLaLeccion = """
        pantalla: ["Noticia guardada"]
        refrescar: true
        pantalla: ["Noticia v1"]
        refrescar: false
        pantalla: ["Noticia v1"]

        """

    @Test func imprimeLoMismoQueLaLeccion() async {
        let salida = await Salida.capturar { await EjemploPeriodico.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run periodico» tiene que imprimir, byte a byte, lo que enseña la lección «Dos fuentes: el almacén y el repositorio»"
        )
    }
}
