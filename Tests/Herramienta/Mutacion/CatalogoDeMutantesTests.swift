import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// Sources/Catalogo/mutantes.json, el de verdad: cada paso de pruebas tiene al menos 8 fallos sembrados, y
/// cada operador encuentra su sitio en la solución del kit y en otras formas correctas de escribir ese código.
@Suite("Los fallos sembrados del kit")
struct CatalogoDeMutantesTests {
    private let catalogo: Catalogo
    private let mutantes: CatalogoDeMutantes

    init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
        mutantes = try CatalogoDeMutantes.cargar(raiz: RaizDelKit.url, catalogo: catalogo)
    }

    @Test func cadaPasoDePruebasMideElCodigoDeSuEjercicioConAlMenosOchoFallos() {
        #expect(mutantes.pasos.map { "\($0.paso) ← \($0.codigoDe)" } == ["red-en-marcador/6 ← red-en-marcador/3", "casos-de-uso/3 ← casos-de-uso/1"])
        for paso in mutantes.pasos {
            #expect(paso.mutantes.count >= 8, "\(paso.paso) tiene \(paso.mutantes.count) mutantes: el kit pide al menos 8")
        }
    }

    @Test func cadaOperadorEncuentraSuSitioEnLaSolucionDelKit() throws {
        let siembra = Siembra(pasos: mutantes.pasos.map(\.paso), mutantes: mutantes, catalogo: catalogo,
                              modulos: try ModuloDeLaApp.leer(raiz: RaizDelKit.url), origen: .soluciones(RaizDelKit.url))
        for paso in mutantes.pasos {
            #expect(siembra.mutantes[paso.paso]?.map(\.operador.id) == paso.mutantes.map(\.id), "En Solutions/, cada operador de \(paso.paso) da un mutante")
        }
        #expect(siembra.modulos.map(\.nombre) == ["ArbitrosUI", "CronicaDomain"])
    }

    @Test(arguments: [("red-en-marcador/6", OtrasFormasCorrectas.arbitrosViewModel), ("casos-de-uso/3", OtrasFormasCorrectas.publicarCronica)])
    func cadaOperadorEncuentraSuSitioEnOtraFormaCorrectaDeEscribirElCodigo(paso: String, codigo: String) throws {
        let piezas = TroceadorSwift.piezas(de: codigo)
        let lineas = codigo.split(separator: "\n", omittingEmptySubsequences: false).count
        for operador in try #require(mutantes.de(paso)).mutantes {
            #expect(!BuscadorDeSitios.sitios(de: operador, en: piezas, regiones: [1...lineas]).isEmpty,
                    "«\(operador.id)» no encuentra dónde sembrarse en otra forma correcta de escribir el código de \(paso)")
        }
    }

    @Test func unCatalogoMalEscritoDiceQueFallaYDonde() throws {
        let json = """
            {"pasos": [
              {"paso": "red-en-marcador/3", "codigoDe": "red-en-marcador/6", "mutantes": [
                {"id": "a", "descripcion": "d", "rompe": "", "en": "cuerpo", "hacer": "sustituir", "codigo": "x"},
                {"id": "a", "descripcion": "d", "rompe": "r", "en": "argumento", "nombre": "t", "hacer": "transformar"}
              ]}
            ]}
            """
        let malo = try JSONDecoder().decode(CatalogoDeMutantes.self, from: Data(json.utf8))
        #expect(malo.problemas(catalogo: catalogo) == [
            "al mutante «a» le falta «codigo»",
            "al mutante «a» le falta «llamada»",
            "al mutante «a» le falta «nombre»",
            "al mutante «a» le falta «rompe»",
            "el código de red-en-marcador/3, red-en-marcador/6, no es un ejercicio del catálogo",
            "el mutante «a» está repetido",
            "el mutante «a» no puede «sustituir» en «cuerpo»: una expresión se sustituye o se transforma; un cuerpo, «al-empezar» o «repetir»",
            "el paso de pruebas casos-de-uso/3 no tiene mutantes",
            "el paso de pruebas red-en-marcador/6 no tiene mutantes",
            "red-en-marcador/3 no es un paso de tipo «pruebas» del catálogo",
        ])
    }
}
