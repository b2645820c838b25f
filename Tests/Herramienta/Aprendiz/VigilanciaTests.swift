import Foundation
import Testing
@testable import HerramientaAprendiz

@Suite("vigilar: cuándo toca comprobar")
struct VigilanciaTests {
    private let antes = Date(timeIntervalSince1970: 1_000)
    private let despues = Date(timeIntervalSince1970: 2_000)

    @Test func alEmpezarTocaComprobar() {
        #expect(Vigilancia(instantanea: ["A.swift": antes]).tocaComprobar)
    }

    @Test func trasUnFalloEsperaHastaQueCambieUnFichero() {
        var vigilancia = Vigilancia(instantanea: ["A.swift": antes])
        vigilancia.comprobado(pasa: false)

        vigilancia.mirar(["A.swift": antes])
        #expect(!vigilancia.tocaComprobar)

        vigilancia.mirar(["A.swift": despues])
        #expect(vigilancia.tocaComprobar)
    }

    @Test(arguments: [
        ["A.swift": Date(timeIntervalSince1970: 1_000), "B.swift": Date(timeIntervalSince1970: 1_000)],  // uno nuevo
        [:],                                                                                                   // uno borrado
    ])
    func unFicheroNuevoOBorradoTambienEsUnCambio(_ nueva: [String: Date]) {
        var vigilancia = Vigilancia(instantanea: ["A.swift": antes])
        vigilancia.comprobado(pasa: false)

        vigilancia.mirar(nueva)

        #expect(vigilancia.tocaComprobar)
    }

    @Test func trasUnPasoQuePasaSeCompruebaElSiguienteSinEsperar() {
        var vigilancia = Vigilancia(instantanea: ["A.swift": antes])
        vigilancia.comprobado(pasa: true)

        vigilancia.mirar(["A.swift": antes])

        #expect(vigilancia.tocaComprobar)
    }

    @Test func unCambioSeCuentaUnaSolaVez() {
        var vigilancia = Vigilancia(instantanea: ["A.swift": antes])
        vigilancia.mirar(["A.swift": despues])
        vigilancia.comprobado(pasa: false)

        vigilancia.mirar(["A.swift": despues])

        #expect(!vigilancia.tocaComprobar)
    }
}
