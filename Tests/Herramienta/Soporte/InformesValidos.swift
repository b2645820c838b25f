import Foundation
import Testing

/// Lo que se le exige a un par de informes de `calificar` (results.json y JUnit): el JSON cumple el esquema de
/// la interfaz v3 de Exercism (Muestras/results-v3.schema.json), su `status` sale de sus pruebas como dice
/// la interfaz, el XML está bien formado y es válido contra junit-10.xsd (Muestras/junit-10.xsd), cada
/// testcase y testsuite lleva `time` (y cada testsuite, `timestamp`), y los recuentos cuadran con el JSON.
package enum InformesValidos {
    package static func esquema(_ nombre: String) throws -> Data {
        try Data(contentsOf: try Muestras.url("\(nombre)"))
    }

    /// Se lee una vez: decodificarlo cuesta más que validar un informe.
    private static let validadorJSON = Result { try ValidadorDeEsquemaJSON(esquema("results-v3.schema.json")) }

    /// Todo lo que incumplen; vacío si nada.
    package static func problemas(json: Data, junit: Data) throws -> [String] {
        let resultados = try JSONDecoder().decode(ValorJSON.self, from: json)
        var problemas = try validadorJSON.get().errores(de: resultados).map { "results.json: " + $0 }
        let pruebas = resultados["tests"]?.lista ?? []
        let estados = pruebas.map { $0["status"]?.texto ?? "" }
        // pass: pasan todas; fail: alguna falla o da error; error: no se ejecutó ninguna (todas dan error).
        let todasPasan = estados.allSatisfy { $0 == "pass" }
        let ningunaSeEjecuto = estados.allSatisfy { $0 == "error" }
        if let status = resultados["status"]?.texto,
           !(status == "pass" && todasPasan || status == "fail" && !todasPasan || status == "error" && ningunaSeEjecuto) {
            problemas.append("results.json: status «\(status)» no es el que dan sus pruebas (\(estados))")
        }
        if let control = junit.first(where: { $0 < 0x20 && ![0x09, 0x0A, 0x0D].contains($0) }) {
            problemas.append("JUnit: lleva el carácter de control \(control)")
        }
        let raiz: NodoXML
        do {
            raiz = try NodoXML.leer(junit)
        } catch {
            return problemas + ["JUnit: \(error)"]
        }
        problemas += try ValidadorXSD(esquema("junit-10.xsd")).errores(de: raiz).map { "JUnit: " + $0 }
        guard raiz.nombre == "testsuites" else { return problemas + ["JUnit: la raíz es «\(raiz.nombre)», no testsuites"] }
        let recuento = ["tests": estados.count, "failures": estados.count { $0 == "fail" }, "errors": estados.count { $0 == "error" }]
        let suites = raiz.hijos
        for (atributo, valor) in recuento.sorted(by: { $0.key < $1.key }) {
            if raiz.atributos[atributo] != String(valor) {
                problemas.append("JUnit: testsuites \(atributo)=\(raiz.atributos[atributo] ?? "nada"), y en results.json son \(valor)")
            }
            let suma = suites.compactMap { Int($0.atributos[atributo] ?? "") }.reduce(0, +)
            if suma != valor { problemas.append("JUnit: las testsuite suman \(atributo)=\(suma), y en results.json son \(valor)") }
        }
        if raiz.atributos["time"] == nil { problemas.append("JUnit: testsuites sin time") }
        for suite in suites {
            let nombre = suite.atributos["name"] ?? "?"
            let casos = suite.hijos.filter { $0.nombre == "testcase" }
            let propios = ["tests": casos.count, "failures": casos.count { $0.hijos.contains { $0.nombre == "failure" } },
                           "errors": casos.count { $0.hijos.contains { $0.nombre == "error" } }]
            for (atributo, valor) in propios.sorted(by: { $0.key < $1.key }) where suite.atributos[atributo] != String(valor) {
                problemas.append("JUnit: testsuite «\(nombre)» dice \(atributo)=\(suite.atributos[atributo] ?? "nada") y tiene \(valor)")
            }
            for atributo in ["time", "timestamp"] where suite.atributos[atributo] == nil {
                problemas.append("JUnit: testsuite «\(nombre)» sin \(atributo)")
            }
            for caso in casos where caso.atributos["time"] == nil {
                problemas.append("JUnit: testcase «\(caso.atributos["name"] ?? "?")» sin time")
            }
        }
        let casos = suites.flatMap { $0.hijos.filter { $0.nombre == "testcase" } }.count
        if casos != pruebas.count { problemas.append("JUnit: \(casos) testcase para \(pruebas.count) pruebas en results.json") }
        return problemas
    }
}
