import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 4. Mecanismo: los `import` del fichero y los tokens de cada tipo *Repositorio*.
@Suite("Arquitectura · Los repositorios no conocen ningún ViewModel")
struct RepositoriosSinViewModelsTests {
    @Test func ningunRepositorioImportaUnaPantallaNiNombraUnViewModel() throws {
        try ReglaDeArquitectura.repositoriosSinViewModels.comprobar()
    }
}
