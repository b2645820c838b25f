import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

/// Lo que una región no puede usar se busca en las piezas de Swift, no en el texto: cada entrada de la lista
/// rechaza la región que la usa, un nombre en un comentario, en un texto o en un `#if false` no cuenta, y el
/// código de las lecciones pasa entero.
@Suite("El vocabulario que una región no puede usar")
struct VocabularioProhibidoTests {
    /// Un fichero de Exercises/ con una región del paso l/1 (su cabecera incluida) y código del kit alrededor.
    private static func fichero(_ region: String, fuera: String = "") -> [String] {
        """
        import Foundation
        \(fuera)
        struct Caja {
            // MARK: EJERCICIO l/1
            // Comprueba: swift run marcador comprobar l/1
        \(region)
            // MARK: FIN EJERCICIO
        }
        """.components(separatedBy: "\n")
    }

    private static func usos(_ region: String, fuera: String = "") -> [String] {
        RegionRechazada.en(lineas: fichero(region, fuera: fuera), fichero: "Exercises/Caja.swift").flatMap(\.descripciones)
    }

    /// Un uso de la entrada en una línea de código: la sexta del fichero.
    private static func uso(_ entrada: VocabularioProhibido.Entrada) -> String {
        switch entrada.clase {
        case .nombre: "    func f() { _ = \(entrada.texto) }"
        case .atributo: "    \(entrada.texto)(\"f\") func f() {}"
        case .ruta: "    let ruta = \"\(entrada.texto)/self/fd\""
        case .prefijo: "    func f() { _ = \(entrada.texto)algo }"
        }
    }

    @Test(arguments: VocabularioProhibido.entradas.map(\.texto))
    func unaRegionQueUsaCadaEntradaSeRechazaConSuFicheroSuLineaYLoQueUsa(_ texto: String) throws {
        let entrada = try #require(VocabularioProhibido.entradas.first { $0.texto == texto })

        let usado = entrada.clase == .prefijo ? texto + "algo" : texto
        #expect(Self.usos(Self.uso(entrada)) == ["Exercises/Caja.swift:6: «\(usado)» (\(entrada.motivo))"],
                "Una región con «\(Self.uso(entrada))» tenía que rechazarse: añade su caso a VocabularioProhibido")
    }

    /// El ensayo del atacante: entre dos literales /"/ el troceador veía un texto, y el código de en medio (dup2,
    /// pipe, atexit) pasaba la revisión y sacaba 20 de 22 con un flujo de eventos falso.
    @Test func unaExpresionRegularOUnaDivisionSeRechazanPorqueEsconderianCodigo() {
        let region = """
                func preparar() { _ = /"/; real = dup(x); _ = dup2(p[1], x); _ = /"/ }
            """

        #expect(Self.usos(region).first == "Exercises/Caja.swift:6: «/» (\(VocabularioProhibido.barra))",
                "Una «/» fuera de comentarios y textos tiene que rechazar la región: \(Self.usos(region))")
        #expect(Self.usos("    let mitad = 10 / 2") == ["Exercises/Caja.swift:6: «/» (\(VocabularioProhibido.barra))"])
    }

    /// El ensayo del atacante: sus pruebas volvían a ejecutar las del kit con la entrada de SwiftPM a Swift Testing,
    /// y notaban cada fallo sembrado sin probar nada.
    @Test func volverAEjecutarLasPruebasDelKitDesdeLasSuyasSeRechaza() {
        let region = """
                func lasDelKitPasan() async -> Bool {
                    var argumentos = __CommandLineArguments_v0()
                    return await Testing.__swiftPMEntryPoint(passing: argumentos) == 0
                }
            """

        #expect(Self.usos(region).map { $0.components(separatedBy: " (").first ?? $0 } == [
            "Exercises/Caja.swift:7: «__CommandLineArguments_v0»", "Exercises/Caja.swift:8: «__swiftPMEntryPoint»",
        ])
    }

    @Test func unNombreEnUnComentarioOEnUnTextoNoEsUnUso() {
        let region = """
                // dup2 y Process, en un comentario
                /* fork() /* anidado: kill */ setsid */
                let texto = "usa dup2, Process y @_cdecl"
                let crudo = #"y aquí \\(dup2(1, 2)) es texto: la interpolación cruda lleva #"#
                let otra = "/processing no es /proc"
            """

        #expect(Self.usos(region) == ["Exercises/Caja.swift:10: «/proc» (lee el proceso por dentro)"],
                "Solo «/proc» en el último texto es una ruta prohibida: lo demás es texto o comentario")
    }

    /// Un ensayo de quien aprende: `close` dentro de un `#if false`, código que nunca se compila, rechazaba la región.
    @Test func unNombreEnUnIfFalseNoEsUnUsoYSuElseSi() {
        let region = """
                #if false // lo de antes, por si acaso
                func cerrar() { close(3) }
                #if os(Linux)
                func otra() { dup2(1, 2) }
                #else
                func otra() { kill(0, 9) }
                #endif
                #else
                func cerrar() { _ = fork() }
                #endif
                func despues() { _ = pipe(nil) }
            """

        #expect(Self.usos(region) == [
            "Exercises/Caja.swift:14: «fork» (lanza o controla procesos)",
            "Exercises/Caja.swift:16: «pipe» (toca descriptores de fichero)",
        ], "Solo el #else del #if false y lo de después se compilan")
    }

    /// Cualquier otra condición puede ser cierta al compilar: esconder ahí el código no lo libra de la lista.
    @Test(arguments: ["#if DEBUG", "#if !true", "#if false || os(Linux)", "#if (false)", "#if true", "#if false && x\n#elseif true"])
    func unNombreBajoOtraCondicionSiEsUnUso(_ condicion: String) {
        let region = "    \(condicion)\n    func cerrar() { close(3) }\n    #endif"
        let linea = 7 + condicion.count { $0 == "\n" }

        #expect(Self.usos(region) == ["Exercises/Caja.swift:\(linea): «close» (toca descriptores de fichero)"])
    }

    /// Tras una «/» el troceador puede ver un texto que se come el `#endif`: dentro de un `#if false`, sigue contando.
    @Test func unaBarraEnUnIfFalseSigueRechazandoLaRegion() {
        let region = """
                #if false
                let r = /\"\"\"/
                #endif
                func f() { _ = dup2(1, 2) }
            """

        #expect(Self.usos(region).first == "Exercises/Caja.swift:7: «/» (\(VocabularioProhibido.barra))", "\(Self.usos(region))")
    }

    @Test func elCodigoDeUnaInterpolacionSiEsUnUso() {
        let region = """
                let a = "fd: \\(dup2(1, 2))"
                let b = #"otra: \\#(Glibc.`pipe`(nil))"#
                let c = \"\"\"
                    linea
                    \\("x" + "\\(kill(0, 9))")
                    \"\"\"
            """

        #expect(Self.usos(region) == [
            "Exercises/Caja.swift:6: «dup2» (toca descriptores de fichero)",
            "Exercises/Caja.swift:7: «pipe» (toca descriptores de fichero)",
            "Exercises/Caja.swift:10: «kill» (manda o cambia señales)",
        ])
    }

    @Test func seMiraElFicheroEnteroYNoCadaRegionSola() {
        // Una región abre un texto que el kit cierra en otra: leída sola, la segunda parece texto y es código.
        let lineas = """
            // MARK: EJERCICIO l/1
            let abierto = \"\"\"
            // MARK: FIN EJERCICIO
            // MARK: EJERCICIO l/2
            \"\"\"
            let tuberia = dup2(4, 5)
            // MARK: FIN EJERCICIO
            """.components(separatedBy: "\n")

        let rechazadas = RegionRechazada.en(lineas: lineas, fichero: "Exercises/Caja.swift")

        #expect(rechazadas.map(\.paso) == ["l/2"])
        #expect(rechazadas.flatMap(\.descripciones) == ["Exercises/Caja.swift:6: «dup2» (toca descriptores de fichero)"])
    }

    @Test func loQueUsaElCodigoDelKitFueraDeLasRegionesNoEsDeNingunaRegion() {
        #expect(Self.usos("    func f() {}", fuera: "let kit = Process()") == [])
    }

    @Test func elCodigoDeLasLeccionesNoUsaNadaDeLaLista() throws {
        var ficheros: [String] = []
        for carpeta in ["Solutions", "Tests/Herramienta/Integracion/Lecciones"] {
            ficheros += Arbol.ficheros(en: RaizDelKit.url.appending(path: carpeta)).filter { $0.hasSuffix(".swift") }.map { carpeta + "/" + $0 }
        }
        try #require(ficheros.count > 20, "No se ha encontrado el código de las lecciones en \(RaizDelKit.url.path)")

        for ruta in ficheros {
            let texto = try String(contentsOf: RaizDelKit.url.appending(path: ruta), encoding: .utf8)
            let usos = VocabularioProhibido.usos(en: texto).map { "\(ruta):\($0.linea): \($0.texto)" }
            #expect(usos == [], "El código de las lecciones tiene que pasar la lista: quita la entrada o cambia la lección")
        }
    }
}
