import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaEjecucion

/// Los registros de Muestras/ son de `swift build --build-tests` sobre una copia del kit en
/// /ruta/del/kit: uno con dos errores en Exercises/Arbitros/UI/ArbitrosViewModel.swift, otro en el
/// que ese fichero compila pero cambia el nombre de cargar(), así que fallan las pruebas del paso, y
/// otro con la tanda 2 de PartidoViewModel pegada con una «}» de más al final.
@Suite("Errores del compilador para quien aprende")
struct ErroresDelCompiladorTests {
    @Test func soloLasLineasDeErrorConLaRutaRelativaYSinElCodigoCitado() throws {
        let errores = try Muestras.errores("compilacion-con-error")
        #expect(errores.resumen == [
            "Exercises/Arbitros/UI/ArbitrosViewModel.swift:30:20: error: type 'ArbitrosUiState' has no member 'cargandoo'",
            "Exercises/Arbitros/UI/ArbitrosViewModel.swift:31:22: error: cannot convert value of type 'String' to specified type 'Int'",
        ])
        #expect(errores.ficherosDeEjercicios == ["Arbitros/UI/ArbitrosViewModel.swift"])
    }

    @Test func siNoHayErroresEnExercisesSeEnsenanLosDeLasPruebasConElMismoMensajeUnaVez() throws {
        let errores = try Muestras.errores("compilacion-pruebas-rotas")
        #expect(errores.ficherosDeEjercicios.isEmpty)
        #expect(errores.resumen == [
            "Tests/Arbitros/UI/ArbitrosViewModelEstadosTests.swift:20:25: error: value of type 'ArbitrosViewModel' has no member 'cargar' (y 9 veces más)",
        ])
    }

    @Test func unaLlaveDeMasAlPegarUnBloqueDiceQueHacerAntesQueLosErroresQueArrastra() throws {
        let errores = try Muestras.errores("compilacion-llave-de-mas")

        #expect(errores.resumen == ["Exercises/Marcador/UI/PartidoViewModel.swift:122:1: error: extraneous '}' at top level"])
        #expect(errores.consejos == [
            "→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).",
            "  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.",
        ])
    }

    @Test func sinLlavesDeMasNiDeMenosNoHayConsejo() throws {
        #expect(try Muestras.errores("compilacion-con-error").consejos.isEmpty)
        let sinCerrar = ErroresDelCompilador(lineas: ["/k/Exercises/E.swift:9:2: error: expected '}' in class"], raiz: "/k")
        #expect(sinCerrar.consejos.first?.hasPrefix("→ Falta una «}»") == true)
    }

    @Test func losDeExercisesVanSolosSinRepetirYComoMuchoElMaximo() {
        let otros = (1...3).map { "/k/Tests/T.swift:\($0):1: error: otro" }
        let propios = (1...10).map { "/k/Exercises/E.swift:\($0):1: error: fallo \($0)" }
        let errores = ErroresDelCompilador(lineas: otros + propios + propios, raiz: "/k")

        #expect(errores.resumen.count == ErroresDelCompilador.maximo + 1)
        #expect(errores.resumen.first == "Exercises/E.swift:1:1: error: fallo 1")
        #expect(errores.resumen.last == "… y 2 errores más")
    }

    /// El ensayo del aprendiz: lo tecleado tal cual de la lección no compila por tres motivos que el
    /// compilador señala en otro sitio. Cada uno trae su consejo.
    @Test func unaDeclaracionSinPackageSeNombraConSuFicheroYSuLinea() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Core/Configuracion.swift", "import Foundation\n\n// MARK: EJERCICIO x/1\nstruct Configuracion {\n}\n")
        let errores = ErroresDelCompilador(
            lineas: [arena.raiz.path + "/Exercises/Marcador/UI/PartidoViewModel.swift:37:28: error: cannot find 'Configuracion' in scope"],
            raiz: arena.raiz.path)

        #expect(errores.consejos == [
            "→ Configuracion está en Exercises/Core/Configuracion.swift:4 sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro",
            "  lleva «package» delante (la lección es un solo módulo y no lo lleva). Escribe «package» antes de su declaración.",
        ])
    }

    @Test func conPackageNoHayConsejoDePackage() throws {
        let arena = try Arena()
        try arena.escribir("Exercises/Core/Configuracion.swift", "package struct Configuracion {\n}\n")
        let errores = ErroresDelCompilador(
            lineas: [arena.raiz.path + "/Exercises/Marcador/UI/PartidoViewModel.swift:37:28: error: cannot find 'Configuracion' in scope"],
            raiz: arena.raiz.path)

        #expect(errores.consejos.isEmpty)
    }

    @Test(arguments: [
        ("Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift:4:18: error: no such module 'MarcadorApp'", "→ En el kit no hay un módulo MarcadorApp"),
        ("Exercises/Marcador/UI/PartidoViewModel.swift:108:9: error: invalid redeclaration of 'uiState'", "→ Algo está declarado dos veces"),
    ])
    func loTecleadoTalCualDeLaLeccionTraeSuConsejo(error: String, consejo: String) {
        let errores = ErroresDelCompilador(lineas: ["/k/" + error], raiz: "/k")

        #expect(errores.consejos.first?.hasPrefix(consejo) == true, "\(errores.consejos)")
    }
}
