import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 5. Mecanismo: las declaraciones de las clases *ViewModel (atributos, modificadores y miembros),
// leídas de los tokens. Los símbolos del compilador no distinguen private(set) en una clase @Observable.
@Suite("Arquitectura · Los ViewModel")
struct ViewModelsTests {
    @Test func todoViewModelLlevaMainActorEscrito() throws {
        try ReglaDeArquitectura.viewModelsEnElHiloPrincipal.comprobar()
    }

    @Test func todoViewModelEsFinal() throws {
        try ReglaDeArquitectura.viewModelsFinal.comprobar()
    }

    @Test func todoViewModelLlevaObservable() throws {
        try ReglaDeArquitectura.viewModelsObservables.comprobar()
    }

    @Test func loQueLaVistaLeeDeUnViewModelEsPrivateSet() throws {
        try ReglaDeArquitectura.estadoDeLosViewModelsDeSoloLectura.comprobar()
    }

    @Test func lasDependenciasDeUnViewModelSonObservationIgnoredPrivateLet() throws {
        try ReglaDeArquitectura.dependenciasDeLosViewModelsPrivadas.comprobar()
    }

    @Test func loQuePartidoViewModelNoEnsenaEsPrivateYSinVigilar() throws {
        try ReglaDeArquitectura.loQuePartidoViewModelNoEnsena.comprobar()
    }
}
