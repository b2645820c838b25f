import ReglasDeArquitectura
import ReglasDeLasLecciones
import Testing

// Regla 1. Mecanismo: el grafo declarado (modulosDeLaApp en Package.swift) y los `import` escritos (tokens).
// La compilación con --explicit-target-dependency-import-check error lo impone además al compilar.
@Suite("Arquitectura · Las dependencias van en un solo sentido")
struct DependenciasEnUnSoloSentidoTests {
    @Test func losModulosDomainNoDependenDeDataNiDeUI() throws {
        try ReglaDeArquitectura.dominioSinDataNiUI.comprobar()
    }

    @Test func losModulosDataNoDependenDeUI() throws {
        try ReglaDeArquitectura.dataSinUI.comprobar()
    }

    @Test func losModulosUINoDependenDeDataNiDeLaRed() throws {
        try ReglaDeArquitectura.uiSinDataNiRed.comprobar()
    }
}
