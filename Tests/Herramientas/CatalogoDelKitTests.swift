import Foundation
import Testing
@testable import MarcadorHerramientas

/// El catálogo de verdad del kit, leído del repositorio (solo se lee: nada se escribe ahí).
@Suite("Catálogo del kit")
struct CatalogoDelKitTests {
    static let raiz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private let catalogo: Catalogo

    init() throws {
        catalogo = try Catalogo.cargar(raiz: Self.raiz)
    }

    @Test func lasCincoLeccionesVanEnElOrdenDelCursoYLasReglasDetras() {
        #expect(catalogo.lecciones.map(\.id) == [
            "viewmodel-hilo-principal", "red-http-json-urlsession", "red-en-marcador", "dos-fuentes-almacen", "casos-de-uso",
            "arquitectura",
        ])
    }

    @Test func cadaPasoTieneElTipoQueLeCorresponde() {
        let tipos = Dictionary(uniqueKeysWithValues: catalogo.pasos.map { ($0.id, $0.tipo) })
        #expect(tipos.filter { $0.value == .fueraDelKit }.keys.sorted() == ["red-en-marcador/4", "red-en-marcador/5"])
        #expect(tipos.filter { $0.value == .pruebas }.keys.sorted() == ["casos-de-uso/3", "red-en-marcador/6"])
        #expect(tipos.filter { $0.value == .ejercicio }.count == 12)
        #expect(tipos.filter { $0.value == .arquitectura }.keys.sorted() == (1...8).map { "arquitectura/\($0)" })
    }

    @Test func losTitulosEmpiezanPorPasoOPorRegla() {
        let mal = catalogo.pasos.filter { !$0.titulo.hasPrefix($0.tipo == .arquitectura ? "Regla " : "Paso ") }.map(\.id)
        #expect(mal.isEmpty, "títulos que no empiezan por «Paso» (o «Regla», en las reglas): \(mal)")
    }

    @Test func cadaFicheroDeUnEjercicioExisteEnSolutions() {
        let faltan = catalogo.pasos.flatMap(\.ficheros).filter {
            !FileManager.default.fileExists(atPath: Self.raiz.appending(path: "Solutions/" + $0).path)
        }
        #expect(faltan.isEmpty, "el catálogo cita ficheros que no están en Solutions/: \(faltan)")
    }

    @Test func losPasosFueraDelKitDicenDondeEstanEnElCurso() {
        for paso in catalogo.pasos where paso.tipo == .fueraDelKit {
            #expect(paso.nota?.contains("Xcode") == true, "la nota de \(paso.id) no dice dónde está en el curso")
        }
    }
}
