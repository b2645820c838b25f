import Testing
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// Los operadores encuentran su sitio por piezas y paréntesis: el mismo código con otro formato da los mismos
/// sitios, un patrón (`case let .x(id):`) no es una expresión, y un operador sin sitio no da mutante.
@Suite("Dónde se siembra cada fallo")
struct BuscadorDeSitiosTests {
    private func operador(_ en: String, nombre: String? = nil, llamada: String? = nil, empiezaPor: String? = nil) throws -> OperadorDeMutacion {
        try .dePrueba(en: en, nombre: nombre, llamada: llamada, empiezaPor: empiezaPor)
    }

    /// Lo que abarca cada sitio, como texto.
    private func sitios(_ operador: OperadorDeMutacion, en codigo: String, regiones: [ClosedRange<Int>]? = nil) -> [String] {
        let bytes = Array(codigo.utf8)
        let lineas = codigo.split(separator: "\n", omittingEmptySubsequences: false).count
        return BuscadorDeSitios.sitios(de: operador, en: TroceadorSwift.piezas(de: codigo), regiones: regiones ?? [1...lineas]).map { sitio in
            switch sitio {
            case let .expresion(inicio, fin): String(decoding: bytes[inicio..<fin], as: UTF8.self)
            case let .cuerpo(dentro, cierre): "{" + String(decoding: bytes[dentro..<cierre], as: UTF8.self) + "}"
            }
        }
    }

    @Test func unCasoConSuTipoDelanteEnCualquierFormato() throws {
        let caso = try operador("caso", nombre: "exito")
        #expect(sitios(caso, en: "uiState = .exito(arbitros)") == [".exito(arbitros)"])
        #expect(sitios(caso, en: "uiState = ArbitrosUiState.exito(\n    try await repositorio.arbitros()\n)")
            == ["ArbitrosUiState.exito(\n    try await repositorio.arbitros()\n)"])
        #expect(sitios(caso, en: "x = ok ? .exito([a]) : .error(\"e\")") == [".exito([a])"])
        #expect(sitios(try operador("argumento-del-caso", nombre: "exito"), en: "uiState=.exito(try await repositorio.arbitros())")
            == ["try await repositorio.arbitros()"])
    }

    @Test func unPatronUnMiembroOUnaLlamadaEncadenadaNoSonUnCaso() throws {
        let caso = try operador("caso", nombre: "noExisteElPartido")
        #expect(sitios(caso, en: "case let .noExisteElPartido(id): \"No existe el partido \\(id)\"") == [])
        #expect(sitios(caso, en: "if case .noExisteElPartido(let id) = fallo { }") == [])
        #expect(sitios(caso, en: "valor.noExisteElPartido(1); x?.noExisteElPartido(2); lista\n    .noExisteElPartido(3)") == [])
        #expect(sitios(caso, en: "return .failure(.noExisteElPartido(partidoId))") == [".noExisteElPartido(partidoId)"])
        #expect(sitios(try operador("argumento-del-caso", nombre: "exito"), en: "x = .exito(a, b); y = .exito(lista: a)") == [])
    }

    @Test func unArgumentoConEtiquetaEnUnaLlamadaHastaSuComa() throws {
        let texto = try operador("argumento", nombre: "texto", llamada: "Cronica")
        let codigo = """
            return Cronica(
                titulo: "\\(a) \\(b)",
                texto: lineas.isEmpty ? "Sin goles" : lineas.joined(separator: "\\n")
            )
            """
        #expect(sitios(texto, en: codigo) == [#"lineas.isEmpty ? "Sin goles" : lineas.joined(separator: "\n")"#])
        #expect(sitios(texto, en: "Cronica(titulo: t, texto: x); publicar(titulo: t, texto: y); func Cronica(texto: String)") == ["x"])
    }

    @Test func elValorInicialDeUnaPropiedadHastaElFinalDeSuLinea() throws {
        let valor = try operador("valor-inicial", nombre: "uiState")
        #expect(sitios(valor, en: "private(set) var uiState: ArbitrosUiState = .cargando\n@ObservationIgnored let r = 1") == [".cargando"])
        #expect(sitios(valor, en: "var uiState = ArbitrosUiState.cargando;var otro = 2") == ["ArbitrosUiState.cargando"])
        #expect(sitios(valor, en: "var uiState: [String: Int] = [\n  \"a\": 1\n]\nlet b = 2") == ["[\n  \"a\": 1\n]"])
        #expect(sitios(valor, en: "var uiState: ArbitrosUiState { .cargando }") == [])
    }

    @Test func elCuerpoDeUnaFuncionYElDeCadaCatch() throws {
        let codigo = """
            protocol P { func reintentar() async }
            func reintentar() async { await cargar() }
            do { try f() } catch let error as ErrorDeRed { a() } catch { b() }
            """
        #expect(sitios(try operador("cuerpo", nombre: "reintentar"), en: codigo) == ["{ await cargar() }"])
        #expect(sitios(try operador("catch"), en: codigo) == ["{ a() }", "{ b() }"])
    }

    @Test func unaCadenaPorComoEmpiezaFueraDeLosPatrones() throws {
        let cadena = try operador("cadena", empiezaPor: "No existe el partido")
        #expect(sitios(cadena, en: #"case let .noExisteElPartido(id): "No existe el partido \(id)""#) == [#""No existe el partido \(id)""#])
        #expect(sitios(cadena, en: #"let a = "Existe el partido""#) == [])
    }

    @Test func soloDentroDeLasRegionesDelPaso() throws {
        let codigo = "uiState = .exito(a)\n// MARK\nuiState = .exito(b)\n"
        #expect(sitios(try operador("caso", nombre: "exito"), en: codigo, regiones: [3...3]) == [".exito(b)"])
    }
}
