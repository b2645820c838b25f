import ReglasDeArquitectura
import SoporteDePruebas
import Testing
@testable import Core

// El ViewModel y el hilo principal · Paso 1: `nonisolated` delante de Configuracion y el interruptor
// cicloDelCronometro. Solo toca la clave "cicloDelCronometro" (nadie más en el kit la lee).
@Suite("El ViewModel y el hilo principal · Paso 1 · Dos ajustes en Configuracion", .serialized)
@MainActor
struct ConfiguracionTests {
    @Test func configuracionSeDeclaraNonisolated() throws {
        let fuente = try #require(
            try? ArbolDeFuentes.fuente(de: "Core", fichero: "Core/Configuracion.swift"),
            "No puedo leer Core/Configuracion.swift de tu árbol: el paso se escribe en ese fichero, no lo muevas ni le cambies el nombre"
        )
        // Sin comentarios: el «// nonisolated: …» de encima no cuenta.
        let palabras = fuente
            .replacing(#/\/\*(?s:.*?)\*\//#, with: " ")
            .replacing(#/\/\/.*/#, with: " ")
            .split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
        let posicion = palabras.indices.dropLast().first { palabras[$0] == "enum" && palabras[$0 + 1] == "Configuracion" }
        let enumConfiguracion = try #require(posicion, "No encuentro «enum Configuracion» en Core/Configuracion.swift")
        let modificadores = palabras[..<enumConfiguracion].reversed().prefix {
            ["nonisolated", "package", "public", "internal", "fileprivate", "private"].contains($0)
        }
        let esNonisolated = modificadores.contains("nonisolated")

        #expect(
            esNonisolated,
            """
            Escribe nonisolated delante de enum Configuracion. La app es @MainActor por defecto y el init de \
            PartidoViewModel lee Configuracion en sus valores por defecto, que no están aislados: sin nonisolated, \
            Xcode avisa «main actor-isolated static property 'msPorMinuto' can not be referenced from a nonisolated context».
            """
        )
    }

    // iOS guarda `-cicloDelCronometro YES` como el texto "YES"; también vale un Bool de verdad.
    @Test(arguments: ["YES", true] as [any Sendable])
    func cicloDelCronometroEstaApagadoSinLaClaveYSeEnciendeConElla(valor: any Sendable) {
        #expect(
            !Configuracion.cicloDelCronometro,
            "Si nadie lanza la app con -cicloDelCronometro YES, el interruptor está apagado (false)"
        )

        let encendido = AjustesRegistrados.con("cicloDelCronometro", valor) { Configuracion.cicloDelCronometro }

        #expect(
            encendido,
            "Con -cicloDelCronometro \(valor) el interruptor se enciende: léelo con UserDefaults.standard.bool(forKey: \"cicloDelCronometro\") cada vez que se pide (static var con cuerpo; un static let lo lee una sola vez)"
        )
    }

    // msPorMinuto está en la misma región: si se toca al escribir el paso, sin ajuste tiene que seguir
    // en 250 (con `valor >= 0` un ajuste ausente daría 0 ms por minuto) y no depender del interruptor.
    @Test func sinAjustesUnMinutoDura250YEncenderElInterruptorNoLoCambia() {
        // "" es como una clave ausente (integer(forKey:) da 0), y no depende de lo que otra prueba dejó registrado.
        let sinAjuste = AjustesRegistrados.con("msPorMinuto", "") { Configuracion.msPorMinuto }
        #expect(sinAjuste == 250, "Sin -msPorMinuto, un minuto dura 250 ms: integer(forKey:) da 0 y 0 no vale (valor > 0)")

        let (encendido, ms) = AjustesRegistrados.con("msPorMinuto", "") {
            AjustesRegistrados.con("cicloDelCronometro", "YES") { (Configuracion.cicloDelCronometro, Configuracion.msPorMinuto) }
        }

        #expect(encendido, "Con -cicloDelCronometro YES el interruptor se enciende: léelo con UserDefaults.standard.bool(forKey: \"cicloDelCronometro\") cada vez que se pide (static var con cuerpo; un static let lo lee una sola vez)")
        #expect(ms == 250, "El interruptor tiene su propia clave: encenderlo no cambia msPorMinuto, que sin su ajuste sigue en 250")
    }
}
