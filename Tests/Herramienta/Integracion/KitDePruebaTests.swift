import Foundation
import Testing

extension Integracion {
    @Suite("La copia del kit para las pruebas de integración")
    struct KitDePruebaTests {
        @Test func restaurarDeshaceLosCambiosSinTocarLoDemas() throws {
            let kit = try KitDePrueba.restaurado()
            let intacto = kit.raiz.appending(path: "Exercises/Core/Registro.swift").path
            let fecha = try FileManager.default.attributesOfItem(atPath: intacto)[.modificationDate] as? Date
            try kit.cambiar("Exercises/Arbitros/Data/RepositorioDeArbitrosEnRed.swift", "[]", por: "[] // cambiado")
            try kit.escribir("Exercises/Sobra.swift", "let sobra = 1\n")
            try FileManager.default.createSymbolicLink(atPath: kit.raiz.appending(path: "Tests/enlace").path, withDestinationPath: "/")

            try kit.restaurar()

            #expect(!(try kit.leer("Exercises/Arbitros/Data/RepositorioDeArbitrosEnRed.swift")).contains("cambiado"))
            #expect(!FileManager.default.fileExists(atPath: kit.raiz.appending(path: "Exercises/Sobra.swift").path))
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: kit.raiz.appending(path: "Tests/enlace").path)) == nil)
            #expect(try FileManager.default.attributesOfItem(atPath: intacto)[.modificationDate] as? Date == fecha,
                    "Un fichero que no cambió conserva su fecha: si no, todo se recompilaría")
        }

        @Test func conElEsqueletoElPasoFallaYConLaSolucionPasa() throws {
            let kit = try KitDePrueba.restaurado()

            let esqueleto = kit.marcador(["comprobar", "red-en-marcador/2"])
            #expect(esqueleto.codigo == 1, "\(esqueleto.consola.todo)")

            // El paso 2 usa el DTO de la lección anterior y el Arbitro del paso 1: en el orden del curso.
            for paso in ["red-http-json-urlsession/1", "red-en-marcador/1", "red-en-marcador/2"] {
                #expect(kit.marcador(["resolver", paso]).codigo == 0)
            }
            let resuelto = kit.marcador(["comprobar", "red-en-marcador/2"])
            #expect(resuelto.codigo == 0, "\(resuelto.consola.todo)")
            #expect(resuelto.consola.salida.contains { $0.hasPrefix("✓ red-en-marcador/2 · ") })
        }
    }
}
