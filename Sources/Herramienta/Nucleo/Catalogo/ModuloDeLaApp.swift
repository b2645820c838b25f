import Foundation

/// Un módulo de la app tal como lo declara Package.swift en `modulosDeLaApp`: se lee el texto, como hace
/// Tests/ReglasDeArquitectura/Proyecto.swift, porque preguntar a SwiftPM cuesta medio segundo y, sobre
/// todo, porque el paquete del alumno puede no compilar.
package struct ModuloDeLaApp: Equatable, Sendable {
    package let nombre: String
    package let carpeta: String         // relativa a Exercises/ y a Solutions/, p. ej. «Arbitros/UI»
    package let dependencias: [String]
    package let excluir: [String]

    package init(nombre: String, carpeta: String, dependencias: [String], excluir: [String]) {
        self.nombre = nombre
        self.carpeta = carpeta
        self.dependencias = dependencias
        self.excluir = excluir
    }

    static func leer(manifiesto texto: String) -> [ModuloDeLaApp] {
        let declaracion = /\.init\(nombre: "(\w+)", carpeta: "([^"]+)", dependencias: \[([^\]]*)\](?:, excluir: \[([^\]]*)\])?\)/
        let nombres = { (lista: Substring?) in (lista ?? "").matches(of: /"([^"]+)"/).map { String($0.output.1) } }
        return texto.matches(of: declaracion).map { coincidencia in
            let (_, nombre, carpeta, dependencias, excluir) = coincidencia.output
            return ModuloDeLaApp(nombre: String(nombre), carpeta: String(carpeta),
                                 dependencias: nombres(dependencias), excluir: nombres(excluir))
        }
    }

    package static func leer(raiz: URL) throws(ErrorDeLaHerramienta) -> [ModuloDeLaApp] {
        guard let texto = try? String(contentsOf: raiz.appending(path: "Package.swift"), encoding: .utf8) else {
            throw .entorno("No puedo leer Package.swift.")
        }
        let modulos = leer(manifiesto: texto)
        guard !modulos.isEmpty else { throw .entorno("Package.swift no declara módulos de la app en modulosDeLaApp.") }
        return modulos
    }

    /// El módulo de una ruta bajo Exercises/, Solutions/ o Tests/ (la carpeta de sus pruebas), o nil.
    package static func modulo(deLaRuta ruta: String, en modulos: [ModuloDeLaApp]) -> ModuloDeLaApp? {
        let partes = ruta.split(separator: "/", maxSplits: 1)
        guard partes.count == 2, ["Exercises", "Solutions", "Tests"].contains(partes[0]) else { return nil }
        let resto = String(partes[1])
        return modulos.filter { modulo in
            resto.hasPrefix(modulo.carpeta + "/")
                && !modulo.excluir.contains { resto.hasPrefix(modulo.carpeta + "/" + $0 + "/") }
        }.max { $0.carpeta.count < $1.carpeta.count }
    }

    /// Los módulos de los que depende, directa o indirectamente.
    package static func dependenciasTransitivas(de nombre: String, en modulos: [ModuloDeLaApp]) -> Set<String> {
        var vistas: Set<String> = []
        var pendientes = modulos.first { $0.nombre == nombre }?.dependencias ?? []
        while let siguiente = pendientes.popLast() {
            guard vistas.insert(siguiente).inserted else { continue }
            pendientes += modulos.first { $0.nombre == siguiente }?.dependencias ?? []
        }
        return vistas
    }
}
