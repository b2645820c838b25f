import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

extension Integracion {
    /// `calificar --usuario` de verdad: una prueba de quien aprende, en su región de un paso de pruebas, que lee
    /// una solución del kit desde la copia (`../../../../Solutions/…`) y la que la copia lleva en un módulo que no
    /// compila (CronicaUI), y las pone en su mensaje. Sin --usuario las lee y el informe las trae; con --usuario
    /// no puede, y todo lo demás sale igual: las reglas de arquitectura, que leen esa solución, corren aparte.
    @Suite("Las pruebas de la entrega, como otro usuario")
    struct UsuarioAparteAlCalificarTests {
        static let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"
        static let solucion = "Solutions/Arbitros/UI/ArbitrosViewModel.swift"
        static let rota = "Exercises/Cronica/UI/CronicaViewModel.swift"
        static let deLaSustituta = "switch await publicarCronica(partidoId: partidoId)"     // de su solución, no de su esqueleto

        @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
        func unaPruebaQueLeeLasSolucionesNoLasLeeComoOtroUsuarioYLoDemasSaleIgual() throws {
            let kit = try KitDePrueba.restaurado()
            let deSistema = try UsuarioDePrueba()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try entrega.resolver(con: kit)
            let cronica = try String(contentsOf: entrega.raiz.appending(path: Self.rota), encoding: .utf8)
            try #require(cronica.contains(Self.deLaSustituta))
            try entrega.escribir(Self.rota, Data(cronica.replacingOccurrences(of: Self.deLaSustituta, with: "switch noCompila()").utf8))
            let ruta = entrega.raiz.appending(path: Self.pruebas)
            let marca = "// MARK: EJERCICIO red-en-marcador/6\n"
            let texto = try String(contentsOf: ruta, encoding: .utf8)
            try #require(texto.contains(marca))
            // La copia está en KIT/.build/marcador/calificacion/arbol, y las pruebas corren en ella.
            try Data(texto.replacingOccurrences(of: marca, with: marca + """
                @Test func leeLasSoluciones() {
                    let leidas = ["../../../../\(Self.solucion)", "\(Self.rota)"].map { try? String(contentsOfFile: $0, encoding: .utf8) }
                    let secretos = ["// MA" + "RK: ESQUELETO", "switch await"]     // sin la marca entera: rompería la región
                    let lineas = leidas.compactMap { $0 }.flatMap { $0.split(separator: "\\n") }
                        .filter { linea in secretos.contains { linea.contains($0) } }
                    #expect(lineas.isEmpty, "\\(lineas)")
                }

                """).utf8).write(to: ruta)
            let secreto = Marca.textoDeEsqueleto      // solo en Solutions/: la publicación no lo trae
            try #require(try kit.leer(Self.solucion).contains(secreto))
            let modos = try Self.modos(kit.raiz)

            let mismo = try Self.calificar(entrega, kit, usuario: nil)
            let otro = try Self.calificar(entrega, kit, usuario: deSistema.nombre)

            #expect(mismo.informe.contains(secreto) && mismo.informe.contains(Self.deLaSustituta),
                    "Sin --usuario, la prueba lee las dos soluciones: el ataque funciona. \(mismo.consola)")
            #expect(!otro.informe.contains(secreto), "Con --usuario, no lee las del kit: \(otro.consola)")
            #expect(!otro.informe.contains(Self.deLaSustituta), "Ni la puesta en CronicaUI, que no compila: \(otro.consola)")
            let informe = try JSONSerialization.jsonObject(with: Data(otro.informe.utf8)) as? [String: Any]
            #expect((informe?["puntos"] as? NSNumber)?.intValue == 16,
                    "Y no pierde nada: 22 menos casos-de-uso/2, que no compila, y las 5 reglas que lo vigilan; su paso de pruebas, 1. \(otro.consola)")
            #expect(try Self.pasos(otro.informe, sin: "red-en-marcador/6") == Self.pasos(mismo.informe, sin: "red-en-marcador/6"),
                    "Lo demás sale igual que sin --usuario: las reglas leen la solución de CronicaUI como calificar. \(otro.consola)")
            #expect(try Self.modos(kit.raiz) == modos, "Al acabar, el kit tiene los permisos de antes")
        }

        /// Cada paso del informe y cada una de sus pruebas, salvo las de un paso: estado, puntos y mensaje.
        private static func pasos(_ informe: String, sin excluido: String) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(informe.utf8)) as? [String: Any]
            let pasos = (json?["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
                .filter { $0["id"] as? String != excluido }
                .map { "\($0["id"] ?? "") \($0["estado"] ?? "") \($0["pasan"] ?? "")/\($0["pruebas"] ?? "") \($0["puntos"] ?? "")" }
            let pruebas = (json?["tests"] as? [[String: Any]] ?? []).filter { !($0["name"] as? String ?? "").hasPrefix(excluido + " ") }
                .map { "\($0["name"] ?? "") \($0["status"] ?? "") \($0["message"] ?? "")" }
            return pasos + pruebas
        }

        private static func calificar(_ entrega: EntregaDePrueba, _ kit: KitDePrueba, usuario: String?) throws -> (codigo: Int32, informe: String, consola: String) {
            let json = entrega.raiz.appending(path: "informes/resultados.json")
            try FileManager.default.createDirectory(at: json.deletingLastPathComponent(), withIntermediateDirectories: true)
            let (codigo, consola) = kit.marcador(["calificar", "--kit", kit.raiz.path, "--raiz", entrega.raiz.path, "--json", json.path]
                + (usuario.map { ["--usuario", $0] } ?? []))
            return (codigo, try String(contentsOf: json, encoding: .utf8), consola.todo)
        }

        private static func modos(_ kit: URL) throws -> [String: Int] {
            var modos: [String: Int] = [:]
            for ruta in ["", "Solutions", "Sources", ".build", ".build/marcador", ".build/marcador/calificacion"] {
                modos[ruta] = try FileManager.default.attributesOfItem(atPath: kit.appending(path: ruta).path)[.posixPermissions] as? Int
            }
            return modos
        }
    }
}
