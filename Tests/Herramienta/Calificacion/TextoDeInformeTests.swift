import Testing
@testable import HerramientaCalificacion

/// Los textos de la entrega que van a los informes: sin lo que rompe un XML o ensucia un JSON, y acotados.
@Suite("Textos de los informes")
struct TextoDeInformeTests {
    @Test(arguments: [
        ("\u{1B}[1;31mrojo\u{1B}[0m", "rojo"),                      // colores de terminal, enteros
        ("a\u{0}b\u{7}c\u{8}d\u{1F}e\u{7F}f\u{85}g", "abcdefg"),   // C0, DEL y C1
        ("línea\r\notra\tcon tabulador", "línea\notra\tcon tabulador"),
        ("\u{FFFE}\u{FFFF}ñ😀", "ñ😀"),                            // lo que XML 1.0 no admite; lo demás, intacto
    ])
    func quitaLoQueNoEsTextoYDejaLoDemas(_ texto: String, _ limpio: String) {
        #expect(TextoDeInforme.acotar(texto, maximo: 100) == limpio)
    }

    @Test func unTextoMasLargoQueElMaximoSeRecortaConUnaNotaYNoPasaDelMaximo() {
        let recortado = TextoDeInforme.acotar(String(repeating: "é", count: 200), maximo: 80)

        #expect(recortado == String(repeating: "é", count: 35) + "\n… (recortado: el texto tenía 200 caracteres)")
        #expect(recortado.unicodeScalars.count == 80, "maxLength de JSON Schema cuenta escalares Unicode")
        #expect(TextoDeInforme.acotar(String(repeating: "a", count: 80), maximo: 80).count == 80, "Justo el máximo no se recorta")
    }
}
