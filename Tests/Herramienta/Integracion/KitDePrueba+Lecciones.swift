import Foundation
@testable import HerramientaNucleo

/// El código de las lecciones, tal como lo imprimen (Integracion/Lecciones/<paso>/<Fichero>.swift, con
/// solo el `package` que ya traen los esqueletos), y cómo lo teclea quien aprende: en lugar del esqueleto
/// de su región, debajo de la cabecera, sin tocar las marcas ni el resto del fichero.
extension KitDePrueba {
    static let lecciones = repositorio.appending(path: "Tests/Herramienta/Integracion/Lecciones")

    /// Un bloque de la lección: «red-en-marcador/1/Arbitro.swift».
    static func bloque(_ ruta: String) throws -> String {
        try String(contentsOf: lecciones.appending(path: ruta), encoding: .utf8)
    }

    /// Escribe el bloque de la lección en la región de su paso, en el fichero de Exercises/ que se llama
    /// como el bloque. Falla si no encuentra la región, para que la prueba no mienta.
    func teclear(_ ruta: String) throws {
        let partes = ruta.split(separator: "/")
        let paso = partes.dropLast().joined(separator: "/")
        let nombre = String(partes.last ?? "")
        let catalogo = try Catalogo.cargar(raiz: raiz)
        guard let fichero = catalogo.paso(paso)?.ficheros.first(where: { $0.hasSuffix("/" + nombre) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: ["paso": paso, "bloque": nombre])
        }
        let relativa = "Exercises/" + fichero
        var lineas = try leer(relativa).components(separatedBy: "\n")
        guard let region = LecturaDeEjercicio(lineas: lineas).regiones.first(where: { $0.paso == paso }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: ["ruta": relativa, "falta la región": paso])
        }
        let cuerpo = region.cuerpo(en: lineas)
        let bloque = try Self.bloque(ruta).components(separatedBy: "\n").dropLast()   // sin la línea vacía del final
        lineas.replaceSubrange(cuerpo.startIndex..<cuerpo.endIndex, with: bloque)
        try escribir(relativa, lineas.joined(separator: "\n"))
    }
}
