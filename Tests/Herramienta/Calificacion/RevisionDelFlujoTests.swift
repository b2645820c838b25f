import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaCalificacion

/// Un flujo de verdad (Muestras/, ver FlujoDeEventosTests) cuadra consigo mismo y con su salida; uno
/// retocado como lo haría código que escribe en él desde dentro del proceso, no.
@Suite("Revisión del flujo de eventos: lo que delata una manipulación")
struct RevisionDelFlujoTests {
    private static func muestra(_ nombre: String) throws -> Data {
        try Data(contentsOf: try Muestras.url("\(nombre).jsonl"))
    }

    /// Las líneas de la muestra, sin las que contienen `quitar` y con `anadir` al final.
    private static func retocada(_ nombre: String, quitar: String? = nil, anadir: [String] = []) throws -> Data {
        let lineas = String(decoding: try muestra(nombre), as: UTF8.self).split(separator: "\n").map(String.init)
        return Data(((lineas.filter { quitar.map($0.contains) != true }) + anadir).joined(separator: "\n").utf8)
    }

    @Test func unFlujoDeVerdadConFallosYSalidaUnoCuadra() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-completo"), terminacion: .salida(1), cortada: false)

        #expect(revision.anomalias == [], "Un flujo sin tocar no puede dar una manipulación")
        #expect(revision.empezada)
        #expect(revision.declaradas == [
            "LibTests.DobleTests/dobleDeDosEsCuatro()", "LibTests.DobleTests/fallaAposta()", "LibTests.DobleTests/parametrizada(x:)",
            "LibTests.DobleTests/lanza()", "LibTests.DobleTests/Anidada/interior()", "LibTests.OtraSuite/ok()",
            "LibTests.OtraSuite/desactivada()", "LibTests.OtraSuite/conDosFallos()", "LibTests.libre()",
            "LibTests.Conocidas/conIncidenciaConocida()",
        ])
    }

    @Test func unCrashNoEsUnaManipulacion() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-con-crash"), terminacion: .senal(SIGILL), cortada: false)

        #expect(revision.anomalias == [], "Un crash deja el flujo a medias, pero no es una trampa")
    }

    @Test func siLoCortamosNosotrosSuSalidaNoDiceNada() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-con-crash"), terminacion: .salida(0), cortada: true)

        #expect(revision.anomalias == [])
    }

    @Test func salirConCeroAntesDeAcabarLaEjecucionSeDelata() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-con-crash"), terminacion: .salida(0), cortada: false)

        #expect(revision.anomalias == [
            "el proceso salió con 0 antes de que Swift Testing acabase la ejecución",
            "el proceso salió con 0 aunque el flujo registra 2 fallos",
        ], "Un exit(0) desde el código a mitad de las pruebas no es lo que hace Swift Testing")
    }

    @Test func salirConCeroConFallosEnElFlujoSeDelata() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-completo"), terminacion: .salida(0), cortada: false)

        #expect(revision.anomalias == ["el proceso salió con 0 aunque el flujo registra 5 fallos"])
    }

    @Test func unFlujoSinFallosConSalidaUnoSeDelata() throws {
        let limpio = try Self.retocada("flujo-completo", quitar: #""kind":"issueRecorded""#)

        #expect(RevisionDelFlujo(limpio, terminacion: .salida(1), cortada: false).anomalias
            == ["el flujo dice que todo pasó, pero el proceso salió con 1"])
    }

    @Test func unFlujoEscritoDosVecesSeDelata() throws {
        let muestra = try Self.muestra("flujo-completo")

        #expect(RevisionDelFlujo(muestra + muestra, terminacion: .salida(1), cortada: false).anomalias == [
            "el flujo empieza 2 veces",
            "el flujo acaba 2 veces",
            "hay 49 eventos después del final de la ejecución",
            "declara 14 pruebas después de empezar la ejecución",
            "hay 18 comienzos o finales de prueba repetidos",
        ])
    }

    @Test func unaPruebaQueAcabaSinHaberEmpezadoSeDelata() throws {
        let retocada = try Self.retocada("flujo-completo", quitar: #""kind":"testStarted","messages":[{"symbol":"default","text":"Test ok() started."#)

        #expect(RevisionDelFlujo(retocada, terminacion: .salida(1), cortada: false).anomalias
            == ["acaba 1 prueba que no había empezado"])
    }

    @Test func losEventosDeUnaPruebaQueNadieDeclaroSeDelatan() throws {
        let falsa = #"{"kind":"event","payload":{"kind":"testStarted","testID":"LibTests.Falsa/nada()/F.swift:1:1"},"version":0}"#
        let retocada = try Self.retocada("flujo-completo", quitar: "runEnded", anadir: [falsa])

        #expect(RevisionDelFlujo(retocada, terminacion: .senal(SIGKILL), cortada: false).anomalias
            == ["hay 1 evento de pruebas que nadie declaró"])
    }

    @Test func unaLineaQueNoEsUnEventoSeDelataSalvoSiEsLaUltimaAMedias() throws {
        let enMedio = try Self.retocada("flujo-con-crash", anadir: ["no es JSON", #"{"kind":"event""#])

        #expect(RevisionDelFlujo(enMedio, terminacion: .senal(SIGILL), cortada: false).anomalias
            == ["tiene 1 línea que no es un evento de Swift Testing"])
    }

    @Test func unFlujoDesbordadoSeDice() throws {
        let revision = RevisionDelFlujo(try Self.muestra("flujo-completo"), terminacion: .salida(1), cortada: false,
                                        desbordado: true)

        #expect(revision.anomalias == ["pasó del tope de tamaño y se dejó de leer"])
    }
}
