import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 6. Mecanismo: tokens del cuerpo de cada clase (asignaciones `x.y = { … }` y su lista de capturas).
@Suite("Arquitectura · Las closures guardadas no retienen a self")
struct ClosuresSinCapturaFuerteTests {
    @Test func ningunaClaseGuardaUnaClosureQueRetengaASelfSalvoEnLaRamaDelCicloAProposito() throws {
        try ReglaDeArquitectura.closuresSinCapturaFuerte.comprobar()
    }
}
