import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// La siembra en el código de quien aprende: solo dentro de su región, y un error del compilador en la
/// copia se le achaca al mutante que puso ese código, no a los demás de la misma línea.
@Suite("Los fallos sembrados en el código de quien aprende")
struct SiembraTests {
    private let catalogo: Catalogo
    private let mutantes: CatalogoDeMutantes

    init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        mutantes = try CatalogoDeMutantes.cargar(raiz: RaizDelKit.url, catalogo: catalogo)
    }

    /// Un árbol con Exercises/Arbitros/UI/ArbitrosViewModel.swift: el código dentro de la región del Paso 3.
    private func siembra(_ codigo: String) throws -> (Siembra, Arena) {
        let arena = try Arena()
        try arena.escribir("Exercises/Arbitros/UI/ArbitrosViewModel.swift", """
            import Foundation
            let fuera = ArbitrosUiState.exito([])

            // MARK: EJERCICIO red-en-marcador/3
            // Comprueba: swift run marcador comprobar red-en-marcador/3
            \(codigo)
            // MARK: FIN EJERCICIO
            """)
        let modulo = ModuloDeLaApp(nombre: "ArbitrosUI", carpeta: "Arbitros/UI", dependencias: [], excluir: [])
        let siembra = Siembra(pasos: ["red-en-marcador/6"], mutantes: mutantes, catalogo: catalogo, modulos: [modulo], origen: .ejercicios(arena.raiz))
        return (siembra, arena)
    }

    @Test func soloSeSiembraDentroDeLaRegionDelPasoQueProbanYSeNumeraComoEnElCatalogo() throws {
        let (siembra, _) = try siembra(OtrasFormasCorrectas.arbitrosViewModel)
        let texto = try #require(siembra.ficheros.first?.esquema.texto)

        #expect(siembra.mutantes["red-en-marcador/6"]?.map(\.numero) == Array(1...10))
        #expect(texto.contains("let fuera = ArbitrosUiState.exito([])\n"), "lo de fuera de la región no se toca")
        #expect(texto.contains("ArbitrosUiState.exito(EsquemaDeMutantes.sustituir(3, try await repositorio.arbitros(), por: []))"))
        #expect(siembra.ficheros.first?.original == "Exercises/Arbitros/UI/ArbitrosViewModel.swift")
    }

    @Test func unErrorEnElCodigoDeUnMutanteEsSoloSuyoAunqueCompartaLinea() throws {
        let (siembra, _) = try siembra("""
            final class ArbitrosViewModel {
                func pedir() async -> ArbitrosUiState {
                    do { return .exito(try await repositorio.arbitros()) } catch { return .error("No hay conexión") }
                }
            }
            """)
        let texto = try #require(siembra.ficheros.first?.esquema.texto)
        let lineas = texto.split(separator: "\n", omittingEmptySubsequences: false)
        let numero = try #require(lineas.firstIndex { $0.contains("catch {") }) + 1
        let columna = try #require(Array(lineas[numero - 1].utf8).firstRange(of: Array("return };".utf8))).lowerBound + 1

        #expect(siembra.mutantes(enLaLinea: numero, columna: columna, de: "ArbitrosUI/ArbitrosViewModel.swift") == [8],
                "el «return» sin valor es del mutante del catch (el 8), no de los del .exito de la misma línea")
        #expect(Set(siembra.mutantes(enLaLinea: numero, columna: 1, de: "ArbitrosUI/ArbitrosViewModel.swift")) == [3, 4, 5, 6, 7, 8],
                "un error en el código de quien aprende es de todos los mutantes de esa línea")
        #expect(siembra.original(deLaLinea: numero, de: "ArbitrosUI/ArbitrosViewModel.swift") == "Exercises/Arbitros/UI/ArbitrosViewModel.swift:8")
    }

    @Test func unErrorDelCompiladorSeLeeConSuRutaLineaYColumna() {
        let lugar = MedidorDeMutantes.lugar(".build/marcador/mutantes/ArbitrosUI/ArbitrosViewModel.swift:12:34: error: non-void function should return a value")
        #expect(lugar?.0 == ".build/marcador/mutantes/ArbitrosUI/ArbitrosViewModel.swift")
        #expect(lugar?.1 == 12)
        #expect(lugar?.2 == 34)
        #expect(MedidorDeMutantes.lugar("error: sin sitio") == nil)
    }
}
