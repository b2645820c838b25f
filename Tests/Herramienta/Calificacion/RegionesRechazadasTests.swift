import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

/// Una región rechazada (VocabularioProhibido) no da nota: su paso sale con 0, y cada uso se nombra, con su
/// fichero, su línea y lo que usa, en `manipulaciones`, en JUnit, en la salida de calificar y, por
/// results.json, en `clase`.
@Suite("Las regiones rechazadas en los informes")
struct RegionesRechazadasTests {
    private static let rechazada = RegionRechazada(
        fichero: "Exercises/Lib/Doble.swift", paso: "l/1", orden: 0,
        usos: [UsoProhibido(texto: "TestTrait", linea: 7, motivo: "cambia cómo se ejecutan las pruebas"),
               UsoProhibido(texto: "dup2", linea: 8, motivo: "toca descriptores de fichero")])
    private static let nombrada = "l/1: Exercises/Lib/Doble.swift:7: «TestTrait» (cambia cómo se ejecutan las pruebas); "
        + "Exercises/Lib/Doble.swift:8: «dup2» (toca descriptores de fichero)"

    @Test func elPasoDeUnaRegionRechazadaSacaCeroAunqueSusPruebasPasenYSeNombraEnManipulaciones() throws {
        let informe = try SituacionDeCalificacion.resuelto.informe().rechazando([Self.rechazada])

        let paso = try #require(informe.pasos.first { $0.paso == "l/1" })
        #expect(paso.puntos == 0 && paso.estado == .falla, "Una región rechazada no puede dar nota")
        #expect(informe.pasos.filter { $0.paso != "l/1" }.allSatisfy { $0.puntos == 1 }, "Los demás pasos conservan su nota")
        #expect(informe.manipulaciones.map(\.descripcion) == [Self.nombrada])
        #expect(informe.codigoDeSalida(ci: true) == 1)

        let json = try #require(try JSONSerialization.jsonObject(with: ResultadosExercism(informe: informe).datos()) as? [String: Any])
        #expect(json["manipulaciones"] as? [String] == [Self.nombrada], "«clase» lee las manipulaciones de results.json")
        let xml = JUnit.xml(informe)
        #expect(xml.contains(#"<property name="región rechazada" value="\#(Self.nombrada)"/>"#))
        #expect(try InformesValidos.problemas(json: ResultadosExercism(informe: informe).datos(), junit: Data(xml.utf8)) == [])
        let salida = ConsolaDePrueba()
        TablaDeCalificacion(informe: informe).salida(salida.consola).forEach(salida.consola.escribir)
        #expect(salida.todo.contains("no se compilaron ni dan nota. " + Self.nombrada))
    }
}
