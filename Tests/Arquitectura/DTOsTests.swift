import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 8. Mecanismo: las declaraciones de los tipos *DTO (clase, módulo y conformidades, también
// las de sus extensiones).
@Suite("Arquitectura · Los DTO")
struct DTOsTests {
    @Test func todoDTOEsUnTipoDeValor() throws {
        try ReglaDeArquitectura.dtosSonValores.comprobar()
    }

    @Test func todoDTOViveEnCoreNetwork() throws {
        try ReglaDeArquitectura.dtosEnCoreNetwork.comprobar()
    }

    @Test func todoDTOEsDecodableOEncodable() throws {
        try ReglaDeArquitectura.dtosCodificables.comprobar()
    }
}
