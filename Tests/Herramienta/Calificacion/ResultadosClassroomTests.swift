import Foundation
import Testing
@testable import HerramientaCalificacion

/// classroom.json: lo que lee el reporter de GitHub Classroom, a partir del informe fabricado de
/// `InformeDeCalificacionTests` (l/1 falla con 2 de 5, l/3 no compila, l/2 y l/5 sin pruebas).
@Suite("Puntos para GitHub Classroom")
struct ResultadosClassroomTests {
    private let informe: InformeDeCalificacion

    init() throws {
        let calificacion = try CalificacionTests.calificacion(
            rotos: ModulosRotos(lineas: ["/k/Exercises/App/Otra.swift:2:1: error: <roto>"], raiz: "/k", modulos: CalificacionTests.modulos))
        informe = InformeDeCalificacion(catalogo: calificacion.catalogo,
                                        pasos: calificacion.resultados(general: try CalificacionTests.muestra("flujo-completo"), repeticiones: [:]),
                                        cambios: [], error: nil)
    }

    private func json(_ informe: InformeDeCalificacion) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: ResultadosClassroom(informe: informe).datos()) as? [String: Any])
    }

    @Test func tieneLosCamposQueLeeElReporterDeClassroom() throws {
        let json = try json(informe)
        #expect(Set(json.keys) == ["version", "status", "max_score", "tests"], "el formato v1 de autograding-command-grader")
        #expect(json["version"] as? Int == 1)
        #expect(json["status"] as? String == "fail")
        #expect(json["max_score"] as? Int == 4, "max_score es el número de pasos calificados")
        let pasos = try #require(json["tests"] as? [[String: Any]])
        for paso in pasos {
            #expect(Set(paso.keys) == ["name", "status", "score", "message", "test_code", "filename", "line_no", "duration"])
        }
        #expect(pasos.map { $0["status"] as? String } == ["fail", "fail", "fail", "fail"], "un paso que no pasa sale como fail, nunca error")
    }

    @Test func cadaPasoLlevaSusPuntosYLaSumaEsLaNota() throws {
        let pasos = try #require(try json(informe)["tests"] as? [[String: Any]])
        let primero = try #require(pasos.first)
        #expect(primero["name"] as? String == "l/1 · Doble")
        #expect(primero["score"] as? Double == 0.4)
        #expect(primero["message"] as? String == "falla: pasan 2 de 5 pruebas")
        #expect(primero["test_code"] as? String == "swift run marcador comprobar l/1")
        let roto = try #require(pasos.first { $0["name"] as? String == "l/3 · Otra" })
        #expect(roto["score"] as? Double == 0)
        #expect((roto["message"] as? String)?.hasPrefix("no compila: pasan 0 de 0 pruebas. App no compila:") == true)
        // Lo que hace el reporter (notify-classroom.js): la suma de los score de las pruebas.
        #expect(pasos.compactMap { $0["score"] as? Double }.reduce(0, +) == 0.4)
    }

    @Test func conTodoBienElEstadoEsPassYSinCompilarError() throws {
        let bien = InformeDeCalificacion(catalogo: informe.catalogo, pasos: [informe.pasos[0]].map {
            ResultadoDePaso(paso: $0.paso, titulo: $0.titulo, leccion: $0.leccion, indice: $0.indice, estado: .pasa, mensaje: nil,
                            ordenDePruebas: $0.ordenDePruebas, pruebas: [.init(id: "a", pasa: true, mensaje: nil)])
        }, cambios: [], error: nil)
        let json = try json(bien)
        #expect(json["status"] as? String == "pass")
        #expect((json["tests"] as? [[String: Any]])?.first?["score"] as? Double == 1)
        #expect((json["tests"] as? [[String: Any]])?.first?["status"] as? String == "pass")
        let sinCompilar = InformeDeCalificacion(catalogo: informe.catalogo, pasos: [], cambios: [], error: "Tests/X.swift:1:1: error: e")
        #expect(try self.json(sinCompilar)["status"] as? String == "error", "el reporter pone el trabajo en rojo con error")
    }
}
