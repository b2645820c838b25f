import Foundation
import HerramientaNucleo

/// Por qué un resultado guardado ya no vale, en una línea para la tabla y para `comprobar`: qué fichero
/// cambió y, si el cambio es de otro paso (el código que prueban unas pruebas, un paso que vigila una regla)
/// o lo pide una lección posterior, cuál: «cambió Arbitro.swift (dos-fuentes-almacen/1)».
struct Caducidad {
    let catalogo: Catalogo
    let guardados: ResultadosGuardados
    let huellas: [String: HuellaDePaso.Huella]      // las de ahora

    /// nil si el resultado sigue valiendo, o si es de una versión del kit que no guardaba sus trozos.
    /// - Parameter ahora: los pasos que se están comprobando, que cuentan como los últimos comprobados.
    func motivo(de id: String, ahora: [String] = []) -> String? {
        guard let resultado = guardados.pasos[id], let antes = resultado.partes, let actual = huellas[id],
              resultado.huella != actual.valor else { return nil }
        var cambios: [(fichero: String, dueno: String)] = []
        for paso in catalogo.pasos {    // en el orden del curso
            for fichero in paso.ficheros where antes[paso.id]?[fichero] != actual.partes[paso.id]?[fichero] {
                cambios.append((fichero, paso.id))
            }
        }
        var ficheros: [String] = []
        for cambio in cambios where !ficheros.contains(cambio.fichero) { ficheros.append(cambio.fichero) }
        guard !ficheros.isEmpty else { return nil }
        return ficheros.map { fichero in
            let nombre = fichero.split(separator: "/").last.map(String.init) ?? fichero
            let otros = cambios.filter { $0.fichero == fichero && $0.dueno != id }.map(\.dueno)
            let quien = otros.isEmpty ? loPidePosterior(fichero, despuesDe: id, fecha: resultado.fecha, ahora: ahora) : otros.joined(separator: ", ")
            return "cambió \(nombre)" + (quien.map { " (\($0))" } ?? "")
        }.joined(separator: ", ")
    }

    /// Los de todos los resultados que ya no valen.
    var motivos: [String: String] {
        var motivos: [String: String] = [:]
        for id in guardados.pasos.keys { motivos[id] = motivo(de: id) }
        return motivos
    }

    /// El paso posterior del curso cuyo enunciado pide tocar ese fichero, si se ha comprobado después.
    private func loPidePosterior(_ fichero: String, despuesDe id: String, fecha: Date, ahora: [String]) -> String? {
        let pasos = catalogo.pasos
        guard let indice = pasos.firstIndex(where: { $0.id == id }) else { return nil }
        return pasos[(indice + 1)...].first { posterior in
            posterior.enunciado.joined(separator: " ").contains(fichero)
                && (ahora.contains(posterior.id) || (guardados.pasos[posterior.id]?.fecha ?? .distantPast) > fecha)
        }?.id
    }
}
