import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

/// docs/github-classroom/calificar.yml, el flujo que `publicar` instala en la publicación, cumple lo que
/// pide la issue 12: Classroom, root en un workspace de otro uid, tokens, caché y notas. Cada comprobación
/// se ve fallar con el flujo real cambiado en un solo sitio.
@Suite("Flujo de GitHub Classroom")
struct FlujoDeClassroomTests {
    static let ruta = "docs/github-classroom/calificar.yml"
    private let texto: String

    init() throws {
        texto = try String(contentsOf: RaizDelKit.url.appending(path: Self.ruta), encoding: .utf8)
    }

    @Test func elFlujoDelKitCumpleTodasLasComprobaciones() throws {
        let problemas = try RevisionDelFlujoDeClassroom(texto).problemas
        #expect(problemas.isEmpty, "Arregla \(Self.ruta):\n\(problemas.joined(separator: "\n"))")
    }

    @Test func laOrdenDeCalificarEsUnaQueLaHerramientaAcepta() throws {
        let argumentos = try RevisionDelFlujoDeClassroom(texto).argumentosDeCalificar
        let orden = try Argumentos(argumentos, ordenes: OrdenesDeCalificacion.todas).orden as? OrdenesDeCalificacion.Calificar
        #expect(orden == .init(json: "informes/resultados.json", junit: "informes/resultados.xml", classroom: "informes/classroom.json", limite: 30, kit: "kit",
                        usuario: "marcador-entrega"),
                "el flujo llama a calificar con opciones que no existen o distintas: \(argumentos)")
    }

    /// Cada caso cambia el flujo real en un sitio; la revisión tiene que decir justo ese problema.
    @Test(arguments: [
        ("name: Autograding Tests", "name: Calificar", "el flujo se llama «Autograding Tests»"),
        ("  checks: write\n", "  checks: read\n", "permissions tiene que ser"),
        ("  actions: read\n  contents: read\n", "  contents: read\n", "permissions tiene que ser"),
        ("if: github.actor != 'github-classroom[bot]'", "if: true", "el trabajo necesita «if: github.actor"),
        ("  repository_dispatch:\n", "", "on: tiene que tener push y repository_dispatch"),
        ("container: swift:6.3", "container: swift:6.2", "el trabajo corre en"),
        ("git config --global --add safe.directory \"$GITHUB_WORKSPACE/kit\"", "true", "antes de calificar, un paso tiene que poner safe.directory"),
        ("path: entrega\n          persist-credentials: false", "path: entrega", "el checkout «Entrega» necesita persist-credentials: false"),
        ("path: kit\n          persist-credentials: false", "path: kit\n          persist-credentials: true", "el checkout «Kit de confianza» necesita"),
        ("ref: ${{ vars.MARCADOR_KIT_REF }}", "ref: main", "el kit se saca en ref:"),
        ("=~ ^[0-9a-f]{40}$", "=~ ^.+$", "el kit se saca en ref:"),
        ("'kit/Sources/**', ", "", "la caché restaura kit/.build"),
        ("uses: actions/cache/restore@v4", "uses: actions/cache@v4", "actions/cache guarda al final"),
        ("uses: actions/cache/save@v4", "uses: actions/upload-artifact@v4", "la caché se guarda"),
        ("--raiz entrega --kit kit", "--raiz . --kit kit", "calificar tiene que llevar --raiz entrega --kit kit"),
        ("[ \"$codigo\" -le 1 ] && ", "", "el paso de calificar borra el fichero de --classroom"),
        ("rm -f informes/resultados.json informes/resultados.xml informes/classroom.json", "rm -f informes/resultados.json", "el paso de calificar borra el fichero de --classroom"),
        ("--kit kit --usuario marcador-entrega ", "--kit kit ", "calificar se lanza con «env -i» y «--usuario marcador-entrega»"),
        ("          env -i PATH=\"$PATH\" HOME=/root LANG=C.UTF-8 \\\n", "          env PATH=\"$PATH\" HOME=/root LANG=C.UTF-8 \\\n", "calificar se lanza con «env -i» y «--usuario marcador-entrega»"),
        ("useradd --system --no-create-home marcador-entrega", "true", "calificar se lanza con «env -i» y «--usuario marcador-entrega»"),
        ("CALIFICAR_RESULTS:", "RESULTS:", "el reporter lee <RUNNER>_RESULTS"),
        ("uses: classroom-resources/autograding-grading-reporter@v1", "uses: otro/reporter@v1", "falta el paso classroom-resources"),
    ])
    func unFlujoCambiadoEnUnSitioDaEseProblema(_ original: String, _ cambiado: String, _ problema: String) throws {
        try #require(texto.contains(original), "el caso ya no encaja con \(Self.ruta): actualiza «\(original)»")
        let problemas = try RevisionDelFlujoDeClassroom(texto.replacingOccurrences(of: original, with: cambiado)).problemas
        #expect(problemas.contains { $0.hasPrefix(problema) }, "sin «\(problema)…» entre \(problemas)")
    }

    @Test func elLectorDeYAMLLeeMapasListasComillasYBloques() throws {
        let nodo = try LectorDeYAML.leer("""
            # comentario
            a: uno # al final
            b:
              - x
              - c: 'dos ''tres'''
                d: "cuatro: \\"cinco\\""
            e: |
              línea 1
                # no es comentario

              línea 3
            f:
            """)
        #expect(nodo["a"] == .texto("uno"))
        #expect(nodo["b"]?.elementos.first == .texto("x"))
        #expect(nodo["b"]?.elementos.last?["c"] == .texto("dos 'tres'"))
        #expect(nodo["b"]?.elementos.last?["d"] == .texto("cuatro: \"cinco\""))
        #expect(nodo["e"] == .texto("línea 1\n  # no es comentario\n\nlínea 3\n"))
        #expect(nodo["f"] == .nulo)
        #expect(nodo.claves == ["a", "b", "e", "f"])
    }

    @Test(arguments: ["a: 1\na: 2", "a: {b: 1}", "a:\n\tb: 1", "a: 'sin cerrar", "a: 1\n  b: 2", "- x\nb: 1"])
    func elLectorDeYAMLRechazaLoQueEstaFueraDeSuSubconjunto(_ texto: String) {
        #expect(throws: ErrorDeYAML.self) { try LectorDeYAML.leer(texto) }
    }
}
