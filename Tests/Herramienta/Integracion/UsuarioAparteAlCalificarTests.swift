import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

extension Integracion {
    /// `calificar --usuario` de verdad: una prueba de quien aprende, en su región de un paso de pruebas, que lee
    /// una solución del kit desde la copia (`../../../../Solutions/…`) y la pone en su mensaje. Sin --usuario la
    /// lee y el informe la trae; con --usuario no puede, y el paso tiene la nota que merecen sus pruebas.
    @Suite("Las pruebas de la entrega, como otro usuario")
    struct UsuarioAparteAlCalificarTests {
        static let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"
        static let solucion = "Solutions/Arbitros/UI/ArbitrosViewModel.swift"

        @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
        func unaPruebaQueLeeLasSolucionesDelKitNoLasLeeComoOtroUsuario() throws {
            let kit = try KitDePrueba.restaurado()
            let deSistema = try UsuarioDePrueba()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try entrega.resolver(con: kit)
            let ruta = entrega.raiz.appending(path: Self.pruebas)
            let marca = "// MARK: EJERCICIO red-en-marcador/6\n"
            let texto = try String(contentsOf: ruta, encoding: .utf8)
            try #require(texto.contains(marca))
            // La copia está en KIT/.build/marcador/calificacion/arbol, y las pruebas corren en ella.
            try Data(texto.replacingOccurrences(of: marca, with: marca + """
                @Test func leeLaSolucion() {
                    let leida = try? String(contentsOfFile: "../../../../\(Self.solucion)", encoding: .utf8)
                    #expect(leida == nil, "\\(leida ?? "")")
                }

                """).utf8).write(to: ruta)
            let secreto = Marca.textoDeEsqueleto      // solo en Solutions/: la publicación no lo trae
            try #require(try kit.leer(Self.solucion).contains(secreto))
            let modos = try Self.modos(kit.raiz)

            let mismo = try Self.calificar(entrega, kit, usuario: nil)
            let otro = try Self.calificar(entrega, kit, usuario: deSistema.nombre)

            #expect(mismo.informe.contains(secreto), "Sin --usuario, la prueba lee la solución: el ataque funciona. \(mismo.consola)")
            #expect(!otro.informe.contains(secreto), "Con --usuario, no la lee: \(otro.consola)")
            let puntos = try JSONSerialization.jsonObject(with: Data(otro.informe.utf8)) as? [String: Any]
            #expect(otro.codigo == 0 && (puntos?["puntos"] as? NSNumber)?.intValue == 22, "Y no pierde nada: su paso tiene su nota. \(otro.consola)")
            #expect(try Self.modos(kit.raiz) == modos, "Al acabar, el kit tiene los permisos de antes")
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
