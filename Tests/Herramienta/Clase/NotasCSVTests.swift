import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion
@testable import HerramientaClase

/// `clase --csv`: las notas para importarlas en un LMS, una fila por alumno y una columna por lección y el total,
/// en RFC 4180 y con punto decimal.
@Suite("Notas en CSV para el LMS")
struct NotasCSVTests {
    private static func paso(_ id: String, _ orden: Int, _ puntos: Double) -> EntregaDeClase.Paso {
        .init(id: id, titulo: "Título \(id)", orden: orden, estado: puntos == 1 ? .pasa : .falla, puntos: puntos, fallos: [])
    }

    @Test func unaFilaPorAlumnoUnaColumnaPorLeccionYElTotal() {
        let resumen = ResumenDeClase(entregas: [
            EntregaDeClase(alumno: "ana", pasos: [Self.paso("a/1", 1, 1), Self.paso("a/2", 2, 0.5), Self.paso("b/1", 3, 1 / 3),
                                                  Self.paso("reglas/1", 4, 0)], puntos: 1.5 + 1 / 3, maximo: 4),
            EntregaDeClase(alumno: "luis", pasos: [Self.paso("a/1", 1, 1), Self.paso("a/2", 2, 1), Self.paso("b/1", 3, 1),
                                                   Self.paso("reglas/1", 4, 1)], puntos: 4, maximo: 4),
        ], problemas: [])

        #expect(NotasCSV(resumen: resumen).texto == """
            alumno,a (sobre 2),b (sobre 1),reglas (sobre 1),total (sobre 4)\r
            ana,1.5,0.333,0,1.833\r
            luis,2,1,1,4\r

            """)
    }

    @Test func unaLeccionQueUnInformeNoTraeVaVacia() {
        let resumen = ResumenDeClase(entregas: [
            EntregaDeClase(alumno: "ana", pasos: [Self.paso("a/1", 1, 1)], puntos: 1, maximo: 1),
            EntregaDeClase(alumno: "eva", pasos: [Self.paso("b/1", 3, 0.25)], puntos: 0.25, maximo: 1),
        ], problemas: [])

        #expect(NotasCSV(resumen: resumen).texto == "alumno,a (sobre 1),b (sobre 1),total (sobre 1)\r\nana,1,,1\r\neva,,0.25,0.25\r\n",
                "Calificada con --leccion b, eva no tiene nota de a: vacía, no 0")
    }

    @Test(arguments: [("ana", "ana"), ("Pérez, Ana", "\"Pérez, Ana\""), ("el \"rayo\"", "\"el \"\"rayo\"\"\""),
                      ("dos\nlíneas", "\"dos\nlíneas\""), ("=HYPERLINK(1)", "'=HYPERLINK(1)"), ("+1, -2", "\"'+1, -2\"")])
    func cadaNombreVaEntreComillasSiHaceFaltaYNuncaComoFormula(_ alumno: String, _ campo: String) {
        let resumen = ResumenDeClase(entregas: [EntregaDeClase(alumno: alumno, pasos: [Self.paso("a/1", 1, 1)], puntos: 1, maximo: 1)],
                                     problemas: [])

        #expect(NotasCSV(resumen: resumen).texto == "alumno,a (sobre 1),total (sobre 1)\r\n\(campo),1,1\r\n")
    }

    @Test(arguments: [(0.0, "0"), (1, "1"), (2.5, "2.5"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (17.25, "17.25"), (0.0004, "0"), (21.9996, "22")])
    func losPuntosLlevanPuntoDecimalYHastaTresDecimales(_ puntos: Double, _ texto: String) {
        #expect(NotasCSV.numero(puntos) == texto)
    }

    /// La orden: `clase … --csv notas.csv` escribe el fichero de los results.json de verdad.
    @Test func laOrdenEscribeLasNotasDeLosResultadosDeCalificar() throws {
        let entregas = EntregasDePrueba()
        try entregas.escribir("ana/resultados.json", EntregasDePrueba.resultados([
            (id: "l/1", estado: .pasa, mensaje: nil, pruebas: [("LibTests.DobleTests/a()", true, nil)]),
            (id: "l/2", estado: .falla, mensaje: "falla 1 de 2", pruebas: [("LibTests.CrashTests/a()", true, nil), ("LibTests.CrashTests/b()", false, "no")]),
        ]))
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["clase", "ana", "--csv", "notas.csv"], ordenes: ordenesDeEstasPruebas, directorio: entregas.raiz,
                                          consola: consola.consola)

        #expect(codigo == 0, Comment(rawValue: consola.todo))
        #expect(try String(contentsOf: entregas.raiz.appending(path: "notas.csv"), encoding: .utf8)
                == "alumno,l (sobre 2),total (sobre 2)\r\nana,1.5,1.5\r\n")
        #expect(consola.errores == ["He leído 1 de 1 entrega. Notas: notas.csv"])
    }
}
