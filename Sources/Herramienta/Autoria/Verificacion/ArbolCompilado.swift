import Foundation
import HerramientaNucleo

/// Con qué árbol está compilado ahora `.build`: lo dicen los ficheros `sources` que SwiftPM deja en la
/// carpeta de cada módulo. `verificar` empieza por ese árbol y así cambia de árbol una sola vez (cambiar
/// recompila todos los módulos de la app y sus pruebas; lo mismo, no). Si no se sabe, da nil.
enum ArbolCompilado: Equatable {
    case soluciones
    case ejercicios

    static func actual(raiz: URL) -> ArbolCompilado? {
        guard let modulos = try? ModuloDeLaApp.leer(raiz: raiz) else { return nil }
        let carpeta = raiz.appending(path: ".build/debug")
        let arboles = Set(modulos.map { modulo -> ArbolCompilado? in
            let fuentes = (try? String(contentsOf: carpeta.appending(path: "\(modulo.nombre).build/sources"), encoding: .utf8)) ?? ""
            let primera = fuentes.split(separator: "\n").first.map(String.init) ?? ""
            let prefijo = raiz.standardizedFileURL.path + "/"
            if primera.hasPrefix(prefijo + "Solutions/") { return .soluciones }
            if primera.hasPrefix(prefijo + "Exercises/") { return .ejercicios }
            return nil
        })
        return arboles.count == 1 ? arboles.first ?? nil : nil
    }
}
