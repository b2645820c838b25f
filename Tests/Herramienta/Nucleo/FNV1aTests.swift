import Testing
@testable import HerramientaNucleo

/// Los vectores de FNV-1a de 64 bits de su especificación (draft-eastlake-fnv), con los ceros de delante.
@Suite("FNV-1a")
struct FNV1aTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func daLasHuellasDeLaEspecificacion(_ texto: String, _ esperada: String) {
        #expect(FNV1a.hex(texto.utf8) == esperada)
    }

    @Test func siempreTieneDieciseisCifras() {
        #expect((0..<200).map { FNV1a.hex("texto \($0)".utf8).count }.allSatisfy { $0 == 16 })
    }
}
