import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 4, lo que la lección dice de cómo se declaran: las clases *Repositorio* (final, lo que enseñan en
// private(set)), los protocolos *Repositorio* (solo para clases) y el servicio y el almacén (structs).
// Mecanismo: las declaraciones de esos tipos, leídas de los tokens. El esqueleto ya los trae así: esto
// nota a quien, al escribir los suyos, deja fuera algo de lo que pide la lección.
@Suite("Arquitectura · Los repositorios y sus fuentes se declaran como en la lección")
struct RepositoriosYSusFuentesTests {
    @Test func todoRepositorioQueEsUnaClaseEsFinal() throws {
        try ReglaDeArquitectura.repositoriosFinal.comprobar()
    }

    @Test func todoContratoDeRepositorioEsSoloParaClases() throws {
        try ReglaDeArquitectura.contratosDeRepositorioSoloParaClases.comprobar()
    }

    @Test func loQueEnsenaUnRepositorioEsPrivateSet() throws {
        try ReglaDeArquitectura.estadoDeLosRepositoriosDeSoloLectura.comprobar()
    }

    @Test func elServicioYElAlmacenSonStructs() throws {
        try ReglaDeArquitectura.fuentesDeLosRepositoriosSonStructs.comprobar()
    }
}
