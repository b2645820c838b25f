import Foundation
import Synchronization
import Testing
@testable import HerramientaEjecucion

@Suite("Cómo va una compilación")
struct AvanceDeCompilacionTests {
    /// Lo que cuenta un avance, guardado.
    final class Lineas: Sendable {
        private let guardadas = Mutex<[String]>([])
        var todas: [String] { guardadas.withLock { $0 } }
        func anadir(_ linea: String) { guardadas.withLock { $0.append(linea) } }
    }

    private let salida = """
        Building for debugging...
        [0/42] Write sources
        [19/54] Emitting module Torneo
        [25/62] Compiling Torneo Lado.swift
        [26/62] Compiling Torneo Marcador.swift
        [29/66] Compiling CoreNetwork DTOsDelServidor.swift
        [139/146] Compiling marcador_pruebas main.swift
        [150/151] Linking marcador-pruebas
        Build complete! (14.70s)

        """

    @Test func cuentaCadaModuloQueEmpiezaUnaVezConLaCuentaDePasos() {
        let lineas = Lineas()
        let avance = AvanceDeCompilacion(espera: .zero) { lineas.anadir($0) }

        for linea in salida.split(separator: "\n", omittingEmptySubsequences: false) { avance.leer(Data((linea + "\n").utf8)) }

        #expect(lineas.todas == [
            "  compilando Torneo… (19 de 54)",
            "  compilando CoreNetwork… (29 de 66)",
            "  compilando el ejecutable de las pruebas… (139 de 146)",
        ])
    }

    @Test func unaLineaPartidaEnDosTrozosSeLeeEntera() {
        let lineas = Lineas()
        let avance = AvanceDeCompilacion(espera: .zero) { lineas.anadir($0) }

        avance.leer(Data("[29/66] Compiling Core".utf8))
        avance.leer(Data("Network DTOsDelServidor.swift\n".utf8))

        #expect(lineas.todas == ["  compilando CoreNetwork… (29 de 66)"])
    }

    @Test func unaCompilacionQueAcabaAntesDeLaEsperaNoDiceNada() {
        let lineas = Lineas()
        let avance = AvanceDeCompilacion(espera: .seconds(3600)) { lineas.anadir($0) }

        avance.leer(Data(salida.utf8))

        #expect(lineas.todas.isEmpty, "la compilación de una edición, de un segundo, no llena la pantalla")
    }

    @Test(arguments: ["Build complete! (1.2s)", "[0/42] Write sources", "warning: algo", "[3/9]", "Compiling Torneo Lado.swift"])
    func loQueNoEsElEmpiezoDeUnModuloNoCuenta(_ linea: String) {
        #expect(AvanceDeCompilacion.modulo(en: linea) == nil)
    }
}
