import Foundation

/// Un árbol de fuentes pequeño, en memoria, para ver cómo una regla de arquitectura señala una
/// infracción: cada módulo con su carpeta, sus dependencias y sus ficheros. No escribe nada en disco.
///
///     let veredicto = ArbolDePrueba.evaluar(.uiSinDataNiRed, en: [
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

    /// La raíz imaginaria del árbol: las rutas de las infracciones salen relativas a ella.
    static let raiz = URL(fileURLWithPath: "/arbol-de-prueba", isDirectory: true)

    /// Aplica la regla al árbol.
    package static func evaluar(_ regla: ReglaDeArquitectura, en modulos: [Modulo]) -> Veredicto {
        regla.evaluar(en: proyecto(modulos))
    }

    /// El proyecto del árbol, con un Package.swift imaginario de una línea por módulo detrás de una línea
    /// de comentario: ahí se señalan las dependencias declaradas.
    package static func proyecto(_ modulos: [Modulo]) -> Proyecto {
        let manifiesto = (["// Árbol de prueba: un módulo por línea"] + modulos.map { modulo in
            let dependencias = modulo.dependencias.map { "\"\($0)\"" }.joined(separator: ", ")
            return ".init(nombre: \"\(modulo.nombre)\", carpeta: \"\(modulo.carpeta)\", dependencias: [\(dependencias)]),"
        }).joined(separator: "\n")
        return Proyecto(raiz: raiz, modulos: modulos.map { modulo in
            let fuentes = modulo.ficheros.sorted { $0.key < $1.key }.map { nombre, texto in
                let ruta = "\(modulo.carpeta)/\(nombre)"
                return FuenteSwift(modulo: modulo.nombre, url: raiz.appending(path: ruta), ruta: ruta, texto: texto)
            }
            return ModuloDelProyecto(
                nombre: modulo.nombre, carpeta: modulo.carpeta, dependencias: modulo.dependencias, fuentes: fuentes, raiz: raiz,
                lineaEnElManifiesto: { Proyecto.linea(de: modulo.nombre, dependencia: $0, en: manifiesto) }
            )
        })
    }
}
