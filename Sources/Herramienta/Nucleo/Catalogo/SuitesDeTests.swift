import Foundation

/// Dónde está en Tests/ cada suite del catálogo y cuántas pruebas tiene, leído del texto, sin compilar
/// nada: una suite `Modulo.Suite` es el fichero `Suite.swift` que declara `struct Suite` (un tipo por
/// fichero, con su nombre). Que sea del módulo que dice lo comprueba `verificar`, al ejecutarla.
package struct SuitesDeTests {
    let raiz: URL
    private let rutas: [String]     // los .swift de Tests/, relativos a la raíz

    package init(raiz: URL) {
        self.raiz = raiz
        rutas = Arbol.ficheros(en: raiz.appending(path: "Tests")).filter { $0.hasSuffix(".swift") }.map { "Tests/" + $0 }
    }

    /// El fichero que declara la suite, p. ej. «Tests/Arbitros/Data/RepositorioDeArbitrosEnRedTests.swift».
    package func fichero(de suite: String) -> String? {
        let nombre = Self.nombre(de: suite)
        return rutas.first { ruta in
            ruta.hasSuffix("/\(nombre).swift") && (texto(de: ruta)?.contains("struct \(nombre)") ?? false)
        }
    }

    /// Cuántas `@Test` tiene la suite (una parametrizada cuenta como una); nil si no está.
    package func pruebas(de suite: String) -> Int? {
        guard let fichero = fichero(de: suite), let texto = texto(de: fichero) else { return nil }
        return texto.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }
    }

    /// «ArbitrosDataTests.RepositorioDeArbitrosEnRedTests» → «RepositorioDeArbitrosEnRedTests».
    static func nombre(de suite: String) -> String {
        String(suite.split(separator: ".").last ?? Substring(suite))
    }

    private func texto(de ruta: String) -> String? {
        try? String(contentsOf: raiz.appending(path: ruta), encoding: .utf8)
    }
}
