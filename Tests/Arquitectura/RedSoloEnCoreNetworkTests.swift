import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 3. Mecanismo: tokens de las fuentes de fuera de CoreNetwork, sin comentarios ni cadenas.
@Suite("Arquitectura · La red solo en Core/Network")
struct RedSoloEnCoreNetworkTests {
    @Test func fueraDeCoreNetworkNadieUsaURLSessionNiDecodificaDTO() throws {
        try ReglaDeArquitectura.redSoloEnCoreNetwork.comprobar()
    }
}
