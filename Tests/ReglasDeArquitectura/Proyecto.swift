import Foundation

/// Los módulos de la app tal como se han compilado: su grafo declarado en Package.swift y sus fuentes.
///
/// `Proyecto.compilado()` lee el grafo declarado en Package.swift y las fuentes de la carpeta de cada
/// módulo: `Exercises/…` o `Solutions/…`, la que se ha compilado según MARCADOR.
package struct Proyecto: Sendable {
    package let raiz: URL
    package let modulos: [ModuloDelProyecto]
    /// Cada `typealias` del proyecto, con los nombres de su lado derecho (ver `alias(de:)`).
    let aliasDeclarados: [String: [String]]

    package init(raiz: URL, modulos: [ModuloDelProyecto]) {
        self.raiz = raiz
        self.modulos = modulos
        aliasDeclarados = AliasDeTipos.declarados(en: modulos.flatMap(\.fuentes))
    }

    /// El proyecto compilado, leído una sola vez por proceso.
    package static func compilado() throws -> Proyecto {
        try cargado.get()
    }

    private static let cargado: Result<Proyecto, ErrorDelProyecto> = Result {
        try leer(raiz: ArbolDeFuentes.raiz)
    }.mapError { $0 as? ErrorDelProyecto ?? ErrorDelProyecto(String(describing: $0)) }

    // MARK: - Lectura del proyecto compilado

    /// Los módulos de la app se declaran en Package.swift, en la lista `modulosDeLaApp`, una línea
    /// `.init(nombre: …, carpeta: …, dependencias: [...])` por módulo; su árbol lo elige MARCADOR, como
    /// en la compilación. Se lee el texto y no se pregunta a SwiftPM: `swift package dump-package`
    /// tarda medio segundo y las pruebas enteras tienen que quedarse muy por debajo del segundo.
    private static func leer(raiz: URL) throws -> Proyecto {
        let manifiesto = raiz.appending(path: "Package.swift")
        guard let texto = try? String(contentsOf: manifiesto, encoding: .utf8) else {
            throw ErrorDelProyecto("no se puede leer \(manifiesto.path)")
        }
        let declaracion = /\.init\(nombre: "(\w+)", carpeta: "([^"]+)", dependencias: \[([^\]]*)\](?:, excluir: \[([^\]]*)\])?\)/
        let nombres = { (lista: Substring?) in (lista ?? "").matches(of: /"([^"]+)"/).map { String($0.output.1) } }
        let modulos = try texto.matches(of: declaracion).map { coincidencia in
            let (_, nombre, carpeta, dependencias, excluir) = coincidencia.output
            return try ModuloDelProyecto(
                nombre: String(nombre),
                carpeta: ArbolDeFuentes.carpeta(de: String(nombre), carpeta: String(carpeta)),
                dependencias: nombres(dependencias),
                excluir: nombres(excluir),
                raiz: raiz,
                lineaEnElManifiesto: { Self.linea(de: String(nombre), dependencia: $0, en: texto) }
            )
        }
        guard !modulos.isEmpty else {
            throw ErrorDelProyecto("Package.swift no declara ningún módulo de la app con .init(nombre:carpeta:dependencias:)")
        }
        return Proyecto(raiz: raiz, modulos: modulos)
    }

    /// La línea de Package.swift que declara el módulo (y, si puede, la dependencia): ahí se señala un
    /// fallo del grafo declarado. Si no se encuentra, la primera.
    package static func linea(de modulo: String, dependencia: String, en manifiesto: String) -> Int {
        let lineas = manifiesto.split(separator: "\n", omittingEmptySubsequences: false)
        let conLasDos = lineas.firstIndex { $0.contains("\"\(modulo)\"") && $0.contains("\"\(dependencia)\"") }
        let conElModulo = lineas.firstIndex { $0.contains("\"\(modulo)\"") }
        return (conLasDos ?? conElModulo ?? 0) + 1
    }
}

/// Un módulo de la app: su nombre, su carpeta, lo que Package.swift declara que importa y sus fuentes.
package struct ModuloDelProyecto: Sendable {
    package let nombre: String
    /// La carpeta desde la raíz del proyecto, por ejemplo "Exercises/Arbitros/UI".
    package let carpeta: String
    package let dependencias: [String]
    package let fuentes: [FuenteSwift]
    /// Dónde se declara cada dependencia en Package.swift.
    package let ubicacionesEnElManifiesto: [String: Ubicacion]

    /// Lee las fuentes `.swift` de `raiz/carpeta` (salvo las de `excluir`, relativas a la carpeta).
    package init(
        nombre: String,
        carpeta: String,
        dependencias: [String],
        excluir: [String] = [],
        raiz: URL,
        lineaEnElManifiesto: (String) -> Int = { _ in 1 }
    ) throws {
        let base = raiz.appending(path: carpeta, directoryHint: .isDirectory).standardizedFileURL
        let excluidas = excluir.map { base.appending(path: $0).standardizedFileURL.path }
        // Una carpeta que no se puede leer no es un módulo sin código: las reglas pasarían sin mirar nada.
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: base.path)
        } catch {
            throw ErrorDelProyecto("no se puede leer la carpeta \(carpeta) del módulo \(nombre): \(error.localizedDescription)")
        }
        var ilegible: String?
        var fuentes: [FuenteSwift] = []
        let enumerador = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) { url, _ in
            let ruta = url.standardizedFileURL.path
            if !excluidas.contains(where: { ruta == $0 || ruta.hasPrefix($0 + "/") }) { ilegible = ilegible ?? ruta }
            return true
        }
        guard let enumerador else { throw ErrorDelProyecto("no se puede recorrer la carpeta \(carpeta) del módulo \(nombre)") }
        for case let url as URL in enumerador where url.pathExtension == "swift" {
            let ruta = url.standardizedFileURL.path
            if excluidas.contains(where: { ruta == $0 || ruta.hasPrefix($0 + "/") }) { continue }
            let relativa = carpeta + "/" + String(ruta.dropFirst(base.path.count)).trimmingPrefix("/")
            fuentes.append(try FuenteSwift(modulo: nombre, url: url.standardizedFileURL, ruta: relativa))
        }
        if let ilegible { throw ErrorDelProyecto("no se puede leer \(ilegible), del módulo \(nombre)") }
        self.init(nombre: nombre, carpeta: carpeta, dependencias: dependencias, fuentes: fuentes, raiz: raiz,
                  lineaEnElManifiesto: lineaEnElManifiesto)
    }

    /// Con las fuentes ya leídas (un árbol de prueba en memoria).
    package init(
        nombre: String,
        carpeta: String,
        dependencias: [String],
        fuentes: [FuenteSwift],
        raiz: URL,
        lineaEnElManifiesto: (String) -> Int
    ) {
        self.nombre = nombre
        self.carpeta = carpeta
        self.dependencias = dependencias
        self.fuentes = fuentes.sorted { $0.ruta < $1.ruta }
        let manifiesto = raiz.appending(path: "Package.swift")
        var ubicaciones: [String: Ubicacion] = [:]
        for dependencia in dependencias {
            ubicaciones[dependencia] = Ubicacion(
                modulo: "MarcadorKit", url: manifiesto, ruta: "Package.swift",
                linea: lineaEnElManifiesto(dependencia), columna: 1
            )
        }
        ubicacionesEnElManifiesto = ubicaciones
    }
}

package struct ErrorDelProyecto: Error, CustomStringConvertible, Sendable {
    package let description: String
    init(_ description: String) { self.description = "No se pudo leer el proyecto: \(description)" }
}
