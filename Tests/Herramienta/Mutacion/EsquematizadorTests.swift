import Foundation
import Testing
@testable import HerramientaNucleo
@testable import HerramientaMutacion

/// Todos los mutantes de un fichero, en un solo texto y cada uno detrás de su interruptor: los de una misma
/// expresión se anidan, los cuerpos empiezan por su `if`, y se sabe en qué líneas quedó cada uno.
@Suite("Los mutantes en un solo fichero (mutant schemata)")
struct EsquematizadorTests {
    private static func operador(_ id: String, en: String, nombre: String? = nil, hacer: String, codigo: String? = nil) throws -> OperadorDeMutacion {
        try .dePrueba(en: en, nombre: nombre, hacer: hacer, codigo: codigo, id: id)
    }

    private static let codigo = """
        func cargar() async {
            uiState = .exito(arbitros)
        }
        func reintentar() async { await cargar() }
        """

    private func esquema(_ operadores: [OperadorDeMutacion]) -> Esquematizador.Resultado {
        let piezas = TroceadorSwift.piezas(de: Self.codigo)
        return Esquematizador.esquematizar(Self.codigo, mutantes: operadores.enumerated().map { indice, operador in
            (indice + 1, operador, BuscadorDeSitios.sitios(de: operador, en: piezas, regiones: [1...4]))
        })
    }

    @Test func losDeUnaMismaExpresionSeAnidanYLosCuerposEmpiezanPorSuInterruptor() throws {
        let resultado = esquema([
            try Self.operador("a", en: "argumento-del-caso", nombre: "exito", hacer: "sustituir", codigo: "[]"),
            try Self.operador("b", en: "caso", nombre: "exito", hacer: "sustituir", codigo: ".cargando"),
            try Self.operador("c", en: "cuerpo", nombre: "reintentar", hacer: "al-empezar", codigo: "return"),
            try Self.operador("d", en: "cuerpo", nombre: "reintentar", hacer: "repetir"),
            try Self.operador("e", en: "caso", nombre: "error", hacer: "sustituir", codigo: ".cargando"),
        ])

        #expect(resultado.texto == """
            func cargar() async {
                uiState = EsquemaDeMutantes.sustituir(2, .exito(EsquemaDeMutantes.sustituir(1, arbitros, por: [])), por: .cargando)
            }
            func reintentar() async { if EsquemaDeMutantes.es(4) { await cargar() }; if EsquemaDeMutantes.es(3) { return }; await cargar() }
            """)
        #expect(resultado.colocados.map(\.numero) == [1, 2, 3, 4], "el 5 no tiene sitio: no da mutante")
        #expect(resultado.colocados.map(\.lineas) == [[2], [2], [4], [4]])
    }

    @Test func dosQueEmpiezanEnElMismoSitioAbrenPrimeroElDeFuera() throws {
        let codigo = #"Cronica(texto: .exito(a) + "b")"#
        let caso = try Self.operador("a", en: "caso", nombre: "exito", hacer: "sustituir", codigo: ".cargando")
        let texto = try OperadorDeMutacion.dePrueba(en: "argumento", nombre: "texto", llamada: "Cronica", hacer: "transformar", codigo: "{ $0 }")
        let piezas = TroceadorSwift.piezas(de: codigo)
        let resultado = Esquematizador.esquematizar(codigo, mutantes: [caso, texto].enumerated().map { indice, operador in
            (indice + 1, operador, BuscadorDeSitios.sitios(de: operador, en: piezas, regiones: [1...1]))
        })

        #expect(resultado.texto == #"Cronica(texto: EsquemaDeMutantes.transformar(2, EsquemaDeMutantes.sustituir(1, .exito(a), por: .cargando) + "b", { $0 }))"#)
    }

    @Test func sinMutantesElTextoEsElOriginal() {
        let resultado = esquema([])
        #expect(resultado.texto == Self.codigo)
        #expect(resultado.lineaOriginal == [1, 2, 3, 4])
    }

    @Test func unCuerpoRepetidoEnVariasLineasNoDescuentaLasLineasDelOriginal() throws {
        let codigo = "func reintentar() {\n    a()\n}\nlet x = 1\n"
        let operador = try Self.operador("d", en: "cuerpo", nombre: "reintentar", hacer: "repetir")
        let sitios = BuscadorDeSitios.sitios(de: operador, en: TroceadorSwift.piezas(de: codigo), regiones: [1...4])
        let resultado = Esquematizador.esquematizar(codigo, mutantes: [(7, operador, sitios)])

        #expect(resultado.texto == "func reintentar() { if EsquemaDeMutantes.es(7) {\n    a()\n};\n    a()\n}\nlet x = 1\n")
        #expect(resultado.lineaOriginal == [1, 1, 1, 2, 3, 4, 5], "«let x» está en la línea 6 de la copia y en la 4 del original")
        #expect(resultado.colocados.first?.lineas == [1, 2, 3])
    }

    @Test func elInterruptorEsSiempreElMismoYLeeElNumeroDelFicheroDeMARCADOR_MUTANTE() {
        let fuente = Esquematizador.fuenteDelInterruptor()

        #expect(fuente == Esquematizador.fuenteDelInterruptor(), "Un interruptor que cambia de una medición a otra recompila los módulos con mutantes")
        #expect(fuente.contains("nonisolated enum EsquemaDeMutantes"))
        #expect(fuente.contains(#"ProcessInfo.processInfo.environment["MARCADOR_MUTANTE"]"#), "La ruta del fichero, la misma en Linux y en macOS")
        #expect(fuente.contains("String(contentsOfFile: ruta, encoding: .utf8)"))
    }
}
