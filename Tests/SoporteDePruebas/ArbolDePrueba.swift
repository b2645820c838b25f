import Foundation

/// Un árbol de fuentes pequeño, escrito en una carpeta (la de `CarpetaTemporal`), para ver cómo una
/// regla de arquitectura señala una infracción: cada módulo con su carpeta, sus dependencias y sus ficheros.
///
///     let proyecto = try ArbolDePrueba.escribir(en: carpeta, [
///         .init("ArbitrosUI", carpeta: "Arbitros/UI", dependencias: ["ArbitrosDomain"], ficheros: [
///             "ArbitrosViewModel.swift": "…",
///         ]),
///     ])
package enum ArbolDePrueba {
    package struct Modulo: Sendable {
        let nombre: String
        let carpeta: String
        let dependencias: [String]
        let ficheros: [String: String]

        package init(_ nombre: String, carpeta: String, dependencias: [String] = [], ficheros: [String: String]) {
            self.nombre = nombre
            self.carpeta = carpeta
            self.dependencias = dependencias
            self.ficheros = ficheros
        }
    }

    /// Escribe el árbol en una carpeta temporal, aplica la regla y borra la carpeta.
    package static func evaluar(_ regla: ReglaDeArquitectura, en modulos: [Modulo]) async throws -> Veredicto {
        try await CarpetaTemporal.con { carpeta in
            regla.evaluar(en: try escribir(en: carpeta, modulos))
        }
    }

    /// Escribe los ficheros y un Package.swift con una línea por módulo (ahí se señalan las dependencias
    /// declaradas), y devuelve el proyecto leído de esa carpeta.
    package static func escribir(en carpeta: URL, _ modulos: [Modulo]) throws -> Proyecto {
        let manifiesto = (["// Árbol de prueba: un módulo por línea"] + modulos.map { modulo in
            let dependencias = modulo.dependencias.map { "\"\($0)\"" }.joined(separator: ", ")
            return ".init(nombre: \"\(modulo.nombre)\", carpeta: \"\(modulo.carpeta)\", dependencias: [\(dependencias)]),"
        }).joined(separator: "\n")
        try manifiesto.write(to: carpeta.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        for modulo in modulos {
            for (nombre, texto) in modulo.ficheros {
                let url = carpeta.appending(path: "\(modulo.carpeta)/\(nombre)")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try texto.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return Proyecto(raiz: carpeta, modulos: try modulos.map { modulo in
            try ModuloDelProyecto(
                nombre: modulo.nombre, carpeta: modulo.carpeta, dependencias: modulo.dependencias, raiz: carpeta,
                lineaEnElManifiesto: { Proyecto.linea(de: modulo.nombre, dependencia: $0, en: manifiesto) }
            )
        })
    }
}
