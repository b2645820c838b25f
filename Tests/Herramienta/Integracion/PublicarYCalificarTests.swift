import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaPublicacion

extension Integracion {
    /// La publicación compilada como la recibe quien aprende, y entregas hechas a partir de ella calificadas
    /// con `--kit` (la copia del kit): cada ataque de la tabla del issue 11 que toca a la publicación, a la
    /// cobertura de lo que se cambia y a los puntos acaba con la nota que merecen las regiones, y nada más.
    @Suite("Publicar y calificar con --kit")
    struct PublicarYCalificarTests {
        /// Califica la entrega con la copia del kit, con --ci (1 si algo no pasa); el informe JSON, ya leído, y
        /// los dos informes, validados contra la interfaz de Exercism y junit-10.xsd.
        private func calificar(_ entrega: EntregaDePrueba, _ kit: KitDePrueba) throws -> (codigo: Int32, informe: [String: Any], consola: String) {
            let json = entrega.raiz.deletingLastPathComponent().appending(path: "marcador-informe-\(UUID().uuidString).json")
            let junit = json.deletingPathExtension().appendingPathExtension("xml")
            defer { for informe in [json, junit] { try? FileManager.default.removeItem(at: informe) } }
            let (codigo, consola) = kit.marcador(["calificar", "--kit", kit.raiz.path, "--raiz", entrega.raiz.path, "--json", json.path,
                                                  "--junit", junit.path, "--ci"])
            let informe = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
            #expect(try InformesValidos.problemas(json: Data(contentsOf: json), junit: Data(contentsOf: junit)) == [],
                    "Los informes que escribe calificar tienen que cumplir la interfaz de Exercism y junit-10.xsd")
            return (codigo, try #require(informe, "\(consola.todo)"), consola.todo)
        }

        private func puntos(_ informe: [String: Any]) -> Double? {
            (informe["puntos"] as? NSNumber)?.doubleValue
        }

        /// Las pruebas de red-en-marcador/6 en la entrega resuelta.
        private static let pruebas = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"

        /// Una entrega resuelta con un texto de las pruebas de red-en-marcador/6 cambiado por otro.
        private func resueltaConOtrasPruebas(cambiando viejo: String, por nuevo: String) throws -> (KitDePrueba, EntregaDePrueba) {
            let kit = try KitDePrueba.restaurado()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try entrega.resolver(con: kit)
            let texto = try String(contentsOf: entrega.raiz.appending(path: Self.pruebas), encoding: .utf8)
            try #require(texto.contains(viejo))
            try entrega.escribir(Self.pruebas, Data(texto.replacingOccurrences(of: viejo, with: nuevo).utf8))
            return (kit, entrega)
        }

        @Test func laPublicacionNoTraeSolucionesNiNadaDelInstructor() throws {
            let publicacion = try KitDePrueba.publicacion()
            let kit = try KitDePrueba.restaurado()
            let ficheros = ContenidoDeUnArbol.leer(raiz: publicacion.raiz).ficheros
            let publicada = try Publicacion(kit: kit.raiz, catalogo: Catalogo.cargar(raiz: kit.raiz))

            #expect(LineasDeSolucion(kit: kit.raiz, publicacion: publicada).fugas(en: ficheros) == [],
                    "Ninguna línea que solo esté en una solución de Solutions/")
            let carpetasDelInstructor = ["Solutions/", "Tests/Herramienta/", ".ci/", "docs/benchmarks/", "docs/publicacion/"]
                + ["Publicacion", "Autoria", "Calificacion", "Clase"].map { "Sources/Herramienta/\($0)/" }
            let delInstructor = ficheros.keys.filter { ruta in
                carpetasDelInstructor.contains { ruta.hasPrefix($0) }
                    || ["docs/instructores.md", "docs/arquitectura.md", "docs/calificacion.md", Manifiesto.ruta].contains(ruta)
            }
            #expect(delInstructor.isEmpty, "Ficheros del instructor en la publicación: \(delInstructor)")
            let paquete = try publicacion.leer("Package.swift")
            // MARCADOR_MUTANTES sí va: con él mide `comprobar` las pruebas de quien aprende, en su propio código.
            #expect(!paquete.contains("Solutions") && !paquete.contains(#"environment["MARCADOR"]"#) && !paquete.contains("Tests/Herramienta")
                    && !paquete.contains("Calificacion"),
                    "Package.swift de la publicación no puede elegir Solutions/:\n\(paquete)")
            let readme = try publicacion.leer("README.md")
            #expect(readme.contains("swift run marcador          # tu progreso") && readme.contains("swift test                  # las pruebas de tus ejercicios"))
            for (ruta, datos) in ficheros where ruta.hasSuffix(".md") {
                let texto = String(decoding: datos, as: UTF8.self)
                #expect(!texto.contains("Solutions/") && !texto.contains("MARCADOR=soluciones"), "\(ruta) habla de las soluciones")
                // Cada enlace relativo de la documentación lleva a un fichero de la publicación.
                for enlace in texto.matches(of: /\]\(([^)#:]+)\)/).map({ String($0.output.1) }) {
                    let destino = URL(fileURLWithPath: ruta, relativeTo: URL(fileURLWithPath: "/"))
                        .deletingLastPathComponent().appending(path: enlace).standardizedFileURL.path.dropFirst()
                    #expect(ficheros[String(destino)] != nil, "\(ruta) enlaza a \(enlace), que no está en la publicación")
                }
            }
        }

        @Test func laPublicacionCompilaSusPruebasFallanYLasOrdenesDeQuienAprendeFuncionan() throws {
            let publicacion = try KitDePrueba.publicacion()

            // Compila las pruebas de todos los pasos (las de `swift test` a secas, sin la herramienta ni los ejemplos)
            // y fallan con los esqueletos.
            let comprobar = publicacion.marcador(["comprobar"])
            #expect(comprobar.codigo == 1, "\(comprobar.consola.todo)")
            #expect(comprobar.consola.todo.contains("Llevas 0 de 14"), "\(comprobar.consola.todo)")

            // La herramienta de la publicación solo trae las órdenes de quien aprende: calificar no existe.
            let calificar = Process()
            let errores = Pipe()
            calificar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            calificar.arguments = ["swift", "run", "--quiet", "marcador", "calificar"]
            calificar.currentDirectoryURL = publicacion.raiz
            calificar.environment = EjecutorDePruebas.entorno(marcador: nil)
            calificar.standardOutput = FileHandle.nullDevice
            calificar.standardError = errores
            try calificar.run()
            let dicho = String(decoding: errores.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            calificar.waitUntilExit()
            #expect(calificar.terminationStatus == 2, "\(dicho)")
            #expect(dicho.contains("No conozco la orden «calificar».") && dicho.contains("  comprobar [lección|paso]")
                    && !dicho.contains("  calificar ") && !dicho.contains("  publicar "), "\(dicho)")

            #expect(publicacion.marcador(["lista"]).consola.todo.contains("✗ pendiente"))
            #expect(publicacion.marcador(["pista", "red-en-marcador/2"]).consola.todo.contains("Pista: "))
            let fichero = "Exercises/Arbitros/Data/RepositorioDeArbitrosEnRed.swift"
            let publicado = try publicacion.leer(fichero)
            try publicacion.cambiar(fichero, "        []\n", por: "        [] // a medias\n")
            let reiniciar = publicacion.marcador(["reiniciar", "red-en-marcador/2", "--si"])
            #expect(reiniciar.codigo == 0, "\(reiniciar.consola.todo)")
            #expect(try publicacion.leer(fichero) == publicado, "reiniciar tiene que devolver el esqueleto publicado")
        }

        @Test func conLosEsqueletosSinTocarLaNotaEsCero() throws {
            let kit = try KitDePrueba.restaurado()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())

            let (codigo, informe, consola) = try calificar(entrega, kit)

            #expect(codigo == 1)
            #expect(informe["status"] as? String == "fail", "\(consola)")
            #expect(puntos(informe) == 0, "Con los esqueletos, 0 puntos (antes, 8 por las reglas): \(consola)")
            #expect((informe["maximo"] as? NSNumber)?.intValue == 22, "20 ejercicios y reglas, y los 2 pasos de pruebas")
            #expect(informe["cambios"] as? [String] == [], "La publicación tal cual no cambia nada del kit")
        }

        @Test func losFicherosCambiadosEnlazadosOcultosYLosManifiestosPorVersionNoCuentan() throws {
            let kit = try KitDePrueba.restaurado()
            let publicacion = try KitDePrueba.publicacion()
            let entrega = try EntregaDePrueba(de: publicacion)
            let fuera = try EntregaDePrueba(de: publicacion)    // otra carpeta, fuera de la entrega y de la copia que se califica
            // Lo que daría puntos si contara: una solución y unas pruebas que siempre pasan, fuera, y enlaces a ellas.
            try fuera.resolver(con: kit)
            let siemprePasan = "import Testing\n@Suite struct ConfiguracionTests { @Test func pasa() {} }\n"
            try fuera.escribir("ConfiguracionTests.swift", Data(siemprePasan.utf8))
            try entrega.enlace("Exercises/Core/Configuracion.swift", a: fuera.raiz.appending(path: "Exercises/Core/Configuracion.swift"))
            try entrega.enlace("Tests/Core/ConfiguracionTests.swift", a: fuera.raiz.appending(path: "ConfiguracionTests.swift"))
            // SwiftPM preferiría este manifiesto al Package.swift; si se usara, no compilaría nada.
            try entrega.escribir("Package@swift-6.3.swift", Data("// swift-tools-version: 6.2\nimport PackageDescription\nlet roto = \n".utf8))
            try entrega.escribir("Package.swift", Data("// vacío\n".utf8))
            try entrega.escribir("Tests/Arbitros/Data/.Trampa.swift", Data(siemprePasan.utf8))
            try entrega.escribir(".swiftpm/configuration/mirrors.json", Data("{}".utf8))
            try entrega.escribir("Tests/Arbitros/Data/RepositorioDeArbitrosEnRedTests.swift", Data("""
                import Testing
                @Suite struct RepositorioDeArbitrosEnRedTests { @Test func pasa() {} }

                """.utf8))
            let antesFuera = ContenidoDeUnArbol.leer(raiz: fuera.raiz).ficheros
            let antesEntrega = ContenidoDeUnArbol.leer(raiz: entrega.raiz)

            let (codigo, informe, consola) = try calificar(entrega, kit)

            #expect(codigo == 1)
            #expect(informe["status"] as? String == "fail", "Se califica con el Package.swift del kit: \(consola)")
            #expect(puntos(informe) == 0, "Nada de lo cambiado da puntos: \(consola)")
            #expect(informe["cambios"] as? [String] == [
                ".swiftpm/configuration/mirrors.json añadido",
                "Exercises/Core/Configuracion.swift es un enlace simbólico: no se sigue",
                "Package.swift cambiado",
                "Package@swift-6.3.swift añadido: SwiftPM lo usaría en lugar de Package.swift; al calificar no se usa nunca",
                "Tests/Arbitros/Data/.Trampa.swift añadido",
                "Tests/Arbitros/Data/RepositorioDeArbitrosEnRedTests.swift cambiado",
                "Tests/Core/ConfiguracionTests.swift es un enlace simbólico: no se sigue",
            ], "\(consola)")
            #expect(ContenidoDeUnArbol.leer(raiz: fuera.raiz).ficheros == antesFuera, "Nada fuera de la copia se escribe")
            let despues = ContenidoDeUnArbol.leer(raiz: entrega.raiz)
            #expect(despues.ficheros == antesEntrega.ficheros && despues.enlaces == antesEntrega.enlaces, "La entrega no se toca")
        }

        @Test func rellenaConLasSolucionesDelKitSacaLaNotaEntera() throws {
            let kit = try KitDePrueba.restaurado()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try entrega.resolver(con: kit)

            let (codigo, informe, consola) = try calificar(entrega, kit)

            #expect(codigo == 0, "\(consola)")
            #expect(informe["status"] as? String == "pass")
            #expect(puntos(informe) == 22 && (informe["maximo"] as? NSNumber)?.intValue == 22,
                    "Las pruebas de la lección, en los pasos de pruebas, notan todos los fallos: \(consola)")
            #expect(informe["cambios"] as? [String] == [], "Pegar las soluciones dentro de las regiones no cambia nada del kit")
        }

        /// Un rasgo propio de Swift Testing que usa `dup2` en las pruebas de un paso de pruebas: antes, la región se
        /// quedaba con su esqueleto y el paso a 0 por una palabra. Ahora se compila y se califica por lo que hace, y
        /// lo que las lecciones no necesitan sale en `revisar`, sin quitar puntos.
        @Test func unaRegionConUnRasgoQueUsaDup2SeCalificaPorLoQueHaceYSeEnsenaParaRevisar() throws {
            let marca = "// MARK: EJERCICIO red-en-marcador/6\n"
            let (kit, entrega) = try resueltaConOtrasPruebas(cambiando: marca, por: marca + "struct Tuberia: TestTrait {\n    static func cambiar() { _ = dup2(4, 5) }\n}\n")

            let (codigo, informe, consola) = try calificar(entrega, kit)

            #expect(codigo == 0, "\(consola)")
            #expect(puntos(informe) == 22, "Todo resuelto: todos los puntos. \(consola)")
            #expect(informe["manipulaciones"] as? [String] == [], "\(informe["manipulaciones"] ?? "nada")")
            #expect(informe["revisar"] as? [String] == ["PruebasRedEnMarcador: usa dup2"], "\(informe["revisar"] ?? "nada")")
        }

        /// El ensayo del atacante: una prueba de red-en-marcador/6 que sale con `exit(0)`. Con el código correcto, su
        /// ejecución no termina, y eso decía «depende de red-en-marcador/3, que no pasa sus pruebas», que pasaba, y
        /// dejaba también sin medir casos-de-uso/3, que iba en los mismos procesos. Ahora cada paso va en los suyos.
        @Test func unasPruebasQueSalenAntesRevientanSinCulparAlCodigoYElOtroPasoDePruebasSeMide() throws {
            let marca = "// MARK: EJERCICIO red-en-marcador/6\n"
            let (kit, entrega) = try resueltaConOtrasPruebas(cambiando: marca, por: marca + "@Test func salirPronto() { exit(0) }\n")

            let (_, informe, consola) = try calificar(entrega, kit)
            let pasos = (informe["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            let paso = { (id: String) in pasos.first { $0["id"] as? String == id } }

            #expect(paso("red-en-marcador/6")?["estado"] as? String == "revienta", "\(consola)")
            #expect(consola.contains("red-en-marcador/6: con el código correcto (el de red-en-marcador/3), la ejecución de tus pruebas no terminó: "
                + "salió antes de acabar o reventó; hasta que terminen, no se miden"), "\(consola)")
            #expect(paso("casos-de-uso/3")?["puntos"] as? Double == 1, "Las pruebas del otro paso se miden en sus propios procesos: \(consola)")
            #expect(puntos(informe) == 21, "\(consola)")
        }

        /// El ensayo del atacante: quitar `Equatable` de Arbitro (un cambio de una palabra) rompía ArbitrosUI;
        /// su solución tampoco compila con ese Arbitro, y el informe decía «el kit no compila», 0 de 0.
        @Test func unArbitroSinEquatableSoloQuitaLosPasosDeArbitrosYElRestoTieneNota() throws {
            let kit = try KitDePrueba.restaurado()
            let entrega = try EntregaDePrueba(de: try KitDePrueba.publicacion())
            try entrega.resolver(con: kit)
            let arbitro = "Exercises/Arbitros/Domain/Arbitro.swift"
            let texto = try String(contentsOf: entrega.raiz.appending(path: arbitro), encoding: .utf8)
            try entrega.escribir(arbitro, Data(texto.replacingOccurrences(of: "Identifiable, Codable, Equatable {", with: "Identifiable, Codable {").utf8))

            let (_, informe, consola) = try calificar(entrega, kit)
            let pasos = (informe["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            let estado = { (id: String) in pasos.first { $0["id"] as? String == id }?["estado"] as? String }

            #expect(informe["status"] as? String == "fail", "Se califica, con una parte sin nota; no es un error del kit: \(consola)")
            #expect(estado("red-en-marcador/1") == "no compila", "Arbitro está en ArbitrosDomain, que no encaja: \(consola)")
            #expect(estado("red-en-marcador/3") == "no compila", "ArbitrosUI, con ese Arbitro, no compila: \(consola)")
            #expect(estado("red-en-marcador/2") == "no se puede comprobar", "ArbitrosData compila, pero depende de ArbitrosDomain: \(consola)")
            #expect(estado("viewmodel-hilo-principal/1") == "pasa" && estado("casos-de-uso/1") == "pasa",
                    "Lo que no depende de ArbitrosDomain se califica como siempre: \(consola)")
            #expect(consola.contains("compila, pero la solución de ArbitrosUI, que lo usa, no compila con él"), "\(consola)")
        }

        /// El ensayo del atacante: durante la ejecución principal, sus pruebas reescribían su propio fichero en la
        /// copia, y la compilación con fallos sembrados compilaba lo nuevo, que la revisión de las regiones no
        /// había visto. Aquí lo nuevo son unas pruebas que siempre fallan: si se compilaran, no se medirían (0).
        @Test func loQueLasPruebasReescribenEnLaCopiaNoLlegaALaCompilacionConFallosSembrados() throws {
            let fin = "// MARK: FIN EJERCICIO"
            let (kit, entrega) = try resueltaConOtrasPruebas(cambiando: fin, por: #"""
                enum Reescritura {
                    static let hecha: Bool = {
                        guard ProcessInfo.processInfo.environment["MARCADOR_MUTANTES"] == nil else { return false }
                        let fichero = URL(fileURLWithPath: #filePath)
                        guard let texto = try? String(contentsOf: fichero, encoding: .utf8) else { return false }
                        let otra = texto + "\n@Suite struct Reescritas { @Test func siempreFalla() { #expect(Bool(false)) } }\n"
                        return (try? otra.write(to: fichero, atomically: true, encoding: .utf8)) != nil
                    }()
                }
                @Suite struct Reescribe { @Test func laCopia() { _ = Reescritura.hecha } }

                """# + fin)

            let (_, informe, consola) = try calificar(entrega, kit)
            let pasos = (informe["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }

            #expect(pasos.first { $0["id"] as? String == "red-en-marcador/6" }?["puntos"] as? Double == 1,
                    "La compilación con fallos sembrados tiene que compilar la copia revisada, no lo que dejaron las pruebas: \(consola)")
        }
    }
}
