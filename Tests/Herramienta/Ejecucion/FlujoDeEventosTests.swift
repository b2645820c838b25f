import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

/// Los flujos de Muestras/ se grabaron con Swift 6.3.1 (`swift test --experimental-event-stream-output F
/// --experimental-event-stream-version 0`) sobre un paquete de juguete, LibTests, con estas pruebas:
///     struct DobleTests { dobleDeDosEsCuatro() pasa; fallaAposta() falla con un comentario;
///       parametrizada(x:) con [1, 2, 3] falla en el 2; lanza() lanza; struct Anidada { interior() pasa } }
///     @Suite("Suite con nombre") struct OtraSuite { ok() pasa; desactivada() .disabled; conDosFallos() }
///     @Test func libre() pasa;  struct Conocidas { conIncidenciaConocida(): withKnownIssue }
/// y, en el segundo, además CrashTests/revienta(), que desenvuelve un nil. Se quitaron los `_backtrace`.
@Suite("Flujo de eventos de Swift Testing")
struct FlujoDeEventosTests {
    private static func muestra(_ nombre: String) throws -> EjecucionDePruebas {
        let url = try Muestras.url("\(nombre).jsonl")
        return FlujoDeEventos.leer(try Data(contentsOf: url))
    }

    @Test func leeElEstadoDeCadaPruebaPorSuIdDeFiltro() throws {
        let ejecucion = try Self.muestra("flujo-completo")

        #expect(ejecucion.terminada)
        #expect(ejecucion.estados == [
            "LibTests.DobleTests/dobleDeDosEsCuatro()": .pasa,
            "LibTests.DobleTests/fallaAposta()": .falla(["Expectation failed: (doble(2) → 4) == 5 · el doble de 2 debería ser 5"]),
            "LibTests.DobleTests/parametrizada(x:)": .falla(["Expectation failed: (doble(x) → 4) != 4"]),
            "LibTests.DobleTests/lanza()": .falla(["Caught error: E()"]),
            "LibTests.DobleTests/Anidada/interior()": .pasa,
            "LibTests.OtraSuite/ok()": .pasa,
            "LibTests.OtraSuite/desactivada()": .omitida,
            "LibTests.OtraSuite/conDosFallos()": .falla(["Expectation failed: 1 == 2", "Expectation failed: 3 == 4"]),
            "LibTests.libre()": .pasa,
            "LibTests.Conocidas/conIncidenciaConocida()": .pasa,
        ])
    }

    @Test func loQueTardaCadaPruebaSaleDeSusInstantesDeInicioYFinYLasSuitesNoCuentan() throws {
        let segundos = try Self.muestra("flujo-completo").segundos

        #expect(segundos.keys.sorted() == [
            "LibTests.Conocidas/conIncidenciaConocida()", "LibTests.DobleTests/Anidada/interior()", "LibTests.DobleTests/dobleDeDosEsCuatro()",
            "LibTests.DobleTests/fallaAposta()", "LibTests.DobleTests/lanza()", "LibTests.DobleTests/parametrizada(x:)",
            "LibTests.OtraSuite/conDosFallos()", "LibTests.OtraSuite/ok()", "LibTests.libre()",
        ], "Solo las funciones que acabaron; ni las suites ni la desactivada")
        // testEnded - testStarted de «absolute» en Muestras/flujo-completo.jsonl: 0,00784669 s.
        #expect(abs((segundos["LibTests.OtraSuite/conDosFallos()"] ?? 0) - 0.007846694) < 0.000001, "El time de JUnit sale de aquí")
    }

    @Test func conUnCrashLasPruebasSinAcabarQuedanSinTerminarYLaEjecucionTambien() throws {
        let ejecucion = try Self.muestra("flujo-con-crash")

        #expect(!ejecucion.terminada)
        #expect(ejecucion.estados["LibTests.CrashTests/revienta()"] == .sinTerminar)
        #expect(ejecucion.estados["LibTests.DobleTests/Anidada/interior()"] == .sinTerminar,
                "Una prueba que ni llegó a empezar antes del crash también queda sin terminar, no fuera de la cuenta")
        #expect(ejecucion.estados["LibTests.OtraSuite/desactivada()"] == .omitida)
        #expect(ejecucion.estados["LibTests.OtraSuite/conDosFallos()"] == .falla(["Expectation failed: 1 == 2", "Expectation failed: 3 == 4"]))
    }

    @Test func cadaFalloGuardaSuExpectativaSuComentarioYDondeEsta() throws {
        let ejecucion = try Self.muestra("flujo-completo")

        #expect(ejecucion.fallos["LibTests.DobleTests/fallaAposta()"] == [FalloDePrueba(
            expectativa: "Expectation failed: (doble(2) → 4) == 5", comentarios: ["el doble de 2 debería ser 5"],
            fichero: "LibTests/LibTests.swift", linea: 6, ruta: "/tmp/muestra/Tests/LibTests/LibTests.swift"
        )])
        #expect(ejecucion.fallos["LibTests.OtraSuite/conDosFallos()"]?.map(\.linea) == [16, 16])
        #expect(ejecucion.fallos["LibTests.Conocidas/conIncidenciaConocida()"] == nil)
    }

    @Test func unaLineaCortadaAlFinalNoEstropeaLoAnterior() throws {
        let url = try Muestras.url("flujo-completo.jsonl")
        var datos = try Data(contentsOf: url)
        datos.append(Data(#"{"kind":"event","payload":{"kind":"testEnd"#.utf8))

        #expect(FlujoDeEventos.leer(datos).estados.count == 10)
    }

    @Test(arguments: [
        ("LibTests.DobleTests/fallaAposta()/LibTests.swift:6:4", "LibTests.DobleTests/fallaAposta()"),
        ("LibTests.libre()/LibTests.swift:18:2", "LibTests.libre()"),
        ("LibTests.DobleTests/Anidada/interior()/LibTests.swift:10:6", "LibTests.DobleTests/Anidada/interior()"),
        ("LibTests.DobleTests", "LibTests.DobleTests"),
    ])
    func elIdDeFiltroQuitaElFicheroYLaLinea(_ id: String, _ esperado: String) {
        #expect(FlujoDeEventos.idDeFiltro(id) == esperado)
    }
}
