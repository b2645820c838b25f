import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaPublicacion
@testable import HerramientaCalificacion

/// results.json (Exercism v3 y lo que añade el kit), JUnit y la tabla, a partir de un informe fabricado.
@Suite("Informes de calificar")
struct InformeDeCalificacionTests {
    private let informe: InformeDeCalificacion

    init() throws {
        let calificacion = try CalificacionTests.calificacion(
            rotos: ModulosRotos(lineas: ["/k/Exercises/App/Otra.swift:2:1: error: <roto>"], raiz: "/k", modulos: CalificacionTests.modulos))
        let pasos = calificacion.resultados(general: try CalificacionTests.muestra("flujo-completo"), repeticiones: [:])
        informe = InformeDeCalificacion(catalogo: calificacion.catalogo, pasos: pasos,
                                        cambios: [CambioDelKit(ruta: "Tests/Lib/DobleTests.swift", tipo: .cambiado)], error: nil)
    }

    private func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: ResultadosExercism(informe: informe).datos()) as? [String: Any])
    }

    @Test func elJSONTieneLosCamposDeLaVersion3DeExercism() throws {
        let json = try json()
        #expect(json["version"] as? Int == 3)
        #expect(json["status"] as? String == "fail")
        #expect(json["message"] is NSNull, "Exercism solo admite el message de arriba con status «error»: los cambios van en «cambios»")
        let pruebas = try #require(json["tests"] as? [[String: Any]])
        for prueba in pruebas {
            #expect(Set(prueba.keys) == ["name", "status", "message", "output", "test_code", "task_id"])
        }
        let pasa = try #require(pruebas.first { ($0["name"] as? String)?.hasSuffix("dobleDeDosEsCuatro()") == true })
        #expect(pasa["status"] as? String == "pass")
        #expect(pasa["message"] is NSNull)
        #expect(pasa["task_id"] as? Int == 1)
        #expect(pasa["test_code"] as? String == "// No está en Tests/ del kit.\n// Repítela: swift test --filter 'LibTests.DobleTests/dobleDeDosEsCuatro()'",
                "Sin el código de las pruebas del kit (este informe no pasa por PruebasDelKit), dice cómo repetirla")
        let falla = try #require(pruebas.first { ($0["name"] as? String)?.hasSuffix("fallaAposta()") == true })
        #expect(falla["status"] as? String == "fail")
        #expect((falla["message"] as? String)?.contains("el doble de 2 debería ser 5") == true)
        let roto = try #require(pruebas.first { ($0["name"] as? String) == "l/3 · Otra" })
        #expect(roto["status"] as? String == "error")
        #expect(roto["task_id"] as? Int == 3)
        #expect((roto["message"] as? String)?.hasPrefix("no compila: App no compila:") == true)
    }

    @Test func elJSONLlevaLosPuntosPorLeccionYPasoYElTotal() throws {
        let json = try json()
        #expect(json["puntos"] as? Double == 0.4)
        #expect(json["maximo"] as? Int == 4)
        #expect(json["cambios"] as? [String] == ["Tests/Lib/DobleTests.swift cambiado"])
        #expect(json["manipulaciones"] as? [String] == [])
        let leccion = try #require((json["lecciones"] as? [[String: Any]])?.first)
        #expect(leccion["id"] as? String == "l")
        #expect(leccion["puntos"] as? Double == 0.4)
        let pasos = try #require(leccion["pasos"] as? [[String: Any]])
        #expect(pasos.map { $0["estado"] as? String } == ["falla", "sin pruebas", "no compila", "sin pruebas"])
        #expect(pasos.map { $0["task_id"] as? Int } == [1, 2, 3, 5])
        #expect(pasos[0]["pasan"] as? Int == 2)
        #expect(pasos[0]["pruebas"] as? Int == 5)
    }

    @Test func elEstadoGlobalYElCodigoDeSalida() throws {
        #expect(informe.estado == "fail")
        #expect(informe.codigoDeSalida(ci: false) == 0)
        #expect(informe.codigoDeSalida(ci: true) == 1)
        let todoBien = InformeDeCalificacion(catalogo: informe.catalogo, pasos: [informe.pasos[0]].map {
            ResultadoDePaso(paso: $0.paso, titulo: $0.titulo, leccion: $0.leccion, indice: $0.indice, estado: .pasa, mensaje: nil,
                            ordenDePruebas: $0.ordenDePruebas, pruebas: [.init(id: "a", pasa: true, mensaje: nil)])
        }, cambios: [], error: nil)
        #expect(todoBien.estado == "pass")
        #expect(todoBien.codigoDeSalida(ci: true) == 0)
        #expect(todoBien.mensaje == nil)
        let sinCompilar = InformeDeCalificacion(catalogo: informe.catalogo, pasos: [], cambios: [], error: "Tests/X.swift:1:1: error: e")
        #expect(sinCompilar.estado == "error")
        #expect(sinCompilar.codigoDeSalida(ci: false) == 0)
        #expect(sinCompilar.codigoDeSalida(ci: true) == 1)
    }

    @Test func elJUnitTieneUnCasoPorPruebaYUnErrorPorPasoSinVeredicto() {
        let xml = JUnit.xml(informe)

        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.contains(#"<testsuites name="MarcadorKit" tests="8" failures="3" errors="3" time="#))
        #expect(xml.contains(#"<testsuite name="Lección" tests="8" failures="3" errors="3" time="#))
        #expect(xml.contains(#"<testcase classname="l/1 · Doble" name="LibTests.DobleTests/dobleDeDosEsCuatro()" time="#))
        #expect(xml.contains(#"<failure message="Expectation failed: (doble(2) → 4) == 5 · el doble de 2 debería ser 5" type="falla">"#))
        #expect(xml.contains(#"<testcase classname="l/3 · Otra" name="no compila" time="0.000">"#))
        #expect(xml.contains("error: &lt;roto&gt;</error>"))
    }

    @Test func laTablaDaCadaPasoSusPuntosYElTotal() {
        let tabla = TablaDeCalificacion(informe: informe).lineas

        #expect(tabla.contains("| **Lección** | | | **0,4 / 4** |"))
        #expect(tabla.contains("| `l/1` Doble | ✗ falla | 2/5 | 0,4 |"))
        #expect(tabla.contains("| `l/3` Otra | ⚠ no compila | — | 0 |"))
        #expect(tabla.contains("**Total: 0,4 / 4 puntos** · 0 de 4 pasos superados"))
        #expect(tabla.contains("- Tests/Lib/DobleTests.swift cambiado"))
    }

    @Test func sinNotaLosInformesDanErrorConElMotivoYSonValidos() throws {
        let informe = try SituacionDeCalificacion.resuelto.informe().sinNota(porque: "siguen vivos procesos de la entrega (PID 42)")

        let datos = try ResultadosExercism(informe: informe).datos()
        let json = try #require(try JSONSerialization.jsonObject(with: datos) as? [String: Any])
        #expect(json["status"] as? String == "error")
        #expect(json["message"] as? String == "No hay nota: siguen vivos procesos de la entrega (PID 42)")
        #expect(json["puntos"] as? Double == 0)
        #expect(try InformesValidos.problemas(json: datos, junit: Data(JUnit.xml(informe).utf8)) == [])
    }

    @Test(arguments: [(0.0, "0"), (2.5, "2,5"), (1.0 / 3, "0,33"), (0.05, "0,05"), (3, "3")])
    func losPuntosSeEscribenConComaDecimal(_ puntos: Double, _ texto: String) {
        #expect(TablaDeCalificacion.formato(puntos) == texto)
    }
}
