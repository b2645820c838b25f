import Testing
@testable import HerramientaNucleo
@testable import HerramientaCalificacion
@testable import HerramientaClase

/// Por paso: cuántos lo pasan, cuántos se atascan ahí (su primer paso sin pasar) y las tres pruebas que
/// a más alumnos les fallan.
@Suite("Resumen de una clase")
struct ResumenDeClaseTests {
    static func paso(_ id: String, _ orden: Int, _ estado: EstadoDeCalificacion, fallos: [String] = [],
                     explicacion: String = "arréglalo") -> EntregaDeClase.Paso {
        .init(id: id, titulo: "Título \(id)", orden: orden, estado: estado, puntos: estado == .pasa ? 1 : 0,
              fallos: fallos.map { .init(prueba: $0, mensaje: explicacion) })
    }

    /// ana se atasca en p/2, luis en p/1, eva en p/2 y sara termina.
    static let clase = ResumenDeClase(entregas: [
        EntregaDeClase(alumno: "ana", pasos: [paso("p/1", 1, .pasa), paso("p/2", 2, .falla, fallos: ["t1", "t2", "t3", "t4"]), paso("p/3", 4, .noCompila)],
                       puntos: 1, maximo: 3),
        EntregaDeClase(alumno: "luis", pasos: [paso("p/1", 1, .revienta, fallos: ["c1"], explicacion: "revienta: no terminó"),
                                               paso("p/2", 2, .falla, fallos: ["t2", "t3"], explicacion: "otra"), paso("p/3", 4, .pasa)],
                       puntos: 1, maximo: 3),
        EntregaDeClase(alumno: "eva", pasos: [paso("p/1", 1, .pasa), paso("p/2", 2, .falla, fallos: ["t3", "t4"], explicacion: "otra"),
                                              paso("p/3", 4, .pasa)], puntos: 2, maximo: 3),
        EntregaDeClase(alumno: "sara", pasos: [paso("p/1", 1, .pasa), paso("p/2", 2, .pasa), paso("p/3", 4, .pasa)], puntos: 3, maximo: 3),
    ], problemas: [])

    @Test func cadaPasoDiceCuantosLoPasanYCuantosSeAtascanAhi() {
        let pasos = Self.clase.pasos
        #expect(pasos.map(\.id) == ["p/1", "p/2", "p/3"], "las columnas van en el orden del curso (task_id)")
        #expect(pasos.map(\.pasan) == [3, 1, 3])
        #expect(pasos.map(\.entregas) == [4, 4, 4])
        #expect(pasos.map(\.atascados) == [1, 2, 0], "ana no cuenta en p/3: antes se atascó en p/2")
    }

    @Test func losPasosSeOrdenanPorAlumnosAtascadosYAIgualdadPorElCurso() {
        #expect(Self.clase.porAtasco.map(\.id) == ["p/2", "p/1", "p/3"])
        let empate = ResumenDeClase(entregas: [
            EntregaDeClase(alumno: "a", pasos: [Self.paso("x/2", 2, .pasa), Self.paso("x/1", 1, .falla)], puntos: 1, maximo: 2),
        ], problemas: [])
        #expect(empate.porAtasco.map(\.id) == ["x/1", "x/2"])
    }

    @Test func lasTresPruebasQueAMasAlumnosLesFallanConSuExplicacionMasRepetida() {
        let fallos = Self.clase.pasos[1].fallos
        #expect(fallos == [
            .init(prueba: "t3", alumnos: 3, explicacion: "otra"),
            .init(prueba: "t2", alumnos: 2, explicacion: "arréglalo"),
            .init(prueba: "t4", alumnos: 2, explicacion: "arréglalo"),
        ], "t1 falla solo a uno: es la cuarta y no sale; a igualdad, por nombre; y la explicación, la de más alumnos")
        #expect(Self.clase.pasos[0].fallos == [.init(prueba: "c1", alumnos: 1, explicacion: "revienta: no terminó")])
    }
}
