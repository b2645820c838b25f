import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

extension Integracion {
    /// Cada receta de las guías, seguida al pie de la letra en la copia del kit: sus pasos, en su orden,
    /// tocan exactamente los ficheros que nombra la receta, y al final `verificar` sale en verde. Si la
    /// guía se olvida de un fichero que el kit comprueba, o nombra uno que esta prueba no sabe tocar, falla.
    @Suite("Las recetas de las guías, seguidas al pie de la letra")
    struct RecetasTests {
        /// Las tres recetas, una tras otra en la misma copia: `verificar` compila y prueba el kit entero (minuto y
        /// medio en frío, y medio más cada vez), así que cada receta se sigue hasta su último paso, que es
        /// `verificar`, y se verifica una vez, al final, con lo de las tres. Tocan lecciones, filas y reglas
        /// distintas: lo que una receta olvide sigue saliendo en ese `verificar`.
        @Test func lasTresRecetasSeguidasUnaTrasOtraAcabanConVerificarEnVerde() throws {
            let kit = try KitDePrueba.restaurado()
            try seguir(RecetaDeLaGuia.anadirUnPaso, Self.pasoNuevoEnRedEnMarcador, en: kit)
            try seguir(RecetaDeLaGuia.anadirUnaLeccion, Self.leccionNuevaDeTitulares, en: kit)
            try seguir(RecetaDeLaGuia.anadirUnaRegla, Self.reglaNuevaDeLosUiState, en: kit)

            let (codigo, consola) = kit.marcador(["verificar"])

            #expect(codigo == 0, "swift run marcador verificar, tras las tres recetas:\n\(consola.todo)")
            #expect(Self.fila("red-en-marcador/7", en: consola.salida) == ["1", "1", "1"], "pruebas, fallan con el esqueleto, pasan con la solución")
            #expect(Self.fila("titulares/1", en: consola.salida) == ["2", "2", "2"], "pruebas, fallan con el esqueleto, pasan con la solución")
            #expect(Self.fila("arquitectura/9", en: consola.salida) == ["1", "0", "1"], "una regla pasa con la solución y con el esqueleto")
        }

        typealias Cambios = [(String, (KitDePrueba) throws -> Void)]

        private static var pasoNuevoEnRedEnMarcador: Cambios { [
            (Catalogo.ruta, { kit in
                try kit.cambiarCatalogo { lecciones in
                    try Self.anadir(Self.pasoNuevo, a: "red-en-marcador", en: &lecciones)
                    try Self.gobernar("red-en-marcador/7", por: "arquitectura/2", en: &lecciones)
                }
            }),
            ("Solutions/Arbitros/UI/TituloDeArbitros.swift", { try $0.escribir("Solutions/Arbitros/UI/TituloDeArbitros.swift", Self.tituloDeArbitros) }),
            ("Tests/Arbitros/UI/TituloDeArbitrosTests.swift", { try $0.escribir("Tests/Arbitros/UI/TituloDeArbitrosTests.swift", Self.tituloDeArbitrosTests) }),
            ("README.md", { kit in
                try kit.cambiar("README.md", "--filter ArbitrosUITests.ArbitrosViewModelTests` |",
                                por: "--filter ArbitrosUITests.ArbitrosViewModelTests --filter ArbitrosUITests.TituloDeArbitrosTests` |")
            }),
            ("docs/aprendices.md", { kit in
                try kit.cambiar("docs/aprendices.md", "se miden con fallos sembrados: `swift run marcador comprobar red-en-marcador/6` |", por: """
                    se miden con fallos sembrados: `swift run marcador comprobar red-en-marcador/6` |
                    | `red-en-marcador/7` | Red en Marcador: la lista de árbitros · Paso 7 · El título de la pantalla | \
                    `Exercises/Arbitros/UI/TituloDeArbitros.swift` | `swift test --filter ArbitrosUITests.TituloDeArbitrosTests` |
                    """)
            }),
        ] }

        private static var leccionNuevaDeTitulares: Cambios { [
            (Catalogo.ruta, { kit in
                try kit.cambiarCatalogo { lecciones in
                    let reglas = try #require(lecciones.firstIndex { $0["id"] as? String == "arquitectura" })
                    lecciones.insert(["id": "titulares", "titulo": "Titulares: la crónica en una línea", "pasos": [Self.pasoDeLaLeccionNueva]], at: reglas)
                }
            }),
            ("Solutions/Cronica/UI/Titular.swift", { try $0.escribir("Solutions/Cronica/UI/Titular.swift", Self.titular) }),
            ("Tests/Cronica/UI/TitularTests.swift", { try $0.escribir("Tests/Cronica/UI/TitularTests.swift", Self.titularTests) }),
            ("README.md", { kit in
                try kit.cambiar("README.md", "--filter CronicaUITests.CronicaViewModelTests` |", por: """
                    --filter CronicaUITests.CronicaViewModelTests` |
                    | 6 | Titulares: la crónica en una línea | `swift test --filter CronicaUITests.TitularTests` |
                    """)
            }),
            ("docs/aprendices.md", { kit in
                try kit.cambiar("docs/aprendices.md", "se miden con fallos sembrados: `swift run marcador comprobar casos-de-uso/3` |", por: """
                    se miden con fallos sembrados: `swift run marcador comprobar casos-de-uso/3` |
                    | `titulares/1` | Titulares: la crónica en una línea · Paso 1 · El titular del partido | \
                    `Exercises/Cronica/UI/Titular.swift` | `swift test --filter CronicaUITests.TitularTests` |
                    """)
            }),
        ] }

        private static var reglaNuevaDeLosUiState: Cambios { [
            ("Tests/ReglasDeLasLecciones/ReglasDeLasLecciones.swift", { kit in
                // Dentro de la extensión de las reglas, que acaba justo antes de la de `todas`.
                let final = "\n}\n\nextension ReglaDeArquitectura {\n    /// Todas"
                try kit.cambiar("Tests/ReglasDeLasLecciones/ReglasDeLasLecciones.swift", final, por: "\n\n" + Self.reglaNueva + final.dropFirst())
                try kit.cambiar("Tests/ReglasDeLasLecciones/ReglasDeLasLecciones.swift", "dtosCodificables,\n    ]", por: "dtosCodificables, uiStatesSonValores,\n    ]")
            }),
            ("Tests/Arquitectura/UiStatesSonValoresTests.swift", { try $0.escribir("Tests/Arquitectura/UiStatesSonValoresTests.swift", Self.suiteDeLaRegla) }),
            ("Tests/ReglasDeLasLeccionesTests/LasReglasDetectanInfraccionesTests.swift", { kit in
                let ruta = "Tests/ReglasDeLasLeccionesTests/LasReglasDetectanInfraccionesTests.swift"
                var texto = try kit.leer(ruta)
                let cierre = try #require(texto.lastIndex(of: "}"), "\(ruta) no acaba en la llave de su suite")
                texto.insert(contentsOf: Self.infraccionPlantada, at: cierre)
                try kit.escribir(ruta, texto)
            }),
            (Catalogo.ruta, { kit in
                try kit.cambiarCatalogo { lecciones in try Self.anadir(Self.reglaEnElCatalogo, a: "arquitectura", en: &lecciones) }
            }),
            ("docs/arquitectura.md", { kit in
                let fila8 = try #require(try kit.leer("docs/arquitectura.md").components(separatedBy: "\n").first { $0.hasPrefix("| 8 | ") })
                try kit.cambiar("docs/arquitectura.md", fila8, por: fila8 + "\n" + """
                    | 9 | **Los UiState son valores de la pantalla** (`UiStatesSonValoresTests`): todo tipo `*UiState` es \
                    `struct` o `enum` y vive en un módulo `*UI`. | «La pantalla pinta un estado» (*Red en Marcador*). | Declaraciones. |
                    """)
            }),
            ("docs/aprendices.md", { kit in
                let fila = try #require(try kit.leer("docs/aprendices.md").components(separatedBy: "\n").first { $0.hasPrefix("| `arquitectura/8` |") })
                try kit.cambiar("docs/aprendices.md", fila, por: fila + "\n" + """
                    | `arquitectura/9` | Reglas de arquitectura de las lecciones · Regla 9 · Los UiState son valores de la pantalla |  | \
                    `swift test --filter ArquitecturaTests.UiStatesSonValoresTests` (una regla: ya pasa, y tiene que seguir pasando) |
                    """)
            }),
        ] }

        // MARK: - Seguir una receta

        /// Sigue la receta en la copia del kit: cada paso toca los ficheros que le tocan (los de `cambios` cuya
        /// ruta encaja en el suyo; una ruta exacta manda sobre un patrón) o lanza su orden, que tiene que acabar
        /// bien. El último paso es `verificar`, que se lanza después, una vez para todas las recetas.
        private func seguir(_ receta: (guia: String, seccion: String), _ cambios: Cambios, en kit: KitDePrueba) throws {
            let pasos = try #require(RecetaDeLaGuia(guia: try kit.leer(receta.guia), seccion: receta.seccion),
                                     "\(receta.guia) ya no tiene la sección «\(receta.seccion)»").pasos
            #expect(pasos.last == .orden(["verificar"]), "La receta «\(receta.seccion)» acaba con `swift run marcador verificar`")
            let ficheros = pasos.compactMap { if case let .fichero(patron) = $0 { patron } else { nil } }
            var suyos: [String: Cambios] = [:]
            for cambio in cambios {
                let patron = ficheros.first { $0 == cambio.0 } ?? ficheros.first { RecetaDeLaGuia.encaja(cambio.0, en: $0) }
                guard let patron else {
                    Issue.record("Hay que tocar \(cambio.0) y la receta «\(receta.seccion)» de \(receta.guia) no lo dice")
                    continue
                }
                suyos[patron, default: []].append(cambio)
            }
            for paso in pasos.dropLast() {
                switch paso {
                case let .fichero(patron):
                    let aqui = suyos[patron] ?? []
                    #expect(!aqui.isEmpty, "La receta «\(receta.seccion)» pide tocar \(patron), y esta prueba no sabe qué escribir ahí")
                    for (_, cambiar) in aqui { try cambiar(kit) }
                case let .orden(argumentos):
                    let (codigo, consola) = kit.marcador(argumentos)
                    #expect(codigo == 0, "swift run marcador \(argumentos.joined(separator: " ")), siguiendo «\(receta.seccion)»:\n\(consola.todo)")
                }
            }
        }

        /// Los números de la fila de un paso en la tabla de `verificar`: pruebas, fallan con el esqueleto, pasan con la solución.
        private static func fila(_ paso: String, en salida: [String]) -> [String]? {
            let fila = salida.first { $0.hasPrefix("  \(paso) ") }?.split(separator: " ").map(String.init)
            return fila.map { Array($0.dropFirst().prefix(3)) }
        }

        // MARK: - El paso nuevo: red-en-marcador/7

        private static var pasoNuevo: [String: Any] { [
            "id": "red-en-marcador/7", "titulo": "Paso 7 · El título de la pantalla", "tipo": "ejercicio",
            "ficheros": ["Arbitros/UI/TituloDeArbitros.swift"], "suites": ["ArbitrosUITests.TituloDeArbitrosTests"],
            "enunciado": ["tituloDeArbitros(_:): «1 árbitro» con uno y «N árbitros» con los demás."],
            "pista": "Un operador ternario: el singular solo cuando hay uno.",
        ] }

        private static let tituloDeArbitros = """
            // MARK: EJERCICIO red-en-marcador/7
            package func tituloDeArbitros(_ cuantos: Int) -> String {
                cuantos == 1 ? "1 árbitro" : "\\(cuantos) árbitros"
            }
            // MARK: ESQUELETO
            // package func tituloDeArbitros(_ cuantos: Int) -> String {
            //     ""
            // }
            // MARK: FIN EJERCICIO

            """

        private static let tituloDeArbitrosTests = """
            import Testing
            @testable import ArbitrosUI

            @Suite("Red en Marcador · Paso 7 · El título de la pantalla")
            @MainActor
            struct TituloDeArbitrosTests {
                @Test func conUnoEnSingularYConLosDemasEnPlural() {
                    #expect(tituloDeArbitros(1) == "1 árbitro", "Con uno, en singular: «1 árbitro»")
                    #expect(tituloDeArbitros(10) == "10 árbitros", "Con varios, en plural: «10 árbitros»")
                }
            }

            """

        // MARK: - La lección nueva: titulares

        private static var pasoDeLaLeccionNueva: [String: Any] { [
            "id": "titulares/1", "titulo": "Paso 1 · El titular del partido", "tipo": "ejercicio",
            "ficheros": ["Cronica/UI/Titular.swift"], "suites": ["CronicaUITests.TitularTests"],
            "enunciado": ["titular(local:visitante:goles:): «Rayo FC 2-1 Toros»."],
            "pista": "Una interpolación con los cuatro datos.",
        ] }

        private static let titular = """
            // MARK: EJERCICIO titulares/1
            package func titular(local: String, visitante: String, goles: (local: Int, visitante: Int)) -> String {
                "\\(local) \\(goles.local)-\\(goles.visitante) \\(visitante)"
            }
            // MARK: ESQUELETO
            // package func titular(local: String, visitante: String, goles: (local: Int, visitante: Int)) -> String {
            //     ""
            // }
            // MARK: FIN EJERCICIO

            """

        private static let titularTests = """
            import Testing
            @testable import CronicaUI

            @Suite("Titulares · Paso 1 · El titular del partido")
            @MainActor
            struct TitularTests {
                @Test func elTitularLlevaLosEquiposYElResultado() {
                    #expect(titular(local: "Rayo FC", visitante: "Toros", goles: (2, 1)) == "Rayo FC 2-1 Toros")
                }

                @Test func unEmpateTambienSeEscribeConGuion() {
                    #expect(titular(local: "Rayo FC", visitante: "Toros", goles: (0, 0)) == "Rayo FC 0-0 Toros")
                }
            }

            """

        // MARK: - La regla nueva: arquitectura/9

        private static var reglaEnElCatalogo: [String: Any] { [
            "id": "arquitectura/9", "titulo": "Regla 9 · Los UiState son valores de la pantalla", "tipo": "arquitectura",
            "suites": ["ArquitecturaTests.UiStatesSonValoresTests"], "gobierna": ["red-en-marcador/3", "casos-de-uso/2"],
            "pista": "Un UiState es un enum o un struct del módulo UI de su pantalla.",
        ] }

        private static let reglaNueva = """
                // MARK: - 9. Los UiState son valores de la pantalla (declaraciones)

                package static let uiStatesSonValores = ReglaDeArquitectura(
                    "Un UiState es un valor (struct o enum) de un módulo *UI",
                    leccion: "«La pantalla pinta un estado»: el ViewModel lo cambia y la vista lo lee (Red en Marcador: la lista de árbitros)",
                    remedio: "Declara el estado como `enum` o `struct` en el módulo UI de su pantalla.",
                    para: { $0.tipos().que("se llaman *UiState") { $0.nombre.hasSuffix("UiState") } },
                    debe: { estado in
                        var hallazgos: [Hallazgo] = []
                        if ![.estructura, .enumeracion].contains(estado.declaracion.clase) {
                            hallazgos.append(estado.hallazgo("\\(estado.nombre) es un \\(estado.declaracion.clase.rawValue)"))
                        }
                        if !estado.modulo.hasSuffix("UI") {
                            hallazgos.append(estado.hallazgo("\\(estado.nombre) está en el módulo \\(estado.modulo)"))
                        }
                        return hallazgos
                    }
                )

            """

        private static let suiteDeLaRegla = """
            import ReglasDeArquitectura
            import Testing

            @Suite("Arquitectura · Los UiState son valores de la pantalla")
            struct UiStatesSonValoresTests {
                @Test func todoUiStateEsUnValorDeUnModuloUI() throws {
                    try ReglaDeArquitectura.uiStatesSonValores.comprobar()
                }
            }

            """

        private static let infraccionPlantada = """

                // MARK: - 9. Los UiState son valores

                @Test func unUiStateQueEsUnaClaseSeSenalaYUnEnumNo() {
                    let arbol = { (declaracion: String) in
                        ArbolDePrueba.evaluar(.uiStatesSonValores, en: [
                            .init("ArbitrosUI", carpeta: "Arbitros/UI", ficheros: ["ArbitrosUiState.swift": declaracion]),
                        ])
                    }
                    #expect(arbol("final class ArbitrosUiState {}").infracciones.map(\\.ubicacion.lugar) == ["Arbitros/UI/ArbitrosUiState.swift:1"])
                    #expect(arbol("enum ArbitrosUiState { case cargando }").infracciones.isEmpty)
                }

            """

        // MARK: - El catálogo, como JSON

        private static func anadir(_ paso: [String: Any], a leccion: String, en lecciones: inout [[String: Any]]) throws {
            let indice = try #require(lecciones.firstIndex { $0["id"] as? String == leccion })
            lecciones[indice]["pasos"] = ((lecciones[indice]["pasos"] as? [[String: Any]]) ?? []) + [paso]
        }

        private static func gobernar(_ paso: String, por regla: String, en lecciones: inout [[String: Any]]) throws {
            let leccion = try #require(lecciones.firstIndex { $0["id"] as? String == "arquitectura" })
            var pasos = (lecciones[leccion]["pasos"] as? [[String: Any]]) ?? []
            let indice = try #require(pasos.firstIndex { $0["id"] as? String == regla })
            pasos[indice]["gobierna"] = ((pasos[indice]["gobierna"] as? [String]) ?? []) + [paso]
            lecciones[leccion]["pasos"] = pasos
        }
    }
}

private extension KitDePrueba {
    /// Cambia las lecciones del catálogo de la copia, como lo haría alguien con un editor.
    func cambiarCatalogo(_ cambio: (inout [[String: Any]]) throws -> Void) throws {
        var catalogo = try #require(try JSONSerialization.jsonObject(with: Data(leer(Catalogo.ruta).utf8)) as? [String: Any])
        var lecciones = (catalogo["lecciones"] as? [[String: Any]]) ?? []
        try cambio(&lecciones)
        catalogo["lecciones"] = lecciones
        try escribir(Catalogo.ruta, try JSONSerialization.data(withJSONObject: catalogo, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }
}
