import ApoyoDeLosEjemplos
import EjemploPizzeria
import Testing

@Suite("Salida: el print de los ejemplos")
struct SalidaTests {
    @Test func sinCapturaEscribeEnLaSalidaEstandarLoMismoQueElPrintDeSwift() async {
        // Un proceso hijo, para leer su salida estándar de verdad: la que ve `swift run pizzeria`.
        let resultado = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            EjemploPizzeria.ejecutar()
        }
        let impreso = resultado.map { String(decoding: $0.standardOutputContent, as: UTF8.self) }
        #expect(
            impreso == "comanda: Mesa 4: 2 × margarita (18 €)\npedido n.º 7\nno hay sushi\n",
            "Sin `Salida.capturar`, el `print` de los ejemplos tiene que escribir en la terminal, como el de Swift"
        )
    }

    @Test func separaYTerminaComoElPrintDeSwift() async {
        let salida = await Salida.capturar {
            print("código:", 200)
            print(["Paella", "Flan"], Optional(7) as Any, separator: " | ", terminator: ".\n")
            print()
        }
        #expect(salida == "código: 200\n[\"Paella\", \"Flan\"] | Optional(7).\n\n", "El `print` de los ejemplos tiene que formatear igual que `Swift.print`")
    }

    @Test func cadaPruebaSoloCapturaLoQueImprimeSuPropiaTarea() async {
        async let primera = Salida.capturar { print("primera") }
        async let segunda = Salida.capturar { print("segunda") }
        let (a, b) = await (primera, segunda)
        #expect([a, b] == ["primera\n", "segunda\n"], "Dos capturas a la vez no pueden mezclar lo que imprime cada una")
    }
}
