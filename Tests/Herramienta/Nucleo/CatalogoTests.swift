import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

@Suite("Catálogo de lecciones")
struct CatalogoTests {
    private static func catalogo(_ json: String) throws -> Catalogo {
        try JSONDecoder().decode(Catalogo.self, from: Data(json.utf8))
    }

    @Test func elCatalogoDePruebaEsValido() throws {
        #expect(try Self.catalogo(Arena.catalogo).problemas() == [])
    }

    @Test func unaPruebaEsDelPasoDeSuSuiteAntesQueDeLaBase() throws {
        let catalogo = try Self.catalogo(Arena.catalogo)
        #expect(catalogo.pertenencia(deLaPrueba: "ModTests.UnoTests/sumaBien()") == .paso("leccion-a/1"))
        #expect(catalogo.pertenencia(deLaPrueba: "ModTests.UnoTests/Anidada/sumaBien()") == .paso("leccion-a/1"))
        #expect(catalogo.pertenencia(deLaPrueba: "OtroTests.DosTests/x()") == .paso("leccion-a/2.1"))
        #expect(catalogo.pertenencia(deLaPrueba: "ModTests.UnoTestsExtra/x()") == .base)
        #expect(catalogo.pertenencia(deLaPrueba: "BaseTests.libre()") == .base)
        #expect(catalogo.pertenencia(deLaPrueba: "BaseTestsMal.Suite/x()") == .sinClasificar)
        #expect(catalogo.pertenencia(deLaPrueba: "OtroTests.TresTests/x()") == .sinClasificar)
    }

    @Test(arguments: [
        ("leccion/1", true), ("leccion-larga-2/2.3", true), ("a/1.2.3", true),
        ("Leccion/1", false), ("leccion/", false), ("leccion/a", false), ("leccion--a/1", false), ("leccion/1/2", false),
    ])
    func reconoceLosIdsDePaso(_ id: String, _ valido: Bool) {
        #expect(Catalogo.esIdDePaso(id) == valido)
    }

    @Test func detectaLoQueElJSONNoPuedeImponer() throws {
        let json = """
            {"lecciones": [{"id": "l", "titulo": "L", "pasos": [
              {"id": "l/1", "titulo": "P", "tipo": "ejercicio", "ficheros": ["A.swift"], "suites": ["M.Suite"], "enunciado": ["e"], "pista": "p"},
              {"id": "l/1", "titulo": "P", "tipo": "ejercicio", "suites": ["M.SuiteLarga"]},
              {"id": "otra/2", "titulo": "P", "tipo": "fuera-del-kit"},
              {"id": "l/3", "titulo": "P", "tipo": "pruebas"}
            ]}], "suitesBase": []}
            """
        #expect(try Self.catalogo(json).problemas() == [
            "el paso l/1 está repetido",
            "al ejercicio l/1 le falta: ficheros, enunciado, pista",
            "el paso otra/2 debe llamarse l/<número>",
            "al paso otra/2, fuera del kit, le falta la nota",
            "al paso de pruebas l/3 le falta: pista",
            "la suite M.Suite es el comienzo de otra suite de un paso",
        ])
    }

    @Test func unaSuiteEnDosPasosEsUnProblema() throws {
        let json = """
            {"lecciones": [{"id": "l", "titulo": "L", "pasos": [
              {"id": "l/1", "titulo": "P", "tipo": "ejercicio", "ficheros": ["A.swift"], "suites": ["M.S"], "enunciado": ["e"], "pista": "p"},
              {"id": "l/2", "titulo": "P", "tipo": "ejercicio", "ficheros": ["A.swift"], "suites": ["M.S"], "enunciado": ["e"], "pista": "p"}
            ]}], "suitesBase": []}
            """
        #expect(try Self.catalogo(json).problemas() == ["la suite M.S aparece en más de un paso"])
    }

    /// Una regla dice qué ejercicios vigila: esos pasos solo están hechos si la regla también pasa.
    private static let conReglas = """
        {"lecciones": [{"id": "l", "titulo": "L", "pasos": [
          {"id": "l/1", "titulo": "P", "tipo": "ejercicio", "ficheros": ["A.swift"], "suites": ["M.A"], "enunciado": ["e"], "pista": "p"},
          {"id": "l/2", "titulo": "P", "tipo": "ejercicio", "ficheros": ["B.swift"], "suites": ["M.B"], "enunciado": ["e"], "pista": "p"},
          {"id": "l/3", "titulo": "P", "tipo": "pruebas", "pista": "p"}
        ]}, {"id": "r", "titulo": "R", "pasos": [
          {"id": "r/1", "titulo": "Regla 1", "tipo": "arquitectura", "suites": ["A.Uno"], "gobierna": ["l/1", "l/2"], "pista": "p"},
          {"id": "r/2", "titulo": "Regla 2", "tipo": "arquitectura", "suites": ["A.Dos"], "gobierna": ["l/2"], "pista": "p"}
        ]}], "suitesBase": []}
        """

    @Test func lasReglasDeUnEjercicioSonLasQueLoGobiernan() throws {
        let catalogo = try Self.catalogo(Self.conReglas)
        #expect(catalogo.problemas() == [])
        #expect(try catalogo.reglas(de: #require(catalogo.paso("l/1"))).map(\.id) == ["r/1"])
        #expect(try catalogo.reglas(de: #require(catalogo.paso("l/2"))).map(\.id) == ["r/1", "r/2"])
        #expect(try catalogo.reglas(de: #require(catalogo.paso("l/3"))).map(\.id) == [])
    }

    @Test func unaReglaSinGobiernaOQueGobiernaLoQueNoEsUnEjercicioEsUnProblema() throws {
        let json = Self.conReglas
            .replacingOccurrences(of: #""gobierna": ["l/2"], "#, with: "")
            .replacingOccurrences(of: #""gobierna": ["l/1", "l/2"]"#, with: #""gobierna": ["l/1", "l/3", "l/9"]"#)
            .replacingOccurrences(of: #""tipo": "pruebas", "pista": "p""#, with: #""tipo": "pruebas", "gobierna": ["l/1"], "pista": "p""#)
        #expect(try Self.catalogo(json).problemas() == [
            "a la regla r/2 le falta: gobierna (los ejercicios cuyos ficheros vigila)",
            "el paso l/3 no es una regla: no puede llevar «gobierna»",
            "la regla r/1 gobierna l/3, que no es un ejercicio del catálogo",
            "la regla r/1 gobierna l/9, que no es un ejercicio del catálogo",
        ])
    }

    @Test func unCatalogoQueNoSeLeeImpideEjecutar() throws {
        let arena = try Arena(catalogo: "{ \"lecciones\": 3 }")
        let error = #expect(throws: ErrorDeLaHerramienta.self) { try Catalogo.cargar(raiz: arena.raiz) }
        #expect(error?.mensaje.hasPrefix("El catálogo Sources/Catalogo/catalogo.json no tiene la forma esperada") == true)
    }

    @Test func ordenDePruebasFiltraCadaSuiteDelPaso() throws {
        let paso = try #require(try Self.catalogo(Arena.catalogo).paso("leccion-a/2.1"))
        #expect(paso.ordenDePruebas == "swift test --filter ModTests.DosTests --filter OtroTests.DosTests")
    }
}
