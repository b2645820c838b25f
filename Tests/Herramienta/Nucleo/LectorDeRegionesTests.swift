import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("Lector de regiones de Solutions/")
struct LectorDeRegionesTests {
    private let catalogo: Catalogo

    init() throws {
        catalogo = try JSONDecoder().decode(Catalogo.self, from: Data(Arena.catalogo.utf8))
    }

    private func regiones(_ texto: String, fichero: String = "Uno.swift") throws(ErroresDeRegion) -> [RegionDeSolucion] {
        try LectorDeRegiones(catalogo: catalogo).regiones(en: texto.components(separatedBy: "\n"), fichero: fichero)
    }

    @Test func leeCadaRegionConSuPasoSusLineasYSuEsqueletoSinComentar() throws {
        let regiones = try regiones(Arena.uno)

        #expect(regiones == [
            RegionDeSolucion(
                paso: "leccion-a/1", sangria: "", inicio: 2, fin: 6, esqueleto: ["func uno() -> Int { 0 }"],
                solucion: ["func uno() -> Int { 1 }"]
            ),
            RegionDeSolucion(
                paso: "leccion-a/2.1", sangria: "    ", inicio: 9, fin: 18,
                esqueleto: ["    func dos() -> Int {", "", "        0", "    }"],
                solucion: ["    func dos() -> Int {", "        2", "    }"]
            ),
        ])
    }

    @Test func unFicheroSinMarcasNoTieneRegiones() throws {
        #expect(try regiones("let x = 1\n// MARK: - Otra cosa\n").isEmpty)
    }

    /// Un caso de región mal formada: las líneas del fichero, la línea del error y el fallo.
    struct Caso: Sendable, CustomTestStringConvertible {
        let nombre: String
        let lineas: [String]
        let linea: Int
        let fallo: FalloDeRegion
        var fichero = "Uno.swift"
        var testDescription: String { nombre }
    }

    static let casos: [Caso] = [
        Caso(nombre: "sin cerrar", lineas: ["// MARK: EJERCICIO leccion-a/1", "x", "// MARK: ESQUELETO", "// y"],
             linea: 1, fallo: .sinCerrar(paso: "leccion-a/1")),
        Caso(nombre: "anidada", lineas: ["// MARK: EJERCICIO leccion-a/1", "    // MARK: EJERCICIO leccion-a/2.1"],
             linea: 2, fallo: .anidada(dentroDe: "leccion-a/1")),
        Caso(nombre: "paso mal escrito", lineas: ["// MARK: EJERCICIO Leccion A 1", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 1, fallo: .pasoMalEscrito("Leccion A 1")),
        Caso(nombre: "sin paso", lineas: ["// MARK: EJERCICIO", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 1, fallo: .pasoMalEscrito("")),
        Caso(nombre: "paso fuera del catálogo", lineas: ["// MARK: EJERCICIO leccion-b/1", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 1, fallo: .pasoFueraDelCatalogo("leccion-b/1")),
        Caso(nombre: "paso que no lleva región", lineas: ["// MARK: EJERCICIO leccion-a/4", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 1, fallo: .pasoSinCodigo(paso: "leccion-a/4", tipo: .fueraDelKit)),
        Caso(nombre: "fichero que no es del paso", lineas: ["// MARK: EJERCICIO leccion-a/2.1", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 1, fallo: .ficheroFueraDelPaso(paso: "leccion-a/2.1"), fichero: "Dos/Dos.swift"),
        Caso(nombre: "sin esqueleto", lineas: ["", "// MARK: EJERCICIO leccion-a/1", "x", "// MARK: FIN EJERCICIO"],
             linea: 4, fallo: .sinEsqueleto(paso: "leccion-a/1")),
        Caso(nombre: "esqueleto repetido", lineas: ["// MARK: EJERCICIO leccion-a/1", "// MARK: ESQUELETO", "// MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 3, fallo: .esqueletoRepetido),
        Caso(nombre: "esqueleto sin comentar", lineas: ["// MARK: EJERCICIO leccion-a/1", "// MARK: ESQUELETO", "// a", "b", "// MARK: FIN EJERCICIO"],
             linea: 4, fallo: .esqueletoSinComentar),
        Caso(nombre: "esqueleto sin espacio tras //", lineas: ["// MARK: EJERCICIO leccion-a/1", "// MARK: ESQUELETO", "//b", "// MARK: FIN EJERCICIO"],
             linea: 3, fallo: .esqueletoSinComentar),
        Caso(nombre: "esqueleto con menos sangría que la región", lineas: ["    // MARK: EJERCICIO leccion-a/1", "    // MARK: ESQUELETO", "  // b", "    // MARK: FIN EJERCICIO"],
             linea: 3, fallo: .esqueletoSinComentar),
        Caso(nombre: "sangría distinta en FIN", lineas: ["    // MARK: EJERCICIO leccion-a/1", "    // MARK: ESQUELETO", "// MARK: FIN EJERCICIO"],
             linea: 3, fallo: .sangriaDistinta),
        Caso(nombre: "FIN suelto", lineas: ["let x = 1", "// MARK: FIN EJERCICIO"],
             linea: 2, fallo: .marcaSuelta(Marca.textoDeFin)),
        Caso(nombre: "ESQUELETO suelto", lineas: ["// MARK: ESQUELETO"],
             linea: 1, fallo: .marcaSuelta(Marca.textoDeEsqueleto)),
        Caso(nombre: "marca mal escrita fuera de una región", lineas: ["let x = 1", "// MARK: FIN EJERCICO"],
             linea: 2, fallo: .marcaMalEscrita),
        Caso(nombre: "ESQUELETO mal escrito en una región que se cierra", lineas: ["// MARK: EJERCICIO leccion-a/1", "x", "// MARK: ESQUELTO", "// y", "// MARK: FIN EJERCICIO"],
             linea: 3, fallo: .marcaMalEscrita),
    ]

    @Test func unFINMalEscritoDaUnSoloErrorLaRegionSinCerrarEnSuLinea() throws {
        // Dentro de un tipo, con líneas detrás y el salto de línea final: nada de eso es otro error.
        let texto = """
            import Foundation

            struct Caja {
                // MARK: EJERCICIO leccion-a/1
                func uno() -> Int { 1 }
                // MARK: ESQUELETO
                // func uno() -> Int { 0 }
                // MARK: FIN EJERCICO
            }

            """
        let error = #expect(throws: ErroresDeRegion.self) { try regiones(texto) }

        #expect(error?.errores == [ErrorDeRegion(
            fichero: "Solutions/Uno.swift", linea: 4,
            fallo: .sinCerrar(paso: "leccion-a/1", parecida: 8, texto: "// MARK: FIN EJERCICO")
        )])
        #expect(error?.errores.first?.description == """
            Solutions/Uno.swift:4: la región leccion-a/1 no se cierra: la línea 8, «// MARK: FIN EJERCICO», no es «// MARK: FIN EJERCICIO»
            """)
    }

    @Test func trasUnaRegionSinCerrarLaSiguienteSeLeeBien() throws {
        let texto = [
            "// MARK: EJERCICIO leccion-a/1", "x", "// MARK: ESQUELETO", "// y", "// MARK: FIN EJERCIC",
            "// MARK: EJERCICIO leccion-a/2.1", "z", "// MARK: ESQUELETO", "// w", "// MARK: FIN EJERCICIO",
        ].joined(separator: "\n")
        let error = #expect(throws: ErroresDeRegion.self) { try regiones(texto) }

        #expect(error?.errores == [ErrorDeRegion(
            fichero: "Solutions/Uno.swift", linea: 1, fallo: .sinCerrar(paso: "leccion-a/1", parecida: 5, texto: "// MARK: FIN EJERCIC")
        )])
    }

    @Test(arguments: casos)
    func unaRegionMalFormadaDaSuFalloEnSuLinea(_ caso: Caso) throws {
        let error = #expect(throws: ErroresDeRegion.self) {
            try regiones(caso.lineas.joined(separator: "\n"), fichero: caso.fichero)
        }
        let esperado = ErrorDeRegion(fichero: "Solutions/" + caso.fichero, linea: caso.linea, fallo: caso.fallo)
        #expect(error?.errores.contains(esperado) == true, "errores: \(error?.errores ?? [])")
    }

    @Test func elErrorSeEscribeComoFicheroLineaYMensajeEnEspanol() {
        let error = ErrorDeRegion(fichero: "Solutions/Uno.swift", linea: 7, fallo: .sinCerrar(paso: "leccion-a/1"))
        #expect(error.description == "Solutions/Uno.swift:7: la región leccion-a/1 no se cierra: falta «// MARK: FIN EJERCICIO»")
    }

    @Test func juntaTodosLosErroresDeUnFichero() throws {
        let texto = ["// MARK: FIN EJERCICIO", "// MARK: EJERCICIO leccion-z/1", "// MARK: ESQUELETO", "x", "// MARK: FIN EJERCICIO"]
        let error = #expect(throws: ErroresDeRegion.self) { try regiones(texto.joined(separator: "\n")) }
        #expect(error?.errores.map(\.linea) == [1, 2, 4])
    }
}
