import Foundation
@testable import HerramientaNucleo
@testable import HerramientaPublicacion

/// Un paquete de juguete en una carpeta temporal propia de cada prueba: Package.swift, un catálogo
/// pequeño y un Solutions/ con regiones. Las pruebas nunca escriben en el repositorio de verdad.
package final class Arena {
    package let raiz: URL

    package init(soluciones: [String: String] = Arena.soluciones, catalogo: String = Arena.catalogo) throws {
        raiz = CarpetaDeTrabajo.base.appending(path: "herramientas-\(UUID().uuidString)")
        try escribir("Package.swift", "// swift-tools-version: 6.2\n")
        try escribir(Catalogo.ruta, catalogo)
        for (ruta, texto) in soluciones { try escribir("Solutions/" + ruta, texto) }
    }

    /// Una carpeta temporal sin nada dentro (ni siquiera creada), que se borra con la arena.
    private init(vacia: Void) {
        raiz = CarpetaDeTrabajo.base.appending(path: "herramientas-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: raiz)
    }

    /// La publicación de este kit (`marcador publicar`) en otra arena: la copia de quien aprende.
    package func publicar() throws -> Arena {
        let publicada = Arena(vacia: ())
        try Publicacion(kit: raiz, catalogo: Catalogo.cargar(raiz: raiz)).escribir(en: publicada.raiz)
        return publicada
    }

    package var generador: Generador {
        get throws { Generador(raiz: raiz, catalogo: try Catalogo.cargar(raiz: raiz)) }
    }

    package func escribir(_ ruta: String, _ texto: String) throws {
        try escribir(ruta, Data(texto.utf8))
    }

    package func escribir(_ ruta: String, _ datos: Data) throws {
        let url = raiz.appending(path: ruta)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url)
    }

    package func leer(_ ruta: String) throws -> String {
        try String(contentsOf: raiz.appending(path: ruta), encoding: .utf8)
    }

    package func datos(_ ruta: String) throws -> Data {
        try Data(contentsOf: raiz.appending(path: ruta))
    }

    package func existe(_ ruta: String) -> Bool {
        FileManager.default.fileExists(atPath: raiz.appending(path: ruta).path)
    }

    /// Genera Exercises/ y el manifiesto como lo haría `marcador generar`.
    package func generar() throws {
        let generador = try generador
        for (fichero, datos) in try generador.generacion().ficheros { try escribir("Exercises/" + fichero, datos) }
        try escribir(Manifiesto.ruta, Manifiesto.calcular(raiz: raiz).datos())
    }

    /// Cambia un texto por otro en un fichero; falla si no está, para que la prueba no mienta.
    package func cambiar(_ ruta: String, _ viejo: String, por nuevo: String) throws {
        let texto = try leer(ruta)
        guard texto.contains(viejo) else { throw CocoaError(.fileReadCorruptFile) }
        try escribir(ruta, texto.replacingOccurrences(of: viejo, with: nuevo))
    }
}

extension Arena {
    package static let catalogo = """
        {
          "lecciones": [{
            "id": "leccion-a",
            "titulo": "Lección A",
            "pasos": [
              {"id": "leccion-a/1", "titulo": "Paso 1 · Uno", "tipo": "ejercicio",
               "ficheros": ["Uno.swift", "Dos/Dos.swift"], "suites": ["ModTests.UnoTests"],
               "enunciado": ["Escribe uno.", "En dos líneas."], "pista": "Piensa en uno."},
              {"id": "leccion-a/2.1", "titulo": "Paso 2 · Tanda 1", "tipo": "ejercicio",
               "ficheros": ["Uno.swift"], "suites": ["ModTests.DosTests", "OtroTests.DosTests"],
               "enunciado": ["Escribe dos."], "pista": "Piensa en dos."},
              {"id": "leccion-a/3", "titulo": "Paso 3 · Pruebas", "tipo": "pruebas", "pista": "Un falso."},
              {"id": "leccion-a/4", "titulo": "Paso 4 · Vista", "tipo": "fuera-del-kit",
               "nota": "Está en el curso.", "pista": "Un Group."}
            ]
          }],
          "suitesBase": ["ModTests", "BaseTests"]
        }
        """

    /// Uno.swift: dos regiones, la segunda sangrada y con una línea vacía en el esqueleto.
    package static let uno = """
        import Foundation

        // MARK: EJERCICIO leccion-a/1
        func uno() -> Int { 1 }
        // MARK: ESQUELETO
        // func uno() -> Int { 0 }
        // MARK: FIN EJERCICIO

        struct Caja {
            // MARK: EJERCICIO leccion-a/2.1
            func dos() -> Int {
                2
            }
            // MARK: ESQUELETO
            // func dos() -> Int {
            //
            //     0
            // }
            // MARK: FIN EJERCICIO
        }

        """

    package static let dos = """
        enum Dos {
            // MARK: EJERCICIO leccion-a/1
            static let valor = 2
            // MARK: ESQUELETO
            // static let valor = 0
            // MARK: FIN EJERCICIO
        }
        """

    package static let soluciones: [String: String] = [
        "Uno.swift": uno,
        "Dos/Dos.swift": dos,
        "Libre.swift": "let libre = true  // sin salto de línea al final",
    ]
}

extension Arena {
    /// El catálogo de la arena con una lección más: una regla que gobierna los dos ejercicios.
    package static let catalogoConUnaRegla = Arena.catalogo.replacingOccurrences(of: "\n  }],\n  \"suitesBase\"", with: """

          }, {
            "id": "reglas", "titulo": "Reglas", "pasos": [
              {"id": "reglas/1", "titulo": "Regla 1 · Una", "tipo": "arquitectura", "suites": ["ReglasTests.UnaRegla"],
               "gobierna": ["leccion-a/1", "leccion-a/2.1"], "pista": "Cúmplela."}
            ]
          }],
          "suitesBase"
        """)
}
