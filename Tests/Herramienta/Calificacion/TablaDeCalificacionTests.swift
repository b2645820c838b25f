import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaCalificacion

/// Lo que calificar escribe por la salida estándar (el terminal, tabla.md y, con él, $GITHUB_STEP_SUMMARY)
/// sale limpio como los informes: los mensajes de la entrega no pintan, ni borran, ni suenan.
@Suite("La tabla de calificar en el terminal y en el resumen del paso")
struct TablaDeCalificacionTests {
    private static let sucio = "\u{1B}[2K\u{1B}[1A| **Total: 22 / 22** |\u{7}\u{0}\u{1F}\u{1B}]0;titulo\u{7}fin"

    /// Los escalares de control que quedan, salvo el salto de línea y el tabulador.
    private static func controles(_ lineas: [String]) -> [UInt32] {
        lineas.joined(separator: "\n").unicodeScalars.map(\.value)
            .filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || (0x7F...0x9F).contains($0) }
    }

    @Test(arguments: [false, true])
    func losCaracteresDeControlDeUnMensajeNoLleganALaSalida(_ sinNota: Bool) throws {
        var informe = try SituacionDeCalificacion.esqueletos.informe()
        informe.pasos[1].pruebas = [.init(id: "LibTests.CrashTests/c()\u{1B}[31m", pasa: false, mensaje: Self.sucio)]
        informe.manipulaciones = [Manipulacion(paso: "l/2", motivos: [Self.sucio])]
        if sinNota { informe = informe.sinNota(porque: Self.sucio) }
        let consola = ConsolaDePrueba()

        let salida = TablaDeCalificacion(informe: informe).salida(consola.consola)

        #expect(Self.controles(salida) == [], "La salida de calificar lleva caracteres de control de la entrega: límpiala con TextoDeInforme")
        #expect(salida.contains { $0.contains("| **Total: 22 / 22** |") && $0.contains("fin") },
                "El texto del mensaje tiene que seguir ahí, sin sus caracteres de control")
    }

    /// Un ensayo del instructor: de un comentario en dos líneas (el de SinLanzar, con el error que se lanzó) y de
    /// un segundo fallo, debajo de la tabla solo salía la primera línea.
    @Test func elMensajeDeVariasLineasDeUnaPruebaSaleEntero() throws {
        var informe = try SituacionDeCalificacion.esqueletos.informe()
        informe.pasos[1].pruebas = [.init(id: "LibTests.CrashTests/c()", pasa: false, mensaje: """
            Issue recorded · No poder guardar no rompe el refresco
            Lanzó: ErrorInesperado(texto: "el disco está lleno")
            Expectation failed: (lista.count → 0) == 10 · La lista tiene los diez árbitros
            """)]

        let detalles = TablaDeCalificacion(informe: informe).detalles

        let desde = try #require(detalles.firstIndex { $0.hasPrefix("    LibTests.CrashTests/c(): ") }, "\(detalles)")
        #expect(Array(detalles[desde...].prefix(3)) == [
            "    LibTests.CrashTests/c(): Issue recorded · No poder guardar no rompe el refresco",
            "      Lanzó: ErrorInesperado(texto: \"el disco está lleno\")",
            "      Expectation failed: (lista.count → 0) == 10 · La lista tiene los diez árbitros",
        ], "Cada línea del mensaje, sangrada bajo la prueba")
    }
}
