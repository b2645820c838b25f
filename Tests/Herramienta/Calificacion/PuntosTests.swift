import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// Puntos en proporción y sin puntos gratis: una regla vale por los pasos que vigila que tienen código (con
/// los esqueletos, todas pasan sin mérito); una prueba que falla en un paso cuesta la parte de ese paso, no
/// todas las reglas que vigilan su fichero (una entrega correcta pero distinta perdía así los 8 puntos de reglas).
@Suite("Puntos: en proporción y sin puntos gratis")
struct PuntosTests {
    static let catalogo = """
        {"lecciones": [
          {"id": "l", "titulo": "Lección", "pasos": [
            {"id": "l/1", "titulo": "Uno", "tipo": "ejercicio", "ficheros": ["Lib/Uno.swift"],
             "suites": ["LibTests.UnoTests"], "enunciado": ["e"], "pista": "p"},
            {"id": "l/2", "titulo": "Dos", "tipo": "ejercicio", "ficheros": ["Lib/Dos.swift"],
             "suites": ["LibTests.DosTests"], "enunciado": ["e"], "pista": "p"}
          ]},
          {"id": "reglas", "titulo": "Reglas", "pasos": [
            {"id": "reglas/1", "titulo": "Regla 1", "tipo": "arquitectura", "suites": ["ReglasTests.UnaRegla"],
             "gobierna": ["l/1", "l/2"], "pista": "p"},
            {"id": "reglas/2", "titulo": "Regla 2", "tipo": "arquitectura", "suites": ["ReglasTests.OtraRegla"],
             "gobierna": ["l/2"], "pista": "p"}
          ]}
        ], "suitesBase": []}
        """

    private static func resultados(_ estados: [String: EstadoDePrueba], fallos: [String: [FalloDePrueba]] = [:]) throws -> [String: ResultadoDePaso] {
        let calificacion = Calificacion(
            catalogo: try JSONDecoder().decode(Catalogo.self, from: Data(catalogo.utf8)),
            modulos: [ModuloDeLaApp(nombre: "Lib", carpeta: "Lib", dependencias: [], excluir: [])],
            rotos: ModulosRotos(), raiz: URL(fileURLWithPath: "/k"))
        let ejecucion = EjecucionDePruebas(estados: estados, fallos: fallos, terminada: true)
        return Dictionary(uniqueKeysWithValues: calificacion.resultados(general: ejecucion, repeticiones: [:]).map { ($0.paso, $0) })
    }

    /// Las pruebas de los dos pasos, que pasan o fallan, y las de las reglas, que pasan.
    private static func estados(uno: Bool, dos: Bool) -> [String: EstadoDePrueba] {
        [
            "LibTests.UnoTests/a()": uno ? .pasa : .falla(["no"]), "LibTests.UnoTests/b()": uno ? .pasa : .falla(["no"]),
            "LibTests.DosTests/a()": dos ? .pasa : .falla(["no"]),
            "ReglasTests.UnaRegla/cumple()": .pasa, "ReglasTests.OtraRegla/cumple()": .pasa,
        ]
    }

    /// Las pruebas de los pasos, una lista de cuáles pasan por paso.
    private static func estados(uno: [Bool], dos: [Bool]) -> [String: EstadoDePrueba] {
        var estados: [String: EstadoDePrueba] = ["ReglasTests.UnaRegla/cumple()": .pasa, "ReglasTests.OtraRegla/cumple()": .pasa]
        for (i, pasa) in uno.enumerated() { estados["LibTests.UnoTests/p\(i)()"] = pasa ? .pasa : .falla(["no"]) }
        for (i, pasa) in dos.enumerated() { estados["LibTests.DosTests/p\(i)()"] = pasa ? .pasa : .falla(["no"]) }
        return estados
    }

    @Test func conLosEsqueletosLasReglasQuePasanNoPuntuanYLaNotaEsCero() throws {
        let resultados = try Self.resultados(Self.estados(uno: false, dos: false))

        #expect(resultados.values.map(\.puntos).reduce(0, +) == 0, "Con los esqueletos, 0 puntos: las reglas se cumplen sin nada que vigilar")
        let regla = try #require(resultados["reglas/1"])
        #expect(regla.estado == .noSePuedeComprobar)
        #expect(regla.mensaje == "una regla vale por los pasos que vigila con código (alguna prueba suya pasa), y ninguno de los 2 pasos que vigila tiene: l/1, l/2")
        #expect(resultados["reglas/2"]?.mensaje == "una regla vale por los pasos que vigila con código (alguna prueba suya pasa), y el único paso que vigila no tiene: l/2",
                "Vigila un solo paso: nunca «ninguno de los 1»")
    }

    @Test func unaReglaQueSeCumpleValeLaParteDeLosPasosQueVigilaConCodigo() throws {
        let resultados = try Self.resultados(Self.estados(uno: true, dos: false))

        #expect(resultados["reglas/1"]?.puntos == 0.5, "Vigila l/1, con código, y l/2, un esqueleto: la mitad")
        #expect(resultados["reglas/1"]?.mensaje == "vale la parte de los pasos que vigila con código, 1 de 2; sin código: l/2")
        #expect(resultados["reglas/2"]?.puntos == 0, "Solo vigila l/2, que es un esqueleto")
        #expect(resultados["l/1"]?.puntos == 1)

        let todo = try Self.resultados(Self.estados(uno: true, dos: true))
        #expect(todo.mapValues(\.puntos) == ["l/1": 1, "l/2": 1, "reglas/1": 1, "reglas/2": 1])
        #expect(todo.values.allSatisfy { $0.estado == .pasa })
    }

    @Test func unaPruebaQueFallaEnUnPasoCuestaSuParteYNingunaReglaQueSeCumple() throws {
        let resultados = try Self.resultados(Self.estados(uno: [true, true], dos: [true, true, false, true]))

        #expect(resultados["l/2"]?.puntos == 0.75, "Falla 1 de sus 4 pruebas: pierde un cuarto de su punto")
        #expect(resultados["reglas/1"]?.puntos == 1, "La regla se cumple y l/2 tiene código: una prueba de l/2 no le quita nada")
        #expect(resultados["reglas/2"]?.puntos == 1)
        #expect(resultados.values.map(\.puntos).reduce(0, +) == 3.75, "4 puntos menos el cuarto de l/2; antes, 1.75 (las dos reglas a 0)")
    }

    @Test func unaInfraccionDeUnaReglaCuestaEsaReglaYSuPasoPeroNoLasOtrasReglas() throws {
        var estados = Self.estados(uno: true, dos: true)
        estados["ReglasTests.OtraRegla/cumple()"] = .falla(["Regla rota"])
        let fallo = FalloDePrueba(expectativa: "Expectation failed: infracciones.isEmpty", comentarios: ["El ViewModel tiene que ser @MainActor"],
                                  fichero: "Lib/Dos.swift", linea: 3)

        let resultados = try Self.resultados(estados, fallos: ["ReglasTests.OtraRegla/cumple()": [fallo]])

        let dos = try #require(resultados["l/2"])
        #expect(dos.estado == .falla)
        #expect(dos.pruebas.map(\.id) == ["LibTests.DosTests/a()", "ReglasTests.OtraRegla/cumple()"])
        #expect(dos.pruebas.last?.mensaje == "Lib/Dos.swift:3: El ViewModel tiene que ser @MainActor · Expectation failed: infracciones.isEmpty")
        #expect(dos.puntos == 0.5)
        #expect(dos.mensaje == "falla 1 de 2 pruebas (1 de reglas de arquitectura que vigilan sus ficheros)")
        #expect(resultados["l/1"]?.puntos == 1, "reglas/2 no vigila l/1")
        #expect(resultados["reglas/2"]?.puntos == 0, "La regla que no se cumple no puntúa")
        #expect(resultados["reglas/1"]?.puntos == 1, "reglas/1 se cumple y sus dos pasos tienen código: la infracción de otra regla no le cuesta nada")
    }

    @Test func unaReglaQueNoSeEjecutoCuentaComoFalloDeSusPasos() throws {
        var estados = Self.estados(uno: true, dos: true)
        estados["ReglasTests.UnaRegla/cumple()"] = nil

        let resultados = try Self.resultados(estados)

        #expect(resultados["l/1"]?.pruebas.last == .init(id: "ReglasTests.UnaRegla", pasa: false, mensaje: "la regla no terminó o no se ejecutó"))
        #expect(resultados["l/1"]?.estado == .falla)
    }
}
