/// Los `typealias` del proyecto. Una regla que mira nombres no se salta con otro nombre para lo mismo: el
/// ensayo del atacante puso `public typealias Sesion = URLSession` en CoreNetwork y `Sesion.shared` en un
/// repositorio, y la regla de la red no lo veía.
enum AliasDeTipos {
    /// Alias → los identificadores de su lado derecho, hasta el final de su línea o un «;».
    static func declarados(en fuentes: [FuenteSwift]) -> [String: [String]] {
        var alias: [String: [String]] = [:]
        for fuente in fuentes {
            let tokens = fuente.tokens
            for indice in tokens.indices where tokens[indice].esIdentificador && tokens[indice].texto == "typealias" {
                guard indice + 1 < tokens.count, tokens[indice + 1].esIdentificador,
                      let igual = tokens[(indice + 1)...].firstIndex(where: { $0.texto == "=" }),
                      tokens[igual].linea == tokens[indice].linea else { continue }
                let derecha = tokens[(igual + 1)...].prefix { $0.linea == tokens[igual].linea && $0.texto != ";" }
                alias[tokens[indice + 1].texto, default: []] += derecha.filter(\.esIdentificador).map(\.texto)
            }
        }
        return alias
    }
}

extension Proyecto {
    /// Los alias que llevan, directamente o a través de otros alias, a un nombre vigilado: alias → ese nombre.
    package func alias(de vigilado: (String) -> Bool) -> [String: String] {
        var resueltos: [String: String] = [:]
        var cambia = true
        while cambia {
            cambia = false
            for (alias, derecha) in aliasDeclarados where resueltos[alias] == nil {
                guard let nombre = derecha.first(where: vigilado) ?? derecha.lazy.compactMap({ resueltos[$0] }).first else { continue }
                resueltos[alias] = nombre
                cambia = true
            }
        }
        return resueltos
    }
}
