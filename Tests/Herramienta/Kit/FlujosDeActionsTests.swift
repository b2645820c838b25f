import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAprendiz
@testable import HerramientaAutoria
@testable import HerramientaCalificacion
@testable import HerramientaClase

/// Los flujos y guiones que el kit reparte no se quedan atrás de la herramienta, y el del estudiante no lleva
/// nada que dé la nota: el de la publicación, sin secretos ni otro repositorio; el de la clase, en el
/// repositorio del instructor; los dos guiones del autograder de Gradescope.
@Suite("Flujos de Actions y autograder de Gradescope")
struct FlujosDeActionsTests {
    static let ordenes = OrdenesDelAprendiz.todas + OrdenesDeAutoria.todas + OrdenesDeCalificacion.todas + OrdenesDeClase.todas
    /// Las banderas sin valor que admite alguna orden.
    static let banderas: Set<String> = ["--ci", "--si", "--resumen", "--comprobar", "--forzar"]

    private static func leer(_ ruta: String) throws -> String {
        try String(contentsOf: RaizDelKit.url.appending(path: ruta), encoding: .utf8)
    }

    /// Cada `marcador ORDEN …` de un fichero (las líneas partidas con «\» se juntan): la orden y sus opciones.
    static func llamadas(en texto: String) -> [(orden: String, opciones: [String])] {
        let logicas = texto.replacingOccurrences(of: "\\\n", with: " ").components(separatedBy: "\n")
        return logicas.flatMap { linea in
            linea.matches(of: /marcador"?\)? ([a-z]+)([^|;&]*)/).map { llamada in
                (String(llamada.output.1), String(llamada.output.2).matches(of: /(--[a-z]+)/).map { String($0.output.1) })
            }
        }
    }

    @Test(arguments: ["docs/github-actions/clase.yml", "docs/gradescope/run_autograder", "docs/gradescope/setup.sh", "docs/publicacion/comprobar.yml"])
    func cadaOrdenYCadaOpcionQueUsanExisteEnLaHerramienta(_ ruta: String) throws {
        let llamadas = Self.llamadas(en: try Self.leer(ruta))

        #expect(!llamadas.isEmpty, "\(ruta) no llama a marcador")
        for (orden, opciones) in llamadas {
            let definicion = Self.ordenes.first { $0.nombre == orden }
            #expect(definicion != nil, "\(ruta) llama a «marcador \(orden)», que no existe")
            for opcion in opciones where !(definicion?.opciones.contains(opcion) ?? false) && opcion != "--raiz" {
                #expect(Self.banderas.contains(opcion), "\(ruta): «marcador \(orden)» no admite \(opcion)")
            }
        }
    }

    @Test func elFlujoDeLaPublicacionNoLlevaSecretosNiSacaOtroRepositorio() throws {
        let flujo = try Self.leer("docs/publicacion/comprobar.yml")

        #expect(!flujo.contains("secrets."), "El repositorio del estudiante no guarda ningún secreto")
        #expect(!flujo.contains("repository:") && !flujo.contains("git clone"), "Ni saca el kit ni ningún otro repositorio")
        #expect(!flujo.contains("calificar"), "Da avisos (comprobar), no la nota")
    }

    @Test func elFlujoDeLaClaseCalificaConElKitEnUnaMatrizYTerminaConClaseYElCSV() throws {
        let flujo = try Self.leer("docs/github-actions/clase.yml")

        #expect(flujo.contains("entrega: ${{ fromJSON(needs.lista.outputs.entregas) }}"), "Un trabajo por entrega")
        #expect(flujo.contains("calificar --raiz ../entrega --kit ."), "Con el kit de este repositorio")
        #expect(flujo.contains("clase entregas/* --html clase/clase.html --csv clase/notas.csv"))
        let checkouts = flujo.components(separatedBy: "uses: actions/checkout@").count - 1
        let sinCredenciales = flujo.components(separatedBy: "persist-credentials: false").count - 1
        #expect(checkouts == 5 && sinCredenciales == checkouts, "Ningún checkout deja su token en .git/config")
        #expect(Set(flujo.matches(of: /secrets\.([A-Z_]+)/).map { String($0.output.1) }) == ["MARCADOR_CLASE_TOKEN"],
                "Un solo secreto, de solo lectura sobre las entregas, y solo en el repositorio del instructor")
        #expect(flujo.contains("actions/cache/save@") && !flujo.contains("uses: actions/cache@"),
                "La caché se guarda solo en «preparar», antes de ejecutar nada de una entrega")
    }

    @Test func laGuiaNoNombraGitHubClassroomNiElTokenDelKit() throws {
        for ruta in ["docs/calificacion.md", "docs/instructores.md", "README.md"] {
            let texto = try Self.leer(ruta)
            #expect(!texto.contains("MARCADOR_KIT_TOKEN") && !texto.contains("github-classroom") && !texto.contains("classroom.json"), "\(ruta)")
        }
    }
}
