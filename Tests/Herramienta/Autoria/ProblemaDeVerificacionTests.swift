import Foundation
import Testing
@testable import HerramientaEjecucion
@testable import HerramientaAutoria

@Suite("Los problemas de verificar, en pocas líneas")
struct ProblemaDeVerificacionTests {
    @Test func unaExpectativaConUnDocumentoDentroSeRecortaAUnaLinea() {
        let readme = (1...200).map { "línea \($0) del README" }.joined(separator: "\n")
        let fallo = FalloDePrueba(expectativa: "Expectation failed: (readme → \"\(readme)\").contains(fila)",
                                  comentarios: ["README.md: falta la fila de a. Añade:\n| 1 | A | `swift test` |"], fichero: "T/D.swift", linea: 4)

        let detalles = ProblemaDeVerificacion.detalles(de: [fallo], raiz: nil)

        #expect(detalles == [
            "T/D.swift:4: Expectation failed: (readme → \"línea 1 del README\n… (199 líneas más)\nREADME.md: falta la fila de a. Añade:\n| 1 | A | `swift test` |",
        ])
    }

    @Test func unComentarioLargoSeQuedaEnCuatroLineas() {
        let fallo = FalloDePrueba(expectativa: "Issue recorded", comentarios: ["1\n2\n3\n4\n5\n6"], fichero: nil, linea: nil)

        #expect(ProblemaDeVerificacion.detalles(de: [fallo], raiz: nil) == ["1\n2\n3\n4\n… (2 líneas más)"])
    }

    @Test func losCasosRepetidosDeUnaPruebaParametrizadaSalenUnaVezYComoMuchoDiez() {
        let repetido = FalloDePrueba(expectativa: "Expectation failed: x", comentarios: [], fichero: "T/P.swift", linea: 2)
        let distintos = (1...12).map { FalloDePrueba(expectativa: "Expectation failed: \($0)", comentarios: [], fichero: "T/P.swift", linea: 3) }

        #expect(ProblemaDeVerificacion.detalles(de: [repetido, repetido], raiz: nil) == ["T/P.swift:2: Expectation failed: x"])
        let detalles = ProblemaDeVerificacion.detalles(de: distintos, raiz: nil)
        #expect(detalles.count == 11)
        #expect(detalles.last == "… y 2 incidencias más")
    }
}
