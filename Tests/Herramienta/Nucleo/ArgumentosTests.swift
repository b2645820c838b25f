import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo

/// La lectura de la línea de órdenes, con dos órdenes de juguete: solo existe lo que trae el ejecutable.
@Suite("Línea de órdenes")
struct ArgumentosTests {
    struct Saludar: Orden, Equatable {
        let quien: String?
        func ejecutar(en contexto: ContextoDeLaOrden) -> Int32 {
            contexto.consola.escribir("hola, \(quien ?? "nadie")")
            return 0
        }
    }

    let ordenes = [
        DefinicionDeOrden("lista", ayuda: "  lista                        la tabla") { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo([], posicionales: 0)
            return Saludar(quien: nil)
        },
        DefinicionDeOrden("saludar", ayuda: "  saludar [quién] [--tiempo S] saluda", opciones: ["--tiempo"]) { argumentos throws(ErrorDeLaHerramienta) in
            _ = try argumentos.segundos(porDefecto: 5)
            return Saludar(quien: try argumentos.objetivo(banderas: ["--fuerte"]))
        },
    ]

    @Test(arguments: [
        ([], Saludar(quien: nil), nil),
        (["--raiz", "kit"], Saludar(quien: nil), "kit"),
        (["saludar", "ana", "--raiz", "/x"], Saludar(quien: "ana"), "/x"),
        (["saludar", "--fuerte", "--tiempo", "3", "ana"], Saludar(quien: "ana"), nil),
    ] as [([String], Saludar, String?)])
    func sinOrdenEsLaListaYLasOpcionesVanEnCualquierSitio(_ argumentos: [String], _ orden: Saludar, _ raiz: String?) throws {
        let leidos = try Argumentos(argumentos, ordenes: ordenes)
        #expect(leidos.orden as? Saludar == orden)
        #expect(leidos.raiz == raiz)
    }

    @Test(arguments: [
        (["compruebo"], "No conozco la orden «compruebo»."),
        (["calificar"], "No conozco la orden «calificar»."),
        (["lista", "--si"], "«lista» no admite la opción --si."),
        (["lista", "--tiempo", "5"], "«lista» no admite la opción --tiempo."),
        (["saludar", "ana", "luis"], "A «saludar» le sobra «luis»."),
        (["saludar", "--raiz"], "A --raiz le falta su valor."),
        (["saludar", "--tiempo", "mucho"], "--tiempo va en segundos, p. ej. --tiempo 5."),
        (["saludar", "--tiempo", "0"], "--tiempo va en segundos, p. ej. --tiempo 5."),
    ] as [([String], String)])
    func losArgumentosMalDadosSonUnErrorDeUsoClaro(_ argumentos: [String], _ mensaje: String) {
        #expect(throws: ErrorDeLaHerramienta.uso(mensaje)) { try Argumentos(argumentos, ordenes: ordenes) }
    }

    @Test func unaOrdenQueNoTraeElEjecutableSaleConDosYEnsenaLasQueHay() {
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["calificar"], ordenes: ordenes, directorio: URL(fileURLWithPath: "/"), consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores.first == "No conozco la orden «calificar».")
        #expect(consola.errores.last == "\n" + Argumentos.uso(ordenes))
        #expect(Argumentos.uso(ordenes).contains("  saludar [quién] [--tiempo S] saluda"))
        #expect(!Argumentos.uso(ordenes).contains("calificar"), "el uso solo nombra las órdenes que trae el ejecutable")
        #expect(consola.salida.isEmpty)
    }

    @Test(arguments: [["saludar", "--ayuda"], ["--help"], ["-h"], ["ayuda"], ["lista", "--help", "--raiz", "kit"]])
    func laAyudaSaleConCeroPorLaSalidaNormal(_ argumentos: [String]) {
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(argumentos, ordenes: ordenes, directorio: URL(fileURLWithPath: "/"), consola: consola.consola)

        #expect(codigo == 0, "\(argumentos) pide el uso: sale con 0, no con 2 como una orden que no existe")
        #expect(consola.salida == [Argumentos.uso(ordenes)], "\(argumentos): el uso, por la salida normal")
        #expect(consola.errores.isEmpty, "\(argumentos): ni «No conozco la orden» ni nada por la salida de errores")
    }

    @Test func losColoresSoloSeUsanSiSePiden() {
        let conColores = Consola(colores: true, escribir: { _ in }, avisar: { _ in }, leerLinea: { nil })
        let sinColores = Consola(colores: false, escribir: { _ in }, avisar: { _ in }, leerLinea: { nil })
        #expect(conColores.verde("✓") == "\u{1B}[32m✓\u{1B}[0m")
        #expect(sinColores.verde("✓") == "✓")
    }
}
