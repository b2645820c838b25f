import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 2. Mecanismo: tokens de las fuentes de los módulos *UI, sin comentarios ni cadenas.
@Suite("Arquitectura · La pantalla pinta Arbitro, nunca el DTO")
struct LaPantallaNoConoceElDTOTests {
    @Test func ningunaFuenteDeUINombraUnDTO() throws {
        try ReglaDeArquitectura.laPantallaNoConoceElDTO.comprobar()
    }
}
