import Foundation

/// Los módulos de la app tal como se han compilado: su grafo declarado en Package.swift y sus fuentes.
///
/// `Proyecto.compilado()` pregunta el grafo a SwiftPM (`swift package dump-package`, el manifiesto ya
/// evaluado con la misma variable MARCADOR que la compilación) y lee las fuentes de la carpeta de cada
/// módulo: `Exercises/…` o `Solutions/…`, la que se ha compilado. Los módulos de la app son los
/// targets cuya carpeta está en `Exercises/` o en `Solutions/`.
package struct Proyecto: Sendable {
    package let raiz: URL
    package let modulos: [ModuloDelProyecto]

    package init(raiz: URL, modulos: [ModuloDelProyecto]) {
        self.raiz = raiz
        self.modulos = modulos
    }

    /// El proyecto compilado, leído una sola vez por proceso.
    package static func compilado() throws -> Proyecto {
        try cargado.get()
    }

    private static let cargado: Result<Proyecto, ErrorDelProyecto> = Result {
        try leer(raiz: ArbolDeFuentes.raiz)
    }.mapError { $0 as? ErrorDelProyecto ?? ErrorDelProyecto(String(describing: $0)) }


    // MARK: - Lectura del proyecto compilado

    private static func leer(raiz: URL) throws -> Proyecto {
        let manifiesto = try manifiestoEvaluado(raiz: raiz)
        let textoDelManifiesto = (try? String(contentsOf: raiz.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
        var modulos: [ModuloDelProyecto] = []
        for target in manifiesto.targets where target.type == "regular" {
            guard let ruta = target.path, ruta.hasPrefix("Exercises/") || ruta.hasPrefix("Solutions/") else { continue }
            let dependencias = target.dependencies.compactMap { $0.nombre }
            modulos.append(try ModuloDelProyecto(
                nombre: target.name,
                carpeta: ruta,
                dependencias: dependencias,
                excluir: target.exclude,
                raiz: raiz,
                lineaEnElManifiesto: { Self.linea(de: target.name, dependencia: $0, en: textoDelManifiesto) }
            ))
        }
        guard !modulos.isEmpty else {
            throw ErrorDelProyecto("Package.swift no declara ningún módulo en Exercises/ ni en Solutions/")
        }
        return Proyecto(raiz: raiz, modulos: modulos)
    }

    /// `swift package dump-package` con su propia carpeta de trabajo: la de `swift test` está bloqueada
    /// mientras corren las pruebas. La evaluación del manifiesto se guarda en la caché compartida de
    /// SwiftPM, así que suele tardar unos 0,3 s.
    private static func manifiestoEvaluado(raiz: URL) throws -> ManifiestoEvaluado {
        let trabajo = FileManager.default.temporaryDirectory
            .appending(path: "MarcadorKit-arquitectura-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: trabajo) }
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["swift", "package", "--package-path", raiz.path, "--scratch-path", trabajo.path, "dump-package"]
        let salida = Pipe()
        let errores = Pipe()
        proceso.standardOutput = salida
        proceso.standardError = errores
        proceso.standardInput = FileHandle.nullDevice
        // SwiftPM guarda el manifiesto evaluado con el entorno como parte de la clave. `swift test` añade
        // NO_COLOR al entorno de las pruebas: sin ella, la clave es la de la compilación que acaba de
        // evaluarlo, y no hace falta volver a compilar el manifiesto (≈0,3 s en lugar de ≈1,5 s).
        var entorno = ProcessInfo.processInfo.environment
        entorno["NO_COLOR"] = nil
        proceso.environment = entorno
        try proceso.run()
        // Leer antes de esperar: si el JSON no cabe en la tubería, el proceso no terminaría nunca.
        let datos = salida.fileHandleForReading.readDataToEndOfFile()
        let mensaje = errores.fileHandleForReading.readDataToEndOfFile()
        proceso.waitUntilExit()
        guard proceso.terminationStatus == 0 else {
            throw ErrorDelProyecto("swift package dump-package falló: \(String(decoding: mensaje, as: UTF8.self))")
        }
        do {
            return try JSONDecoder().decode(ManifiestoEvaluado.self, from: datos)
        } catch {
            throw ErrorDelProyecto("no se entiende la salida de swift package dump-package: \(error)")
        }
    }

    /// La línea de Package.swift que declara el módulo (y, si puede, la dependencia): ahí se señala un
    /// fallo del grafo declarado. Si no se encuentra, la primera.
    static func linea(de modulo: String, dependencia: String, en manifiesto: String) -> Int {
        let lineas = manifiesto.split(separator: "\n", omittingEmptySubsequences: false)
        let conLasDos = lineas.firstIndex { $0.contains("\"\(modulo)\"") && $0.contains("\"\(dependencia)\"") }
        let conElModulo = lineas.firstIndex { $0.contains("\"\(modulo)\"") }
        return (conLasDos ?? conElModulo ?? 0) + 1
    }

    /// Lo que se usa de la salida de `swift package dump-package`.
    private struct ManifiestoEvaluado: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let path: String?
            let exclude: [String]
            let dependencies: [Dependencia]
        }

        /// `{"byName": ["Core", null]}`, `{"target": ["Core", null]}` o `{"product": ["X", "paquete", …]}`.
        struct Dependencia: Decodable {
            let nombre: String?

            private struct Clave: CodingKey {
                let stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                let formas = try decoder.container(keyedBy: Clave.self)
                guard let forma = formas.allKeys.first else { nombre = nil; return }
                var valores = try formas.nestedUnkeyedContainer(forKey: forma)
                nombre = try valores.decode(String.self)   // el primer valor es siempre el nombre
            }
        }

        let targets: [Target]
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
        self.nombre = nombre
        self.carpeta = carpeta
        self.dependencias = dependencias
        let base = raiz.appending(path: carpeta, directoryHint: .isDirectory).standardizedFileURL
        let excluidas = excluir.map { base.appending(path: $0).standardizedFileURL.path }
        var fuentes: [FuenteSwift] = []
        if let enumerador = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerador where url.pathExtension == "swift" {
                let ruta = url.standardizedFileURL.path
                if excluidas.contains(where: { ruta == $0 || ruta.hasPrefix($0 + "/") }) { continue }
                let relativa = carpeta + "/" + String(ruta.dropFirst(base.path.count)).trimmingPrefix("/")
                fuentes.append(try FuenteSwift(modulo: nombre, url: url.standardizedFileURL, ruta: relativa))
            }
        }
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
