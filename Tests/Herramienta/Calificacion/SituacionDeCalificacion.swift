import Foundation
import Testing
@testable import HerramientaPublicacion
@testable import HerramientaCalificacion

/// Las seis situaciones en las que `calificar` escribe informes, con sus InformeDeCalificacion hechos a mano
/// sobre el catálogo de juguete de CalificacionTests (pasos l/1, l/2, l/3 y l/5).
enum SituacionDeCalificacion: String, CaseIterable, CustomTestStringConvertible {
    case resuelto, esqueletos, errorDeCompilacion, crash, cuelgue, kitCambiado

    var testDescription: String { rawValue }

    /// Un valor que falla de un mega, con colores de terminal y caracteres de control.
    static let valorEnorme = "\u{1B}[31mvalor\u{1B}[0m\u{0}\u{7}\r\n" + String(repeating: "x", count: 1_000_000)

    func informe() throws -> InformeDeCalificacion {
        let catalogo = try CalificacionTests.calificacion().catalogo
        let fecha = Date(timeIntervalSince1970: 1_795_958_358)
        func paso(_ numero: Int, _ titulo: String, _ estado: EstadoDeCalificacion, _ mensaje: String?,
                  _ pruebas: [ResultadoDePaso.Prueba]) -> ResultadoDePaso {
            ResultadoDePaso(paso: "l/\(numero)", titulo: titulo, leccion: "l", indice: numero, estado: estado, mensaje: mensaje,
                            ordenDePruebas: "swift test --filter 'LibTests'", pruebas: pruebas)
        }
        func pasa(_ id: String) -> ResultadoDePaso.Prueba {
            .init(id: id, pasa: true, mensaje: nil, segundos: 0.0124, codigo: "#expect(doble(2) == 4)")
        }
        func falla(_ id: String, _ mensaje: String) -> ResultadoDePaso.Prueba {
            .init(id: id, pasa: false, mensaje: mensaje, segundos: 1.5, codigo: "#expect(doble(2) == 4)")
        }
        let resueltos = [
            paso(1, "Doble", .pasa, nil, [pasa("LibTests.DobleTests/a()"), pasa("LibTests.DobleTests/b()")]),
            paso(2, "Crash", .pasa, nil, [pasa("LibTests.CrashTests/c()")]),
            paso(3, "Otra", .pasa, nil, [pasa("LibTests.OtraSuite/d()")]),
            paso(5, "Red", .pasa, nil, [pasa("RedTests.RedTests/e()")]),
        ]
        switch self {
        case .resuelto:
            return InformeDeCalificacion(catalogo: catalogo, pasos: resueltos, cambios: [], error: nil, fecha: fecha)
        case .esqueletos:
            return InformeDeCalificacion(catalogo: catalogo, pasos: [
                paso(1, "Doble", .falla, "fallan 2 de 2 pruebas", [falla("LibTests.DobleTests/a()", "Expectation failed: " + Self.valorEnorme),
                                                                   falla("LibTests.DobleTests/b()", "«<&>» \"no\"")]),
                paso(2, "Crash", .falla, "falla 1 de 1 prueba", [falla("LibTests.CrashTests/c()", "Expectation failed")]),
                paso(3, "Otra", .falla, "falla 1 de 1 prueba", [falla("LibTests.OtraSuite/d()", "Expectation failed")]),
                paso(5, "Red", .falla, "falla 1 de 1 prueba", [falla("RedTests.RedTests/e()", "Expectation failed")]),
            ], cambios: [], error: nil, fecha: fecha)
        case .errorDeCompilacion:
            return InformeDeCalificacion(catalogo: catalogo, pasos: [], cambios: [],
                                         error: "Tests/Lib/DobleTests.swift:1:1: error: \u{1B}[1mno compila\u{1B}[0m\u{8}", fecha: fecha)
        case .crash:
            return InformeDeCalificacion(catalogo: catalogo, pasos: [
                resueltos[0],
                paso(2, "Crash", .revienta, "sus pruebas se interrumpieron: un crash",
                     [pasa("LibTests.CrashTests/c()"), .init(id: "LibTests.CrashTests/revienta()", pasa: false, mensaje: "no terminó")]),
                paso(3, "Otra", .noCompila, "App no compila:\n/k/Exercises/App/Otra.swift:2:1: error: <roto>", []),
                paso(5, "Red", .noSePuedeComprobar, "depende de App, que no compila", []),
            ], cambios: [], error: nil, fecha: fecha)
        case .cuelgue:
            return InformeDeCalificacion(catalogo: catalogo, pasos: [
                resueltos[0],
                paso(2, "Crash", .seCuelga, "sus pruebas pasaron del límite de tiempo",
                     [.init(id: "LibTests.CrashTests/seCuelga()", pasa: false, mensaje: "no terminó")]),
            ] + resueltos[2...], cambios: [], error: nil, fecha: fecha)
        case .kitCambiado:
            return InformeDeCalificacion(catalogo: catalogo, pasos: resueltos, cambios: [
                CambioDelKit(ruta: "Tests/Lib/DobleTests.swift", tipo: .cambiado),
                CambioDelKit(ruta: "Tests/Lib/\u{1}raro.swift", tipo: .anadido),
            ], error: nil, manipulaciones: [Manipulacion(paso: nil, motivos: ["declara pruebas que el kit no tiene: LibTests.DobleTests/gratis()"])],
                fecha: fecha)
        }
    }
}
