import Foundation
import Testing
@testable import MarcadorHerramientas

@Suite("Línea de órdenes")
struct ArgumentosTests {
    @Test(arguments: [
        (["generar"], Orden.generar(comprobar: false, forzar: false), nil),
        (["generar", "--comprobar"], .generar(comprobar: true, forzar: false), nil),
        (["--raiz", "kit", "generar", "--forzar"], .generar(comprobar: false, forzar: true), "kit"),
        (["reiniciar", "a/1"], .reiniciar(paso: "a/1", sinPreguntar: false), nil),
        (["reiniciar", "--si", "a/1", "--raiz", "/x"], .reiniciar(paso: "a/1", sinPreguntar: true), "/x"),
        (["pista", "a/2.1"], .pista(paso: "a/2.1"), nil),
        (["verificar"], .verificar(limite: 600), nil),
        (["verificar", "--tiempo", "90"], .verificar(limite: 90), nil),
        ([], .lista, nil),
        (["--raiz", "kit"], .lista, "kit"),
        (["lista"], .lista, nil),
        (["comprobar"], .comprobar(objetivo: nil), nil),
        (["comprobar", "red-en-marcador"], .comprobar(objetivo: "red-en-marcador"), nil),
        (["comprobar", "red-en-marcador/3"], .comprobar(objetivo: "red-en-marcador/3"), nil),
        (["vigilar"], .vigilar, nil),
        (["resolver", "red-en-marcador", "--si"], .resolver(objetivo: "red-en-marcador", sinPreguntar: true), nil),
        (["diferencias"], .diferencias(objetivo: nil, resumen: false), nil),
        (["diferencias", "--resumen", "red-en-marcador/2"], .diferencias(objetivo: "red-en-marcador/2", resumen: true), nil),
        (["pista", "--ayuda"], .ayuda, nil),
        (["-h"], .ayuda, nil),
    ] as [([String], Orden, String?)])
    func leeCadaOrdenConSusOpciones(_ argumentos: [String], _ orden: Orden, _ raiz: String?) throws {
        let leidos = try Argumentos(argumentos)
        #expect(leidos.orden == orden)
        #expect(leidos.raiz == raiz)
    }

    @Test(arguments: [
        (["compruebo"], "No conozco la orden «compruebo»."),
        (["comprobar", "a/1", "a/2"], "A «comprobar» le sobra «a/2»."),
        (["vigilar", "a/1"], "A «vigilar» le sobra «a/1»."),
        (["lista", "--si"], "«lista» no admite la opción --si."),
        (["pista"], "A «pista» le falta el paso, p. ej. red-en-marcador/2."),
        (["pista", "a/1", "a/2"], "A «pista» le sobra «a/2»."),
        (["generar", "--si"], "«generar» no admite la opción --si."),
        (["generar", "--comprobar", "--forzar"], "--comprobar no escribe nada: no tiene sentido con --forzar."),
        (["verificar", "--raiz"], "A --raiz le falta su valor."),
        (["verificar", "--tiempo", "mucho"], "--tiempo va en segundos, p. ej. --tiempo 600."),
        (["verificar", "--tiempo", "0"], "--tiempo va en segundos, p. ej. --tiempo 600."),
        (["pista", "a/1", "--tiempo", "5"], "«pista» no admite la opción --tiempo."),
        (["diferencias", "a/1", "a/2"], "A «diferencias» le sobra «a/2»."),
        (["diferencias", "--si"], "«diferencias» no admite la opción --si."),
    ] as [([String], String)])
    func losArgumentosMalDadosSonUnErrorDeUsoClaro(_ argumentos: [String], _ mensaje: String) {
        #expect(throws: ErrorDeLaHerramienta.uso(mensaje)) { try Argumentos(argumentos) }
    }

    @Test func unErrorDeUsoSaleConDosYEnsenaElUso() throws {
        let arena = try Arena()
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["generar", "--rapido"], directorio: arena.raiz, consola: consola.consola)

        #expect(codigo == 2)
        #expect(consola.errores.first == "«generar» no admite la opción --rapido.")
        #expect(consola.errores.last == "\n" + Argumentos.uso)
        #expect(consola.salida.isEmpty)
    }

    @Test func laAyudaSaleConCeroPorLaSalidaNormal() {
        let consola = ConsolaDePrueba()

        let codigo = Herramienta.ejecutar(["--ayuda"], directorio: URL(fileURLWithPath: "/"), consola: consola.consola)

        #expect(codigo == 0)
        #expect(consola.salida == [Argumentos.uso])
    }

    @Test func losColoresSoloSeUsanSiSePiden() {
        let conColores = Consola(colores: true, escribir: { _ in }, avisar: { _ in }, leerLinea: { nil })
        let sinColores = Consola(colores: false, escribir: { _ in }, avisar: { _ in }, leerLinea: { nil })
        #expect(conColores.verde("✓") == "\u{1B}[32m✓\u{1B}[0m")
        #expect(sinColores.verde("✓") == "✓")
    }
}
