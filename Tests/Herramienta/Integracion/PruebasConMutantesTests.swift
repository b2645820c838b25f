import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

extension Integracion {
    /// Las pruebas de quien aprende, medidas de verdad con fallos sembrados en la copia del kit: las de la
    /// lección, tecleadas tal cual, los notan todos; solo la primera, una parte; y unas pruebas que fallan con
    /// código correcto o que no compilan lo dicen sin nota de fallos.
    @Suite("Las pruebas de quien aprende, medidas con fallos sembrados")
    struct PruebasConMutantesTests {
        static let pruebasDelViewModel = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift"

        /// La segunda prueba de la lección, tal como queda en el fichero con `resolver`.
        static let segundaPrueba = """

                @Test func sinRedSaleElErrorYReintentarVuelveACargar() async {
                    let repositorio = ArbitrosRepositorioFalso(respuesta: .failure(URLError(.notConnectedToInternet)))
                    let viewModel = ArbitrosViewModel(repositorio: repositorio)
                    await viewModel.cargar()
                    #expect(viewModel.uiState == .error("No hay conexión"))
                    // Vuelve la red: «Reintentar» pide otra vez la lista.
                    repositorio.respuesta = .success([leanne])
                    await viewModel.reintentar()
                    #expect(viewModel.uiState == .exito([leanne]))
                    #expect(repositorio.llamadas == 2)
                }
            """

        @Test func lasDeLaLeccionLosNotanTodosYSoloLaPrimeraUnaParteConLosQueSeLeEscapan() throws {
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["resolver", "red-en-marcador/3", "--si"]).codigo == 0)

            let vacio = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(vacio.codigo == 1, "\(vacio.consola.todo)")
            #expect(vacio.consola.salida.contains(
                "✗ red-en-marcador/6 · Paso 6 · Las pruebas: aún no hay ninguna prueba tuya, así que no notan ninguno de los 10 fallos sembrados"))

            #expect(kit.marcador(["resolver", "red-en-marcador/6", "--si"]).codigo == 0)
            let leccion = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(leccion.codigo == 0, "\(leccion.consola.todo)")
            #expect(leccion.consola.salida.contains(
                "✓ red-en-marcador/6 · Paso 6 · Las pruebas: tus 2 pruebas pasan con código correcto y notan los 10 fallos sembrados en tu código de red-en-marcador/3"))

            try kit.cambiar(Self.pruebasDelViewModel, Self.segundaPrueba, por: "")
            let primera = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(primera.codigo == 1, "\(primera.consola.todo)")
            #expect(primera.consola.salida.contains(
                "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas notan 5 de 10 fallos sembrados en tu código de red-en-marcador/3"))
            #expect(primera.consola.salida.filter { $0.hasPrefix("  ✗ Tus pruebas no notan ") } == [
                "  ✗ Tus pruebas no notan un ViewModel que, sin red, enseña otro texto que «No hay conexión»",
                "  ✗ Tus pruebas no notan un ViewModel que, sin red, enseña una lista vacía en vez del error",
                "  ✗ Tus pruebas no notan un ViewModel que, si el repositorio falla, se queda en «cargando»",
                "  ✗ Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar",
                "  ✗ Tus pruebas no notan un ViewModel que, al reintentar, pide la lista dos veces",
            ])
        }

        @Test func unasPruebasQueFallanConCodigoCorrectoOQueNoCompilanNoSeMiden() throws {
            let kit = try KitDePrueba.restaurado()
            for paso in ["red-en-marcador/3", "red-en-marcador/6"] { #expect(kit.marcador(["resolver", paso, "--si"]).codigo == 0) }

            try kit.cambiar(Self.pruebasDelViewModel, "#expect(repositorio.llamadas == 2)", por: "#expect(repositorio.llamadas == 3)")
            let fallan = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(fallan.codigo == 1, "\(fallan.consola.todo)")
            #expect(fallan.consola.salida.contains { $0.contains("red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas fallan con código correcto") })
            #expect(fallan.consola.salida.contains("        no se cumple: (repositorio.llamadas → 2) == 3"))
            #expect(!fallan.consola.salida.contains { $0.contains("Tus pruebas no notan") || $0.contains("notan los") },
                    "Sin pasar con código correcto no hay nota de fallos")

            try kit.cambiar(Self.pruebasDelViewModel, "#expect(repositorio.llamadas == 3)", por: "#expect(repositorio.llamadas == \"dos\")")
            let roto = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(roto.codigo == 1, "\(roto.consola.todo)")
            #expect(roto.consola.salida.contains("⚠ red-en-marcador/6 · Paso 6 · Las pruebas: no compila. Lo que dice el compilador de tus pruebas:"))
            #expect(roto.consola.salida.contains { $0.hasPrefix("  \(Self.pruebasDelViewModel):") && $0.contains(": error: ") })
        }

        /// El Paso 3 de quien aprende, con su ViewModel en vez del de la lección.
        private static func escribirElViewModel(_ codigo: String, en kit: KitDePrueba) throws {
            let fichero = "Exercises/Arbitros/UI/ArbitrosViewModel.swift"
            let texto = try kit.leer(fichero)
            let inicio = try #require(texto.range(of: "enum ArbitrosUiState: Equatable {"))
            let fin = try #require(texto.range(of: "// MARK: FIN EJERCICIO"))
            try kit.escribir(fichero, texto.replacingCharacters(in: inicio.lowerBound..<fin.lowerBound, with: codigo + "\n"))
        }

        @Test func otraFormaCorrectaDeEscribirElViewModelTambienSeMideEntera() throws {
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["resolver", "red-en-marcador/6", "--si"]).codigo == 0)
            try Self.escribirElViewModel(OtrasFormasCorrectas.arbitrosViewModel, en: kit)

            let comprobado = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(comprobado.codigo == 0, "\(comprobado.consola.todo)")
            #expect(comprobado.consola.salida.contains { $0.hasSuffix("notan los 10 fallos sembrados en tu código de red-en-marcador/3") })
        }

        @Test func unFalloQueNoCompilaEnElCodigoDeQuienAprendeSeQuitaYLosDemasSeMiden() throws {
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["resolver", "red-en-marcador/6", "--si"]).codigo == 0)
            // El catch está en una función que devuelve el estado: ahí, «return» a secas no compila.
            try Self.escribirElViewModel("""
                enum ArbitrosUiState: Equatable { case cargando, error(String), exito([Arbitro]) }
                @MainActor @Observable final class ArbitrosViewModel {
                    private(set) var uiState: ArbitrosUiState = .cargando
                    @ObservationIgnored private let repositorio: any ArbitrosRepositorio
                    init(repositorio: any ArbitrosRepositorio) { self.repositorio = repositorio }
                    func cargar() async { uiState = .cargando; uiState = await pedir() }
                    func reintentar() async { await cargar() }
                    private func pedir() async -> ArbitrosUiState {
                        do { return .exito(try await repositorio.arbitros()) } catch {
                            Registro.anotar("árbitros: no se pudieron cargar (\\(error))")
                            return .error("No hay conexión")
                        }
                    }
                }
                """, en: kit)

            let comprobado = kit.marcador(["comprobar", "red-en-marcador/6"])
            #expect(comprobado.codigo == 0, "\(comprobado.consola.todo)")
            #expect(comprobado.consola.salida.contains { $0.hasSuffix("notan los 9 fallos sembrados en tu código de red-en-marcador/3") },
                    "«error-se-queda-cargando» no compila en este código: se quita y se miden los otros 9")
        }

        @Test func lasDeLaLeccionDePublicarCronicaLosNotanTodos() throws {
            let kit = try KitDePrueba.restaurado()
            for paso in ["casos-de-uso/1", "casos-de-uso/3"] { #expect(kit.marcador(["resolver", paso, "--si"]).codigo == 0) }

            let comprobado = kit.marcador(["comprobar", "casos-de-uso/3"])
            #expect(comprobado.codigo == 0, "\(comprobado.consola.todo)")
            #expect(comprobado.consola.salida.contains(
                "✓ casos-de-uso/3 · Paso 3 · Probar la regla sin pantalla: tus 2 pruebas pasan con código correcto y notan los 10 fallos sembrados en tu código de casos-de-uso/1"))
        }

        /// Sin --kit, en el código de quien aprende (con --kit, en la solución del kit: PublicarYCalificarTests).
        @Test func calificarPuntuaLaParteQueNotanYCadaFalloQueSeEscapaEsUnaEntradaQueFalla() throws {
            let kit = try KitDePrueba.restaurado()
            for paso in ["red-en-marcador/3", "red-en-marcador/6", "casos-de-uso/1", "casos-de-uso/3"] {
                #expect(kit.marcador(["resolver", paso, "--si"]).codigo == 0)
            }
            try kit.cambiar(Self.pruebasDelViewModel, Self.segundaPrueba, por: "")
            let informe = CarpetaDeTrabajo.base.appending(path: "mutantes-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: informe) }

            let calificado = kit.marcador(["calificar", "--json", informe.path, "--ci"])
            #expect(calificado.codigo == 1, "\(calificado.consola.todo)")

            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: informe)) as? [String: Any])
            let pasos = (json["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            let puntos = Dictionary(uniqueKeysWithValues: pasos.compactMap { paso in (paso["id"] as? String).map { ($0, paso["puntos"] as? Double) } })
            #expect(puntos["red-en-marcador/6"] == 0.5)
            #expect(puntos["casos-de-uso/3"] == 1)
            let pruebas = json["tests"] as? [[String: Any]] ?? []
            let escapados = pruebas.filter { ($0["name"] as? String)?.hasPrefix("red-en-marcador/6") == true && $0["status"] as? String == "fail" }
            #expect(escapados.compactMap { $0["message"] as? String }.contains {
                $0.hasPrefix("Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar. Rompe: ")
            })
            #expect(escapados.count == 5)
        }

        /// El camino de macOS, probado en Linux: con MARCADOR_POR_SWIFT_TEST cada ejecución pasa por `swift test`,
        /// que vuelve a leer Package.swift. La copia con los fallos sembrados se borraba al compilar, y en macOS
        /// todas las ejecuciones salían «no terminan»: el paso no tenía nota.
        @Test func porSwiftTestComoEnMacOSCalificarMideLasPruebasDeQuienAprende() throws {
            let kit = try KitDePrueba.restaurado()
            for paso in ["casos-de-uso/1", "casos-de-uso/3"] { #expect(kit.marcador(["resolver", paso, "--si"]).codigo == 0) }
            let informe = CarpetaDeTrabajo.base.appending(path: "por-swift-test-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: informe) }
            setenv("MARCADOR_POR_SWIFT_TEST", "1", 1)     // la suite va en serie: nadie más lanza pruebas a la vez
            defer { unsetenv("MARCADOR_POR_SWIFT_TEST") }

            let calificado = kit.marcador(["calificar", "--json", informe.path])

            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: informe)) as? [String: Any], "\(calificado.consola.todo)")
            let pasos = (json["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            let paso = try #require(pasos.first { $0["id"] as? String == "casos-de-uso/3" })
            #expect(paso["puntos"] as? Double == 1, "Por swift test, las pruebas de la lección notan los 10 fallos sembrados: \(calificado.consola.todo)")
        }

        /// Unas pruebas que pasan la primera vez que se ejecutan y fallan desde la segunda no notan nada: las dos
        /// ejecuciones limpias van en un sitio al azar, así que alguna falla, y valen 0.
        @Test func unasPruebasQueSoloPasanLaPrimeraVezQueSeEjecutanNoSeMidenYValenCero() throws {
            let kit = try KitDePrueba.restaurado()
            #expect(kit.marcador(["resolver", "red-en-marcador/3", "--si"]).codigo == 0)
            let marca = "primera-vez-\(UUID().uuidString)"
            try kit.escribir(Self.pruebasDelViewModel, #"""
                import Foundation
                import Testing

                // MARK: EJERCICIO red-en-marcador/6
                enum Recuerdo {
                    /// Pasa la primera vez de la calificación; luego, nunca: se acuerda en un fichero.
                    static func primeraVez() -> Bool {
                        var raiz = URL(fileURLWithPath: #filePath)
                        for _ in 0..<5 { raiz = raiz.deletingLastPathComponent() }
                        let fichero = raiz.appending(path: ".build").appending(path: "\#(marca)")
                        guard !FileManager.default.fileExists(atPath: fichero.path) else { return false }
                        try? "vista".write(to: fichero, atomically: true, encoding: .utf8)
                        return true
                    }
                }

                struct ArbitrosViewModelTests {
                    @Test func pasaDeCargandoAExito() { #expect(Recuerdo.primeraVez()) }
                }
                // MARK: FIN EJERCICIO

                """#)
            let informe = CarpetaDeTrabajo.base.appending(path: "primera-vez-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: informe) }
            defer { try? FileManager.default.removeItem(at: kit.raiz.appending(path: ".build").appending(path: marca)) }

            let calificado = kit.marcador(["calificar", "--json", informe.path])

            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: informe)) as? [String: Any], "\(calificado.consola.todo)")
            let pasos = (json["lecciones"] as? [[String: Any]] ?? []).flatMap { $0["pasos"] as? [[String: Any]] ?? [] }
            let paso = try #require(pasos.first { $0["id"] as? String == "red-en-marcador/6" })
            #expect(paso["puntos"] as? Double == 0,
                    "Unas pruebas que solo pasan la primera vez no notan nada: alguna ejecución limpia va después. \(calificado.consola.todo)")
            #expect(paso["estado"] as? String == "falla")
        }
    }
}
