import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

extension Integracion {
    /// El autograder de `publicar --gradescope`, ejecutado como lo haría Gradescope pero con AUTOGRADER_ROOT en una
    /// carpeta temporal: todos los puntos a una entrega resuelta y 0 a una sin tocar (con MARCADOR_LECCION). Su kit/ es byte a byte el de la
    /// copia del kit, así que se ejecuta con esa copia (un enlace en source/kit): su compilación ya está hecha, y la
    /// prueba cuesta dos calificaciones, no dos compilaciones en frío.
    @Suite("El autograder de Gradescope, con AUTOGRADER_ROOT")
    struct GradescopeTests {
        /// /autograder de juguete: source/ con el ZIP abierto (salvo kit/, el enlace) y submission/ con la entrega.
        private func ejecutar(
            _ entrega: EntregaDePrueba, _ kit: KitDePrueba, entorno: [String: String] = [:]
        ) throws -> (codigo: Int32, resultados: ValorJSON?, salida: String) {
            let raiz = FileManager.default.temporaryDirectory.appending(path: "marcador-autograder-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: raiz) }
            let zip = raiz.appending(path: "autograder.zip")
            try FileManager.default.createDirectory(at: raiz.appending(path: "source"), withIntermediateDirectories: true)
            let publicar = kit.marcador(["publicar", "--gradescope", zip.path])
            try #require(publicar.codigo == 0, "\(publicar.consola.todo)")
            let paquete = try LectorZip(Data(contentsOf: zip))
            for entrada in paquete.entradas {
                guard entrada.ruta.hasPrefix("kit/") else {
                    try entrada.datos.write(to: raiz.appending(path: "source/" + entrada.ruta))
                    chmod(raiz.appending(path: "source/" + entrada.ruta).path, mode_t(entrada.modo & 0o777))
                    continue
                }
                let ruta = String(entrada.ruta.dropFirst("kit/".count))
                #expect((try? Data(contentsOf: kit.raiz.appending(path: ruta))) == entrada.datos, "\(ruta) del ZIP no es el del kit")
            }
            try FileManager.default.createSymbolicLink(at: raiz.appending(path: "source/kit"), withDestinationURL: kit.raiz)
            try FileManager.default.copyItem(at: entrega.raiz, to: raiz.appending(path: "submission"))

            let proceso = Process()
            proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            proceso.arguments = ["bash", raiz.appending(path: "source/run_autograder").path]
            proceso.currentDirectoryURL = raiz
            proceso.environment = EjecutorDePruebas.entorno(marcador: nil).merging(["AUTOGRADER_ROOT": raiz.path].merging(entorno) { $1 }) { $1 }
            let salida = Pipe()
            proceso.standardOutput = salida
            proceso.standardError = salida
            try proceso.run()
            let dicho = String(decoding: salida.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            proceso.waitUntilExit()
            let resultados = try? JSONDecoder().decode(ValorJSON.self, from: Data(contentsOf: raiz.appending(path: "results/results.json")))
            return (proceso.terminationStatus, resultados, dicho)
        }

        private func puntos(_ valor: ValorJSON?) -> Double? {
            switch valor {
            case let .entero(n)?: Double(n)
            case let .numero(n)?: n
            default: nil
            }
        }

        @Test func unaEntregaResueltaTieneTodosLosPuntosYUnaSinTocarCero() throws {
            let kit = try KitDePrueba.restaurado()
            let resuelta = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try resuelta.resolver(con: kit)

            let (codigo, resultados, salida) = try ejecutar(resuelta, kit)

            #expect(codigo == 0, "\(salida)")
            #expect(puntos(resultados?["score"]) == 22, "\(salida)")
            guard case let .lista(pruebas)? = resultados?["tests"] else { Issue.record("Sin tests: \(salida)"); return }
            #expect(pruebas.count == 22, "Una entrada por paso y por regla")
            #expect(pruebas.allSatisfy { puntos($0["score"]) == 1 && puntos($0["max_score"]) == 1 && $0["visibility"]?.texto == "visible" })
            #expect(resultados?["output"]?.texto?.hasPrefix("Nota: 22 de 22 puntos") == true)

            // Sin tocar, y con una sola lección (la variable del autograder): la nota, sobre sus 6 puntos, y más
            // barata que calificarlo todo otra vez, que ya hacen las pruebas de calificar con --kit.
            let sinTocar = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            let otra = try ejecutar(sinTocar, kit, entorno: ["MARCADOR_LECCION": "dos-fuentes-almacen"])

            #expect(otra.codigo == 0, "\(otra.salida)")
            #expect(puntos(otra.resultados?["score"]) == 0, "\(otra.salida)")
            #expect(otra.resultados?["output"]?.texto?.hasPrefix("Nota: 0 de 6 puntos") == true,
                    "dos-fuentes-almacen/1 y /2 y las reglas 1, 3, 4 y 6, que vigilan alguno: \(otra.salida)")
        }
    }
}
