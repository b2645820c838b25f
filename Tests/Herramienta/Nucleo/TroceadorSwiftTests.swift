import Testing
@testable import HerramientaNucleo

/// El troceador deja cada literal de cadena en una pieza (con sus interpolaciones dentro) y se salta los
/// comentarios: un paréntesis en un texto o en un comentario no descuadra los sitios de los mutantes.
@Suite("Las piezas de Swift de los mutantes")
struct TroceadorSwiftTests {
    private func textos(_ codigo: String) -> [String] {
        TroceadorSwift.piezas(de: codigo).map(\.texto)
    }

    @Test func unaCadenaConInterpolacionesYParentesisEsUnaSolaPieza() {
        #expect(textos(#"lineas.append("\(minuto)' \(jugador.nombre) (\(equipo.nombre))")"#) == [
            "lineas", ".", "append", "(", #""\(minuto)' \(jugador.nombre) (\(equipo.nombre))""#, ")",
        ])
    }

    @Test func lasCadenasCrudasDeVariasLineasYLasAnidadasNoSeParten() {
        #expect(textos("x = #\"a \"(\"# + \"\\(f(\"(\"))\" + \"\"\"\n  )\n  \"\"\"") == [
            "x", "=", "#\"a \"(\"#", "+", "\"\\(f(\"(\"))\"", "+", "\"\"\"\n  )\n  \"\"\"",
        ])
    }

    @Test func losComentariosNoSonPiezasYLasLineasSiguenContando() {
        let piezas = TroceadorSwift.piezas(de: "a // ( b\n/* ( /* ) */ ) */ c\n\"\"\"\n\n\"\"\" d")
        #expect(piezas.map(\.texto) == ["a", "c", "\"\"\"\n\n\"\"\"", "d"])
        #expect(piezas.map(\.linea) == [1, 2, 3, 5])
    }

    @Test func cadaPiezaSabeSusBytesYSiVaPegadaALaAnterior() {
        let piezas = TroceadorSwift.piezas(de: "é.exito(x?.y)")
        #expect(piezas.map(\.texto) == ["é", ".", "exito", "(", "x", "?", ".", "y", ")"])
        #expect(piezas.map(\.inicio) == [0, 2, 3, 8, 9, 10, 11, 12, 13])
        #expect(piezas.map(\.pegada) == [false, true, true, true, true, true, true, true, true])
        #expect(piezas[5].clase == .operador)
    }
}
