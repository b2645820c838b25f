import Testing
@testable import HerramientaAutoria

@Suite("Tabla de pasos de verificar")
struct TablaDeVerificacionTests {
    @Test func alineaLosNumerosADerechaYExplicaLosPasosSinPruebas() {
        let tabla = TablaDeVerificacion(filas: [
            .init(paso: "leccion-a/1", tipo: .ejercicio, pruebas: 12, fallanConElEsqueleto: 12, pasanConLaSolucion: 12),
            .init(paso: "leccion-a/2.1", tipo: .ejercicio, pruebas: 3, fallanConElEsqueleto: 2, pasanConLaSolucion: 3),
            .init(paso: "leccion-a/4", tipo: .fueraDelKit, pruebas: 0, fallanConElEsqueleto: 0, pasanConLaSolucion: 0),
        ])

        #expect(tabla.lineas == [
            "  paso           pruebas  fallan con el esqueleto  pasan con la solución",
            "  leccion-a/1         12                       12                     12",
            "  leccion-a/2.1        3                        2                      3",
            "  leccion-a/4    fuera del kit (SwiftUI): está en el curso",
        ])
    }
}
