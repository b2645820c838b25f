import Foundation
import Testing
@testable import MarcadorHerramientas

/// Lo que `comprobar` dice de unas pruebas de quien aprende y la nota que les pone `calificar`, a partir de
/// mediciones fabricadas con los mutantes de verdad de red-en-marcador/6.
@Suite("Lo que se dice y la nota de unas pruebas medidas con fallos sembrados")
struct InformeDeMutantesTests {
    private let catalogo: Catalogo
    private let mutantes: CatalogoDeMutantes
    private let paso: Paso
    private let medidos: [MutanteMedido]    // los 10 de red-en-marcador/6, todos cazados por el kit

    init() throws {
        catalogo = try Catalogo.cargar(raiz: CatalogoDelKitTests.raiz)
        mutantes = try CatalogoDeMutantes.cargar(raiz: CatalogoDelKitTests.raiz, catalogo: catalogo)
        paso = try #require(catalogo.paso("red-en-marcador/6"))
        medidos = try #require(mutantes.de("red-en-marcador/6")).mutantes.enumerated().map { indice, operador in
            MutanteMedido(mutante: Mutante(numero: indice + 1, operador: operador, modulo: "ArbitrosUI"), loCazaElKit: true, loCazanTusPruebas: true)
        }
    }

    /// Los medidos, con los de esos ids sin cazar por las pruebas de quien aprende.
    private func medidos(sinCazar ids: Set<String>) -> [MutanteMedido] {
        medidos.map { MutanteMedido(mutante: $0.mutante, loCazaElKit: true, loCazanTusPruebas: !ids.contains($0.mutante.operador.id)) }
    }

    private func informe(_ medicion: MedicionDePruebas) -> InformeDeMutantes {
        InformeDeMutantes(raiz: CatalogoDelKitTests.raiz, catalogo: catalogo, mutantes: mutantes, pasos: [paso], medicion: MedicionDeMutantes(pasos: [paso.id: medicion]))
    }

    private func nota(_ medicion: MedicionDePruebas) -> ResultadoDePaso {
        let base = ResultadoDePaso(paso: paso.id, titulo: paso.titulo, leccion: "red-en-marcador", indice: 11, estado: .pasa,
                                   mensaje: nil, ordenDePruebas: paso.ordenDePruebas, pruebas: [])
        return ResultadoDePaso(base, medicion: medicion, codigoDe: "red-en-marcador/3", errores: [])
    }

    @Test func conTodosCazadosElPasoEstaHechoYValeUnPunto() {
        let medicion = MedicionDePruebas.medida(pruebas: 2, mutantes: medidos)

        #expect(informe(medicion).lineas(ConsolaDePrueba().consola) == [
            "✓ red-en-marcador/6 · Paso 6 · Las pruebas: tus 2 pruebas pasan con código correcto y notan los 10 fallos sembrados en tu código de red-en-marcador/3",
        ])
        #expect(informe(medicion).estados == ["red-en-marcador/6": .hecho])
        #expect(nota(medicion).estado == .pasa)
        #expect(nota(medicion).puntos == 1)
    }

    @Test func cadaFalloQueNoNotanSeNombraComoPistaConLoQueRompe() {
        let medicion = MedicionDePruebas.medida(pruebas: 1, mutantes: medidos(sinCazar: ["no-reintenta", "otro-texto-de-error"]))
        let lineas = informe(medicion).lineas(ConsolaDePrueba().consola)

        #expect(lineas.first == "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas notan 8 de 10 fallos sembrados en tu código de red-en-marcador/3")
        #expect(Array(lineas.suffix(4)) == [
            "  ✗ Tus pruebas no notan un ViewModel que, sin red, enseña otro texto que «No hay conexión»",
            "      rompe: si el repositorio falla, el estado es .error(\"No hay conexión\"), con ese texto exacto",
            "  ✗ Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar",
            "      rompe: el botón «Reintentar» vuelve a pedir la lista: reintentar() llama otra vez a cargar()",
        ])
        #expect(informe(medicion).estados == ["red-en-marcador/6": .pendiente])
        let nota = nota(medicion)
        #expect(nota.estado == .falla)
        #expect(nota.puntos == 0.8)
        #expect(nota.mensaje == "tus pruebas notan 8 de 10 fallos sembrados")
        #expect(nota.pruebas.filter { !$0.pasa }.map(\.mensaje) == [
            "Tus pruebas no notan un ViewModel que, sin red, enseña otro texto que «No hay conexión». Rompe: si el repositorio falla, el estado es .error(\"No hay conexión\"), con ese texto exacto",
            "Tus pruebas no notan un ViewModel que no vuelve a pedir al reintentar. Rompe: el botón «Reintentar» vuelve a pedir la lista: reintentar() llama otra vez a cargar()",
        ])
        #expect(nota.pruebas.allSatisfy { $0.codigo?.hasSuffix("Repítelo: swift run marcador comprobar red-en-marcador/6") == true },
                "El test_code de un fallo sembrado dice qué se mide (las pruebas de quien aprende) y cómo repetirlo")
        #expect(nota.pruebas.first?.codigo?.hasPrefix("// Tus pruebas de red-en-marcador/6, con este fallo sembrado en el código de ") == true)
    }

    @Test func losMutantesQueElKitNoCazaNoCuentan() {
        var medidos = medidos(sinCazar: ["reintenta-dos-veces"])
        medidos[9] = MutanteMedido(mutante: medidos[9].mutante, loCazaElKit: false, loCazanTusPruebas: false)

        #expect(nota(.medida(pruebas: 2, mutantes: medidos)).puntos == 1)
        #expect(nota(.medida(pruebas: 2, mutantes: medidos)).pruebas.count == 9)
    }

    @Test func unFicheroSinPruebasNoNotaNingunoYValeCero() {
        let medicion = MedicionDePruebas.medida(pruebas: 0, mutantes: medidos(sinCazar: Set(medidos.map(\.mutante.operador.id))))
        let lineas = informe(medicion).lineas(ConsolaDePrueba().consola)

        #expect(lineas.first == "✗ red-en-marcador/6 · Paso 6 · Las pruebas: aún no hay ninguna prueba tuya, así que no notan ninguno de los 10 fallos sembrados")
        #expect(lineas.count == 1 + 2 * 10)
        #expect(nota(medicion).puntos == 0)
        #expect(nota(medicion).mensaje == "no hay ninguna prueba tuya: no notan ninguno de los 10 fallos sembrados")
    }

    @Test func unasPruebasQueFallanConCodigoCorrectoNoSeMidenYValenCero() {
        var ejecucion = EjecucionDePruebas()
        ejecucion.estados = [
            "PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()": .falla(["Expectation failed: (viewModel.uiState → .cargando) == .exito([])"]),
            "PruebasRedEnMarcador.ArbitrosViewModelTests/sinRedSaleElErrorYReintentarVuelveACargar()": .pasa,
        ]
        ejecucion.fallos["PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()"] = [FalloDePrueba(
            expectativa: "Expectation failed: (viewModel.uiState → .cargando) == .exito([])", comentarios: [],
            fichero: "PruebasRedEnMarcador/ArbitrosViewModelTests.swift", linea: 14)]
        ejecucion.terminada = true
        let lineas = informe(.fallanConCodigoCorrecto(ejecucion)).lineas(ConsolaDePrueba().consola)

        #expect(lineas == [
            "✗ red-en-marcador/6 · Paso 6 · Las pruebas: tus pruebas fallan con código correcto (tu código de red-en-marcador/3, que pasa las pruebas del kit)",
            "  ✗ ArbitrosViewModelTests/pasaDeCargandoAExito()",
            "      mira Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:14",
            "        no se cumple: (viewModel.uiState → .cargando) == .exito([])",
            "  Hasta que pasen con código correcto, no se miden con los fallos sembrados.",
        ])
        let nota = nota(.fallanConCodigoCorrecto(ejecucion))
        #expect(nota.puntos == 0)
        #expect(nota.mensaje?.hasPrefix("tus pruebas fallan con código correcto") == true)
        #expect(nota.pruebas.map(\.mensaje) == ["tus pruebas fallan con código correcto: Expectation failed: (viewModel.uiState → .cargando) == .exito([])"])
    }

    @Test func unasPruebasQueNoCompilanEnsenanAlCompiladorYValenCero() {
        let error = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:23:45: error: cannot convert value of type 'Arbitro' to expected argument type '[Arbitro]'"

        #expect(informe(.noCompila([error])).lineas(ConsolaDePrueba().consola) == [
            "⚠ red-en-marcador/6 · Paso 6 · Las pruebas: no compila. Lo que dice el compilador de tus pruebas:",
            "  " + error,
        ])
        #expect(informe(.noCompila([error])).estados == ["red-en-marcador/6": .noCompila])
        #expect(nota(.noCompila([error])).estado == .noCompila)
        #expect(nota(.noCompila([error])).mensaje == error)
        #expect(nota(.noCompila([error])).puntos == 0)
    }

    @Test func sinElCodigoQueProbarHechoNoSePuedeMedir() {
        #expect(informe(.sinCodigoCorrecto(paso: "red-en-marcador/3")).lineas(ConsolaDePrueba().consola) == [
            "✗ red-en-marcador/6 · Paso 6 · Las pruebas: antes, termina red-en-marcador/3 (swift run marcador comprobar red-en-marcador/3). "
                + "Tus pruebas se miden contra tu propio código de red-en-marcador/3, y aún no pasa las pruebas del kit.",
        ])
        #expect(nota(.sinCodigoCorrecto(paso: "red-en-marcador/3")).estado == .noSePuedeComprobar)
        #expect(nota(.sinCodigoCorrecto(paso: "red-en-marcador/3")).puntos == 0)
    }
}
