import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaMutacion
@testable import HerramientaCalificacion

/// La nota que `calificar` pone a unas pruebas de quien aprende, a partir de mediciones fabricadas con los
/// mutantes de verdad de red-en-marcador/6 (lo que dice `comprobar`, en InformeDeMutantesTests).
@Suite("La nota de unas pruebas medidas con fallos sembrados")
struct NotaDeMutantesTests {
    private let verdad: MutantesDeVerdad

    init() throws {
        verdad = try MutantesDeVerdad()
    }

    private func nota(_ medicion: MedicionDePruebas) -> ResultadoDePaso {
        let base = ResultadoDePaso(paso: verdad.paso.id, titulo: verdad.paso.titulo, leccion: "red-en-marcador", indice: 11, estado: .pasa,
                                   mensaje: nil, ordenDePruebas: verdad.paso.ordenDePruebas, pruebas: [])
        return ResultadoDePaso(base, medicion: medicion, codigoDe: "red-en-marcador/3", errores: [])
    }

    @Test func conTodosCazadosElPasoEstaHechoYValeUnPunto() {
        let medicion = MedicionDePruebas.medida(pruebas: 2, mutantes: verdad.medidos)

        #expect(nota(medicion).estado == .pasa)
        #expect(nota(medicion).puntos == 1)
    }

    @Test func cadaFalloQueNoNotanSeNombraComoPistaConLoQueRompe() {
        let medicion = MedicionDePruebas.medida(pruebas: 1, mutantes: verdad.medidos(sinCazar: ["no-reintenta", "otro-texto-de-error"]))

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
        var medidos = verdad.medidos(sinCazar: ["reintenta-dos-veces"])
        medidos[9] = MutanteMedido(mutante: medidos[9].mutante, loCazaElKit: false, loCazanTusPruebas: false)

        #expect(nota(.medida(pruebas: 2, mutantes: medidos)).puntos == 1)
        #expect(nota(.medida(pruebas: 2, mutantes: medidos)).pruebas.count == 9)
    }

    @Test func unFicheroSinPruebasNoNotaNingunoYValeCero() {
        let medicion = MedicionDePruebas.medida(pruebas: 0, mutantes: verdad.medidos(sinCazar: Set(verdad.medidos.map(\.mutante.operador.id))))

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

        let nota = nota(.fallanConCodigoCorrecto(ejecucion))
        #expect(nota.puntos == 0)
        #expect(nota.mensaje?.hasPrefix("tus pruebas fallan con código correcto") == true)
        #expect(nota.pruebas.map(\.mensaje) == ["tus pruebas fallan con código correcto: Expectation failed: (viewModel.uiState → .cargando) == .exito([])"])
    }

    @Test func unasPruebasQueNoDanLoMismoDosVecesConCodigoCorrectoNoSePuedenMedirYValenCero() {
        var ejecucion = EjecucionDePruebas()
        ejecucion.estados["PruebasRedEnMarcador.ArbitrosViewModelTests/pasaDeCargandoAExito()"] = .falla(["da resultados distintos"])

        let nota = nota(.inestables(ejecucion))
        #expect(nota.estado == .falla)
        #expect(nota.puntos == 0)
        #expect(nota.mensaje == "tus pruebas no se pueden medir: con el mismo código correcto (el de red-en-marcador/3) no dan lo mismo dos veces")
        #expect(nota.pruebas.map(\.mensaje) == ["no se puede medir: da resultados distintos en dos ejecuciones con el mismo código correcto"])
    }

    @Test func unasPruebasQueNoCompilanEnsenanAlCompiladorYValenCero() {
        let error = "Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:23:45: error: cannot convert value of type 'Arbitro' to expected argument type '[Arbitro]'"

        #expect(nota(.noCompila([error])).estado == .noCompila)
        #expect(nota(.noCompila([error])).mensaje == error)
        #expect(nota(.noCompila([error])).puntos == 0)
    }

    /// Con el código correcto, el proceso de sus pruebas no acabó: revienta o se cuelga, por sus pruebas, no por el código.
    @Test func unasPruebasQueNoTerminanConCodigoCorrectoRevientanOSeCuelganYValenCero() {
        #expect(nota(.noTerminan(cortada: false)).estado == .revienta)
        #expect(nota(.noTerminan(cortada: true)).estado == .seCuelga)
        #expect(nota(.noTerminan(cortada: false)).mensaje == "con el código correcto (el de red-en-marcador/3), la ejecución de tus pruebas "
            + "no terminó: salió antes de acabar o reventó; hasta que terminen, no se miden")
        #expect(nota(.noTerminan(cortada: true)).puntos == 0)
    }

    @Test func sinElCodigoQueProbarHechoNoSePuedeMedir() {
        #expect(nota(.sinCodigoCorrecto(paso: "red-en-marcador/3")).estado == .noSePuedeComprobar)
        #expect(nota(.sinCodigoCorrecto(paso: "red-en-marcador/3")).puntos == 0)
    }
}
