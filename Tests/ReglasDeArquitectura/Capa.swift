/// Una capa de la app: un módulo (`Capa("ArbitrosUI")`) o todos los que acaban igual
/// (`Capa.terminadaEn("UI")`). Su regla: de qué módulos NO puede depender, ni en el grafo que
/// declara Package.swift ni en los `import` que hay escritos en sus fuentes.
///
///     try Capa("ArbitrosUI").noDependeDe("ArbitrosData", "CoreNetwork", "FoundationNetworking").comprobar()
///     try Capa.terminadaEn("Domain").noDependeDe(.terminadoEn("Data"), .terminadoEn("UI")).comprobar()
package struct Capa: Sendable {
    private let patron: PatronDeModulo

    package init(_ modulo: String) {
        patron = .nombre(modulo)
    }

    package static func terminadaEn(_ sufijo: String) -> Capa {
        Capa(patron: .terminadoEn(sufijo))
    }

    private init(patron: PatronDeModulo) {
        self.patron = patron
    }

    /// La regla «las dependencias van en un solo sentido» para esta capa.
    package func noDependeDe(
        _ prohibidos: PatronDeModulo...,
        leccion: String = Self.leccionDeLasDependencias,
        remedio: String = Self.remedioDeLasDependencias
    ) -> ReglaDeArquitectura {
        let patron = patron
        let lista = prohibidos.map(\.description).joined(separator: ", ")
        return ReglaDeArquitectura(
            "Las dependencias van en un solo sentido: \(patron) no depende de \(lista)",
            leccion: leccion,
            remedio: remedio,
            para: { proyecto in
                proyecto.modulos().que("son \(patron)") { patron.casa(con: $0.nombre) }
            },
            debe: { modulo in
                var hallazgos: [Hallazgo] = []
                for dependencia in modulo.dependencias where prohibidos.contains(where: { $0.casa(con: dependencia) }) {
                    if let ubicacion = modulo.ubicacionesEnElManifiesto[dependencia] {
                        hallazgos.append(Hallazgo("Package.swift declara que \(modulo.nombre) depende de \(dependencia)", en: ubicacion))
                    }
                }
                for fuente in modulo.fuentes {
                    for importacion in fuente.importaciones where prohibidos.contains(where: { $0.casa(con: importacion.modulo) }) {
                        hallazgos.append(Hallazgo(
                            "\(fuente.nombre) (módulo \(modulo.nombre)) importa \(importacion.modulo)",
                            en: fuente.ubicacion(importacion.token)
                        ))
                    }
                }
                return hallazgos
            }
        )
    }

    package static let leccionDeLasDependencias =
        "«las dependencias van en un solo sentido»: Vista → ViewModel → caso de uso → repositorios → datos, nunca al revés (Casos de uso: cuándo sí y cuándo sobran)"
    package static let remedioDeLasDependencias =
        "Quita ese import (y esa dependencia de Package.swift). Lo que necesites de otra capa, pídelo a la de abajo: la pantalla al ViewModel, el ViewModel al caso de uso o al repositorio, el repositorio al servicio."
}

/// Un módulo por su nombre exacto (`"CoreNetwork"`) o por cómo acaba su nombre (`.terminadoEn("Data")`).
package enum PatronDeModulo: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    case nombre(String)
    case terminadoEn(String)

    package init(stringLiteral nombre: String) {
        self = .nombre(nombre)
    }

    package func casa(con modulo: String) -> Bool {
        switch self {
        case let .nombre(nombre): modulo == nombre
        case let .terminadoEn(sufijo): modulo.hasSuffix(sufijo) && modulo != sufijo
        }
    }

    package var description: String {
        switch self {
        case let .nombre(nombre): nombre
        case let .terminadoEn(sufijo): "*\(sufijo)"
        }
    }
}
