import Testing
@testable import HerramientaNucleo

/// Un solo mecanismo para el singular y el plural de todos los mensajes de la herramienta.
@Suite("Singular y plural según el número")
struct PluralTests {
    @Test(arguments: [(0, "0 ficheros"), (1, "1 fichero"), (2, "2 ficheros")])
    func elNumeroConSuNombreEnSingularSoloConUno(cuantos: Int, esperado: String) {
        #expect("\(cuantos, "fichero")" == esperado, "Con 1, «1 fichero»; con 0 y con más, en plural")
    }

    @Test func unPluralIrregularSeDaEscrito() {
        #expect("\(1, "error", "errores") y \(3, "región", "regiones")" == "1 error y 3 regiones")
    }

    @Test func laPalabraQueConcuerdaVaSinElNumero() {
        #expect("\(concuerda: 1, "falta", "faltan") 1 de 11" == "falta 1 de 11", "«faltan 1 de 11» no concuerda")
        #expect("\(concuerda: 2, "falta", "faltan") 2 de 11" == "faltan 2 de 11")
    }

    @Test func ningunoDeUnoSoloEsElUnico() {
        #expect("no notan \(ningunoDe: 1, "fallo sembrado", "fallos sembrados")" == "no notan el único fallo sembrado",
                "«ninguno de los 1» no se dice: con uno solo, «el único»")
        #expect("no notan \(ningunoDe: 10, "fallo sembrado", "fallos sembrados")" == "no notan ninguno de los 10 fallos sembrados")
    }
}
