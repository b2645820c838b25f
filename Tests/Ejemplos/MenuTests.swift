import ApoyoDeLosEjemplos
import EjemploMenu
import Testing

@Suite("menu: el menú del día: la pizarra manda y el proveedor refresca")
struct MenuTests {
    // Copiado de la lección «Dos fuentes: el almacén y el repositorio», tal cual.
    static let salidaDeLaLeccion = """
        1. se ve: ["Lentejas"]
        2. se ve: ["Paella", "Flan"]
        3. falló: sinLinea
        4. se ve: ["Paella", "Flan"]

        """

    @Test func imprimeLoMismoQueLaLeccion() async throws {
        let salida = try await Salida.capturar { try await EjemploMenu.ejecutar() }
        #expect(
            salida == Self.salidaDeLaLeccion,
            "«swift run menu» tiene que imprimir, byte a byte, lo que enseña la lección «Dos fuentes: el almacén y el repositorio»"
        )
    }
}
