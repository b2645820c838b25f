import ApoyoDeLosEjemplos
import Testing

@Suite("Servidor: de dónde sacan los datos album y tareas")
struct ServidorTests {
    @Test func sinMarcadorServidorEsJSONPlaceholder() {
        #expect(Servidor.base(entorno: [:]) == "https://jsonplaceholder.typicode.com", "Sin MARCADOR_SERVIDOR, el servidor es el de la lección")
        #expect(Servidor.base(entorno: ["MARCADOR_SERVIDOR": ""]) == "https://jsonplaceholder.typicode.com", "Con MARCADOR_SERVIDOR vacío, el de la lección")
    }

    @Test(arguments: [
        ("http://127.0.0.1:8000", "http://127.0.0.1:8000"),
        ("http://127.0.0.1:8000/", "http://127.0.0.1:8000"),
        ("http://aula.local:3000//", "http://aula.local:3000"),
    ])
    func conMarcadorServidorUsaEseSinLaBarraFinal(valor: String, base: String) {
        #expect(Servidor.base(entorno: ["MARCADOR_SERVIDOR": valor]) == base, "MARCADOR_SERVIDOR=\(valor) tiene que dar \(base): el ejemplo le cuelga /albums/1")
    }
}
