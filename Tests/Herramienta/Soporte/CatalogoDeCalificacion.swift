/// El catálogo de juguete de las pruebas de calificar y de clase: los pasos l/1, l/2, l/3 y l/5 son las suites
/// de LibTests y RedTests, y l/4 está fuera del kit.
package enum CatalogoDeCalificacion {
    package static let texto = """
        {"lecciones": [{"id": "l", "titulo": "Lección", "pasos": [
          {"id": "l/1", "titulo": "Doble", "tipo": "ejercicio", "ficheros": ["Lib/Doble.swift"],
           "suites": ["LibTests.DobleTests"], "enunciado": ["e"], "pista": "p"},
          {"id": "l/2", "titulo": "Crash", "tipo": "ejercicio", "ficheros": ["Lib/Crash.swift"],
           "suites": ["LibTests.CrashTests"], "enunciado": ["e"], "pista": "p"},
          {"id": "l/3", "titulo": "Otra", "tipo": "ejercicio", "ficheros": ["App/Otra.swift"],
           "suites": ["LibTests.OtraSuite"], "enunciado": ["e"], "pista": "p"},
          {"id": "l/4", "titulo": "Vista", "tipo": "fuera-del-kit", "nota": "En el curso.", "pista": "p"},
          {"id": "l/5", "titulo": "Red", "tipo": "ejercicio", "ficheros": ["Red/Red.swift"],
           "suites": ["RedTests.RedTests"], "enunciado": ["e"], "pista": "p"}
        ]}], "suitesBase": ["LibTests"]}
        """
}
