import Foundation
import Testing

extension Integracion {
    /// Quien aprende teclea el código de cada paso tal como lo imprime la lección, en el orden del curso,
    /// con compilaciones incrementales y sin limpiar nada: cada paso queda hecho. Entre medias prueba los
    /// errores típicos, y cada uno sale con su explicación en español y su fichero de verdad. Al final, su
    /// progreso sobrevive a `swift package clean`. Una sola prueba: cada paso aprovecha la compilación del anterior.
    @Suite("El curso tecleado en orden, con sus errores típicos")
    struct CursoTecleadoTests {
        /// Los ejercicios y los pasos de pruebas en el orden del curso, con los bloques de la lección que se
        /// teclean en cada uno.
        static let curso: [(paso: String, bloques: [String])] = [
            ("viewmodel-hilo-principal/1", ["Configuracion.swift"]),
            ("viewmodel-hilo-principal/2.1", ["PartidoViewModel.swift"]),
            ("viewmodel-hilo-principal/2.2", ["PartidoViewModel.swift"]),
            ("viewmodel-hilo-principal/2.3", ["PartidoViewModel.swift"]),
            ("red-http-json-urlsession/1", ["DTOsDelServidor.swift", "ServicioDelTorneo.swift"]),
            ("red-en-marcador/1", ["Arbitro.swift"]),
            ("red-en-marcador/2", ["RepositorioDeArbitrosEnRed.swift"]),
            ("red-en-marcador/3", ["ArbitrosViewModel.swift"]),
            ("red-en-marcador/6", ["Dobles.swift", "ArbitrosViewModelTests.swift"]),
            ("dos-fuentes-almacen/1", ["AlmacenDeArbitros.swift"]),   // y la palabra Codable en Arbitro.swift
            ("dos-fuentes-almacen/2", ["RepositorioDeArbitros.swift"]),
            ("casos-de-uso/1", ["PublicarCronica.swift"]),
            ("casos-de-uso/2", ["CronicaViewModel.swift"]),
            ("casos-de-uso/3", ["PublicarCronicaTests.swift"]),
        ]
        /// Las pruebas de la lección importan la app entera, y se teclean así, sin quitarles ninguna línea.
        static let conMarcadorApp = ["red-en-marcador/6/Dobles.swift", "red-en-marcador/6/ArbitrosViewModelTests.swift",
                                     "casos-de-uso/3/PublicarCronicaTests.swift"]

        @Test func cadaPasoTecleadoComoLoImprimeLaLeccionQuedaHechoYLosErroresTipicosNo() throws {
            for bloque in Self.conMarcadorApp {
                #expect(try KitDePrueba.bloque(bloque).contains("\n@testable import MarcadorApp\n"), "\(bloque): la lección lo imprime con su import")
            }
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["comprobar"]).codigo == 1, "Con los esqueletos no hay nada hecho")

            for (paso, bloques) in Self.curso {
                for bloque in bloques { try kit.teclear("\(paso)/\(bloque)") }
                if paso == "dos-fuentes-almacen/1" {
                    // «Un cambio de una palabra»: el bloque de la lección es la línea de la declaración, con su comentario.
                    try kit.cambiar("Exercises/Arbitros/Domain/Arbitro.swift", "package struct Arbitro: Identifiable, Equatable {",
                                    por: try KitDePrueba.bloque("dos-fuentes-almacen/1/Arbitro.swift").trimmingCharacters(in: .newlines))
                }
                let comprobado = kit.marcador(["comprobar", paso])
                #expect(comprobado.codigo == 0, "\(paso), tecleado como lo imprime la lección:\n\(comprobado.consola.todo)")
                // Los esqueletos tienen la forma de la solución: nada se queda compilado con una forma vieja.
                #expect(!comprobado.consola.todo.contains("reventado"), "\(paso):\n\(comprobado.consola.todo)")
                if paso == "dos-fuentes-almacen/1" {
                    // El Codable de la lección está en la región de red-en-marcador/1: se vuelve a probar con este paso.
                    #expect(comprobado.consola.salida.contains("✓ red-en-marcador/1 · Paso 1 · El modelo y el contrato: "
                        + "cambió Arbitro.swift (dos-fuentes-almacen/1), y lo he vuelto a probar: 4 de 4 pruebas pasan, y sus 3 reglas se cumplen"), "\(comprobado.consola.todo)")
                }
                if paso == "viewmodel-hilo-principal/2.3" { try erroresDelViewModel(kit) }
                if paso == "red-http-json-urlsession/1" { try erroresDelServicio(kit) }
                if paso == "red-en-marcador/3" { try unViewModelSinMainActor(kit) }
            }

            // Tras deshacer los errores típicos, todo junto otra vez: todo hecho y cada regla, cumplida.
            let todo = kit.marcador(["comprobar"])
            #expect(todo.codigo == 0, "\(todo.consola.todo)")
            let lista = kit.marcador(["lista"]).consola.salida
            #expect(lista.contains("[████████████████████] 14 de 14 ejercicios hechos"), "\(lista.joined(separator: "\n"))")
            for regla in 1...8 {
                #expect(lista.contains { $0.hasPrefix("  ✓ se cumple      arquitectura/\(regla) ") }, "La tabla da el último resultado de cada regla")
            }
            try elProgresoSobreviveASwiftPackageClean(kit)
        }

        /// Un error que un aprendiz vio aceptado: el gol en el minuto 0 (con la tanda 3 escrita, la tanda 2 lo ve).
        /// `[unowned self]` en el reloj ya no es un error: no retiene al ViewModel, que se libera como pide la
        /// lección (las pruebas de la tanda 3 lo miden), y el reloj solo avanza mientras él juega.
        private func erroresDelViewModel(_ kit: KitDePrueba) throws {
            let fichero = "Exercises/Marcador/UI/PartidoViewModel.swift"
            let errores = [
                ("viewmodel-hilo-principal/2.2", "registrarGol(partidoId: partidoId, lado: lado, minuto: minuto)",
                 "registrarGol(partidoId: partidoId, lado: lado, minuto: 0)", "el partido va por el minuto 20 y el gol se registró en el 0"),
            ]
            for (paso, bien, mal, explicacion) in errores {
                try kit.cambiar(fichero, bien, por: mal)
                let comprobado = kit.marcador(["comprobar", paso])
                #expect(comprobado.codigo == 1, "«\(mal)» no cumple la lección:\n\(comprobado.consola.todo)")
                #expect(comprobado.consola.todo.contains(explicacion), "\(comprobado.consola.todo)")
                try kit.cambiar(fichero, mal, por: bien)
            }
        }

        /// «comprueba que el código esté entre 200 y 299», con la sesión que recibe: errores que pasaban.
        private func erroresDelServicio(_ kit: KitDePrueba) throws {
            let servicio = "Exercises/Core/Network/ServicioDelTorneo.swift"
            let errores = [
                ("guard (200...299).contains(codigo)", "guard codigo == 200", "Todo 200...299 es éxito: (200...299).contains(codigo), no codigo == 200"),
                ("guard (200...299).contains(codigo)", "guard (200...300).contains(codigo)", "(200...300) también incluye el 300: el rango de éxito es 200...299."),
                ("try await sesion.data(from: url)", "try await URLSession.shared.data(from: url)", "GET /users llegó por URLSession.shared, no por la sesión que recibe el servicio"),
            ]
            for (bien, mal, explicacion) in errores {
                try kit.cambiar(servicio, bien, por: mal)
                let comprobado = kit.marcador(["comprobar", "red-http-json-urlsession/1"])
                #expect(comprobado.codigo == 1, "«\(mal)» no cumple la lección:\n\(comprobado.consola.todo)")
                #expect(comprobado.consola.todo.contains(explicacion), "\(comprobado.consola.todo)")
                #expect(comprobado.consola.salida.contains { $0.hasPrefix("      mira Tests/Core/Network/ServicioJSONPlaceholderTests.swift:") })
                try kit.cambiar(servicio, mal, por: bien)
            }
        }

        /// Sin @MainActor las pruebas del paso pasan (la app ya es del hilo principal por defecto), pero su regla no.
        private func unViewModelSinMainActor(_ kit: KitDePrueba) throws {
            let fichero = "Exercises/Arbitros/UI/ArbitrosViewModel.swift"
            try kit.cambiar(fichero, "@MainActor\n@Observable\nfinal class ArbitrosViewModel", por: "@Observable\nfinal class ArbitrosViewModel")
            let linea = try #require(try kit.leer(fichero).components(separatedBy: "\n").firstIndex(of: "final class ArbitrosViewModel {")) + 1

            let comprobado = kit.marcador(["comprobar", "red-en-marcador/3"])

            let salida = comprobado.consola.salida
            #expect(comprobado.codigo == 1, "\(comprobado.consola.todo)")
            #expect(salida.contains { $0.hasPrefix("✗ red-en-marcador/3 · Paso 3 · El ViewModel: ") && $0.hasSuffix("pruebas pasan, pero no cumple 1 regla") },
                    "\(comprobado.consola.todo)")
            #expect(salida.contains("  ✗ Regla 5 · Cómo se declara un ViewModel (arquitectura/5)"))
            #expect(salida.contains("      mira \(fichero):\(linea)"), "La ruta de verdad, relativa al paquete:\n\(comprobado.consola.todo)")
            #expect(salida.contains { $0.contains("Qué hacer: Escribe `@MainActor`") })
            #expect(kit.marcador(["lista"]).consola.salida.contains { $0.hasPrefix("  ✗ no se cumple   arquitectura/5 ") })
            try kit.cambiar(fichero, "@Observable\nfinal class ArbitrosViewModel", por: "@MainActor\n@Observable\nfinal class ArbitrosViewModel")
        }

        /// `swift package clean` vacía `.build`; el progreso está en `.marcador/`. Se aparta la compilación de la
        /// copia (las demás pruebas la aprovechan) y se limpia lo que quede, con un `.build/marcador` de antes dentro.
        private func elProgresoSobreviveASwiftPackageClean(_ kit: KitDePrueba) throws {
            let gestor = FileManager.default
            let compilacion = kit.raiz.appending(path: ".build")
            let aparte = kit.raiz.deletingLastPathComponent().appending(path: "build-aparte")
            try? gestor.removeItem(at: aparte)
            try gestor.moveItem(at: compilacion, to: aparte)
            defer {
                try? gestor.removeItem(at: compilacion)
                try? gestor.moveItem(at: aparte, to: compilacion)
            }
            try kit.escribir(".build/marcador/resultados.json", "{}")

            let limpiar = Process()
            limpiar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            limpiar.arguments = ["swift", "package", "clean"]
            limpiar.currentDirectoryURL = kit.raiz
            try limpiar.run()
            limpiar.waitUntilExit()

            #expect(limpiar.terminationStatus == 0)
            #expect(!gestor.fileExists(atPath: kit.raiz.appending(path: ".build/marcador/resultados.json").path), "swift package clean vacía .build")
            let lista = kit.marcador(["lista"]).consola.salida
            #expect(lista.contains("[████████████████████] 14 de 14 ejercicios hechos"), "\(lista.joined(separator: "\n"))")
        }
    }
}
