import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Un problema de `verificar`: qué pasa, en una línea, y debajo cada expectativa que falla, con su
/// fichero y su línea, y qué escribir. Cada detalle cabe en unas pocas líneas: nunca un fichero entero.
struct ProblemaDeVerificacion: Equatable, Sendable {
    let titulo: String
    var detalles: [String] = []

    static let fallosPorPrueba = 10

    /// Las incidencias de una prueba: «Tests/…/X.swift:12: la expectativa» y, debajo, su comentario, que es
    /// lo que dice qué hacer. Sin las que repiten sitio y texto (una prueba parametrizada, caso a caso).
    static func detalles(de fallos: [FalloDePrueba], raiz: URL?) -> [String] {
        var vistos: Set<String> = []
        let unicos = fallos.filter { vistos.insert("\($0.fichero ?? "")\($0.linea ?? 0)\($0.expectativa)\($0.comentarios)").inserted }
        var detalles = unicos.prefix(fallosPorPrueba).map { fallo in
            let lugar = [ruta(de: fallo, raiz: raiz), fallo.linea.map(String.init)].compactMap { $0 }.joined(separator: ":")
            // «Issue recorded» no dice nada: lo que importa es su comentario.
            let expectativa = fallo.expectativa == "Issue recorded" && !fallo.comentarios.isEmpty ? nil : fallo.expectativa
            let cabeza = [lugar.isEmpty ? nil : lugar, expectativa.map { recortar($0, lineas: 1, caracteres: 200) }].compactMap { $0 }
            return ([cabeza.joined(separator: ": ")] + fallo.comentarios.map { recortar($0, lineas: 4, caracteres: 500) })
                .filter { !$0.isEmpty }.joined(separator: "\n")
        }
        if unicos.count > fallosPorPrueba { detalles.append("… y \(unicos.count - fallosPorPrueba, "incidencia") más") }
        return detalles
    }

    /// La ruta desde la raíz del kit si la hay; si no, el «Modulo/Fichero.swift» de Swift Testing.
    private static func ruta(de fallo: FalloDePrueba, raiz: URL?) -> String? {
        if let ruta = fallo.ruta, let raiz {
            let prefijo = raiz.standardizedFileURL.path + "/"
            if ruta.hasPrefix(prefijo) { return String(ruta.dropFirst(prefijo.count)) }
        }
        return fallo.fichero
    }

    /// Como mucho `lineas` líneas de `caracteres` caracteres, y «…» si se ha cortado algo. Una fila para
    /// pegar en una tabla cabe entera; una expectativa con un documento dentro, no.
    static func recortar(_ texto: String, lineas: Int, caracteres: Int) -> String {
        let todas = texto.split(separator: "\n", omittingEmptySubsequences: false)
        var recortadas = todas.prefix(lineas).map { linea in
            linea.count > caracteres ? linea.prefix(caracteres) + "…" : String(linea)
        }
        if todas.count > lineas { recortadas.append("… (\(todas.count - lineas, "línea") más)") }
        return recortadas.joined(separator: "\n")
    }
}
