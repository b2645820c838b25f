import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 7, cómo se declara: un caso de uso es un struct. Mecanismo: la declaración de los tipos de
// *Domain que guardan un repositorio (los mismos que mira CasosDeUsoQueDecidenTests).
@Suite("Arquitectura · Un caso de uso es un struct")
struct CasosDeUsoSonStructsTests {
    @Test func todoCasoDeUsoEsUnStruct() throws {
        try ReglaDeArquitectura.casosDeUsoSonStructs.comprobar()
    }
}
