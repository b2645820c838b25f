import Foundation
import ReglasDeArquitectura
import Testing

// La lectura de las fuentes en la que se apoyan las reglas: sin ella, un comentario o un texto que
// dijera «URLSession» sería una infracción falsa, y un `private(set)` mal leído, un aprobado falso.
@Suite("Reglas de arquitectura · La lectura de las fuentes")
struct FuenteSwiftTests {
    private func fuente(_ texto: String) -> FuenteSwift {
        FuenteSwift(modulo: "Prueba", url: URL(fileURLWithPath: "/prueba/Prueba.swift"), ruta: "Prueba.swift", texto: texto)
    }

    @Test func losComentariosYElTextoDeLasCadenasNoSonCodigoPeroLasInterpolacionesSi() {
        let leida = fuente(##"""
        // URLSession en un comentario
        /* un bloque /* anidado */ con URLRequest */
        let a = "URLSession \(ArbitroDTO.self) fin"
        let b = """
            HTTPURLResponse en varias líneas
            """
        let c = #"crudo "URLSession" \(noEsCodigo) \#(siLoEs)"#
        """##)
        let identificadores = leida.tokens.filter(\.esIdentificador).map(\.texto)
        #expect(identificadores == ["let", "a", "ArbitroDTO", "self", "let", "b", "let", "c", "siLoEs"])
        #expect(leida.tokens.first { $0.texto == "c" }?.linea == 7, "Las líneas se cuentan también dentro de comentarios y cadenas")
    }

    @Test func lasDeclaracionesLlevanSusAtributosModificadoresYHerencia() {
        let leida = fuente("""
        @MainActor
        @Observable
        final class VM: Base, @unchecked Sendable {
            package private(set) var uiState: Estado = .cargando
            @ObservationIgnored private let repositorio: any Repositorio
            var calculada: Int { 1 }
            class func fabrica() -> VM { VM() }
        }
        """)
        let porNombre = Dictionary(leida.declaraciones.map { ($0.nombre, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(porNombre["VM"]?.atributos == ["@MainActor", "@Observable"])
        #expect(porNombre["VM"]?.modificadores == ["final"])
        #expect(porNombre["VM"]?.herencia == ["Base", "Sendable"])
        #expect(porNombre["uiState"]?.modificadores == ["package", "private(set)"])
        #expect(porNombre["uiState"]?.soloSeEscribeDentro == true)
        #expect(porNombre["uiState"]?.esPrivada == false, "private(set) se lee desde fuera: no es privada")
        #expect(porNombre["repositorio"]?.atributos == ["@ObservationIgnored"])
        #expect(porNombre["repositorio"]?.esPrivada == true)
        #expect(porNombre["fabrica"]?.modificadores == ["class"], "`class func` es un método, no un tipo")
        #expect(leida.declaraciones.filter { $0.clase == .clase }.map(\.nombre) == ["VM"])
    }
}
