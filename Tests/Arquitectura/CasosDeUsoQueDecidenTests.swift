import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 7. Mecanismo: las declaraciones de los tipos de *Domain que guardan un repositorio y los tokens
// del cuerpo de sus funciones.
@Suite("Arquitectura · Un caso de uso compensa cuando hay algo que decidir")
struct CasosDeUsoQueDecidenTests {
    @Test func ningunCasoDeUsoSeLimitaAReenviarUnaLlamada() throws {
        try ReglaDeArquitectura.casosDeUsoQueDeciden.comprobar()
    }
}
