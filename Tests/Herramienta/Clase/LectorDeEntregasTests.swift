import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaClase

/// `clase` lee el results.json de cada entrega, el que escribe `calificar`, sin pararse en los que faltan
/// o están mal: cada uno se nombra con su motivo.
@Suite("Lectura de las entregas de una clase")
struct LectorDeEntregasTests {
    private let entregas = EntregasDePrueba()

    private var lector: LectorDeEntregas { LectorDeEntregas(directorio: entregas.raiz) }

    /// Una entrega con un paso de cada: falla (2 de 3), revienta, no compila y pasa.
    static func variada() throws -> Data {
        try EntregasDePrueba.resultados([
            ("l/1", .falla, nil, [("LibTests.DobleTests/uno()", true, nil), ("LibTests.DobleTests/dos()", true, nil),
                                  ("LibTests.DobleTests/tres()", false, "Expectation failed: (doble(2) → 4) == 5 · el doble de 2 debería ser 5\notra incidencia")]),
            ("l/2", .revienta, "revienta al ejecutarse", [("LibTests.CrashTests/a()", false, "no terminó")]),
            ("l/3", .noCompila, "App no compila:\nOtra.swift:2:1: error: <roto>", []),
            ("l/5", .pasa, nil, [("RedTests.RedTests/r()", true, nil)]),
        ])
    }

    static let esperados = [
        EntregaDeClase.Paso(id: "l/1", titulo: "Doble", orden: 1, estado: .falla, puntos: 0.667,
                            fallos: [.init(prueba: "LibTests.DobleTests/tres()",
                                                     mensaje: "Expectation failed: (doble(2) → 4) == 5 · el doble de 2 debería ser 5\notra incidencia")]),
        EntregaDeClase.Paso(id: "l/2", titulo: "Crash", orden: 2, estado: .revienta, puntos: 0,
                            fallos: [.init(prueba: "LibTests.CrashTests/a()", mensaje: "revienta: no terminó")]),
        EntregaDeClase.Paso(id: "l/3", titulo: "Otra", orden: 3, estado: .noCompila, puntos: 0, fallos: []),
        EntregaDeClase.Paso(id: "l/5", titulo: "Red", orden: 5, estado: .pasa, puntos: 1, fallos: []),
    ]

    @Test func leeDeLoQueEscribeCalificarCadaPasoConSuEstadoSusPuntosYLasPruebasQueFallan() throws {
        try entregas.escribir("ana/resultados.json", Self.variada())
        let (leidas, problemas) = lector.leer(["ana"])
        #expect(problemas.isEmpty, "una entrega bien escrita no es un problema: \(problemas.map(\.descripcion))")
        #expect(leidas == [EntregaDeClase(alumno: "ana", pasos: Self.esperados, puntos: 1.667, maximo: 4)],
                "si cambia el results.json de calificar, cuadra ResultadosLeidos y EntregaDeClase con él")
    }

    @Test func sinElResumenDeLeccionesDeduceLosPasosDeLosNombresYMensajesDeLasPruebas() throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Self.variada()) as? [String: Any])
        json["lecciones"] = nil
        json["puntos"] = nil
        try entregas.escribir("ana/results.json", JSONSerialization.data(withJSONObject: json))
        let (leidas, problemas) = lector.leer(["ana"])
        #expect(problemas.isEmpty)
        let entrega = try #require(leidas.first)
        #expect(entrega.pasos.map(\.id) == ["l/1", "l/2", "l/3", "l/5"])
        #expect(entrega.pasos.map(\.titulo) == ["Doble", "Crash", "Otra", "Red"])
        #expect(entrega.pasos.map(\.estado) == [.falla, .revienta, .noCompila, .pasa], "el estado sale del prefijo del mensaje")
        #expect(entrega.pasos.map(\.fallos) == Self.esperados.map(\.fallos))
        let esperados: Double = 2.0 / 3 + 1     // con el tipo escrito: sin él, el #expect tardaba 3 s en compilar
        #expect(entrega.puntos == esperados, "sin «puntos», la suma de la parte de pruebas que pasa de cada paso")
    }

    @Test func nombraCadaFicheroQueFaltaOEstaMalYSigueConLosDemas() throws {
        try entregas.escribir("bien/resultados.json", Self.variada())
        try FileManager.default.createDirectory(at: entregas.raiz.appending(path: "sin-fichero"), withIntermediateDirectories: true)
        try entregas.escribir("vacio/resultados.json", "")
        try entregas.escribir("roto/resultados.json", "{\"tests\": [")
        try entregas.escribir("lista/resultados.json", "[1, 2]")
        try entregas.escribir("otro/resultados.json", "{\"version\": 3}")
        try entregas.escribir("enorme/resultados.json", Data(repeating: 0x20, count: 20_000))
        try FileManager.default.createDirectory(at: entregas.raiz.appending(path: "carpeta/resultados.json"), withIntermediateDirectories: true)
        var lector = lector
        lector.tamanoMaximo = 10_000
        let (leidas, problemas) = lector.leer(["bien", "sin-fichero", "no-existe", "vacio", "roto", "lista", "otro", "enorme", "carpeta"])
        #expect(leidas.map(\.alumno) == ["bien"])
        #expect(problemas.map(\.descripcion) == [
            "sin-fichero: falta el informe: no hay resultados.json ni results.json en esa carpeta",
            "no-existe: no existe",
            "vacio/resultados.json: está vacío",
            "roto/resultados.json: no es JSON válido",
            "lista/resultados.json: no es un results.json: lo de fuera no es un objeto JSON",
            "otro/resultados.json: no es un results.json de calificar: no tiene «tests» ni «lecciones»",
            "enorme/resultados.json: pesa 20000 bytes, más del máximo (10000): no se lee",
            "carpeta/resultados.json: no es un fichero normal",
        ])
        #expect(problemas.allSatisfy { !$0.seLeyo })
    }

    @Test func unaEntradaQueNoSeEntiendeSeSaltaYElRestoSeLee() throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Self.variada()) as? [String: Any])
        var pruebas = try #require(json["tests"] as? [Any])
        pruebas.append(["nombre": "sin name ni status"])
        pruebas.append(42)
        json["tests"] = pruebas
        json["maximo"] = "veinte"
        try entregas.escribir("ana/resultados.json", JSONSerialization.data(withJSONObject: json))
        let (leidas, problemas) = lector.leer(["ana"])
        #expect(leidas.first?.pasos == Self.esperados, "las entradas buenas se leen igual")
        #expect(leidas.first?.maximo == 4, "un «maximo» que no es un número no se lee: cuenta los pasos")
        #expect(problemas == [.init(fichero: "ana", motivo: "2 entradas no se entienden y se han saltado; el resto sí se ha leído",
                                    seLeyo: true)])
    }

    @Test func elAlumnoEsElNombreDeSuCarpetaTambienSiEsRaroOSeRepite() throws {
        let raro = "ana | <b>\"x\" & ñ\nbis"
        for ruta in ["\(raro)/resultados.json", "a/luis/resultados.json", "b/luis/resultados.json", "eva/otro-nombre.json"] {
            try entregas.escribir(ruta, Self.variada())
        }
        let (leidas, problemas) = lector.leer([raro + "/", "a/luis", "b/luis", "eva/otro-nombre.json"])
        #expect(problemas.isEmpty, "\(problemas.map(\.descripcion))")
        #expect(leidas.map(\.alumno) == [raro, "a/luis", "b/luis", "eva"],
                "con la barra final, el nombre; si dos se llaman igual, su ruta; de un fichero, su carpeta")
    }

    @Test func laExplicacionEsElMensajeEnUnaLineaYRecortado() {
        #expect(EntregaDeClase.explicacion("Expectation failed: a == b · el título debería ser «Hola»") == "el título debería ser «Hola»")
        #expect(EntregaDeClase.explicacion("se cuelga: pasó de 30 s\nmás") == "se cuelga: pasó de 30 s · más")
        #expect(EntregaDeClase.explicacion(nil) == "sin mensaje")
        let enorme = EntregaDeClase.explicacion(String(repeating: "á\u{1B}", count: 5_000))
        #expect(enorme.count == 201, "200 caracteres y «…»")
        #expect(!enorme.unicodeScalars.contains("\u{1B}"), "sin caracteres de control: no cambian los colores del terminal")
    }

    /// Un ensayo del instructor: de un comentario en dos líneas (el de SinLanzar, con el error que se lanzó) y de
    /// un segundo fallo, el resumen solo enseñaba la primera línea.
    @Test func laExplicacionDeUnMensajeDeVariasLineasLasTraeTodas() {
        let mensaje = """
            Issue recorded · No poder guardar no rompe el refresco
            Lanzó: ErrorInesperado(texto: "el disco está lleno")
            Expectation failed: (lista.count → 0) == 10 · La lista tiene los diez árbitros
            """

        #expect(EntregaDeClase.explicacion(mensaje) == "Issue recorded · No poder guardar no rompe el refresco · "
            + "Lanzó: ErrorInesperado(texto: \"el disco está lleno\") · La lista tiene los diez árbitros")
    }
}
