import Foundation

/// Cuando las pruebas de un paso revientan: ¿lo que ejecutan está compilado contra la versión actual
/// de lo que importa? La compilación incremental de Swift solo recompila los ficheros que nombran algo
/// que cambió; uno que recibe un valor a través de otro módulo (`Fixtures.arbitrosDTO`, un `[ArbitroDTO]`)
/// se queda con la forma vieja del tipo, y al ejecutarse lee memoria que ya no es lo que cree: un crash
/// con código correcto.
///
/// Cómo se sabe: el compilador escribe, por cada fichero, un `.d` con los `.swiftmodule` que cargó. Si
/// alguno de esos es más nuevo que el `.d`, ese fichero se compiló contra una versión anterior de ese
/// módulo. Un fichero que no está en ese caso vio la versión actual de todo lo que usa: ahí no hay desfase.
///
/// Cómo se arregla: sin tocar las fuentes de nadie (`vigilar` lo vería como un guardado), se borra el
/// estado incremental del módulo (`primary.priors`, `*.swiftdeps`) y se toca `sources`, una entrada de
/// su orden de compilación: SwiftPM la vuelve a lanzar y el driver, sin estado, recompila el módulo
/// entero contra los `.swiftmodule` de ahora, igual que tras un `swift package clean`, pero solo ese.
package struct CompilacionDesfasada {
    let compilados: URL     // `.build/debug`, o la del plan de la comprobación

    package init(compilados: URL) {
        self.compilados = compilados.resolvingSymlinksInPath()
    }

    /// Los módulos del paquete que usan las pruebas de `modulosDePrueba` (ellos, y lo que cargan, hasta el
    /// final) con algún fichero compilado contra una versión anterior de un módulo del paquete.
    package func desfasados(usadosPor modulosDePrueba: Set<String>) -> Set<String> {
        var fechas: [String: Date] = [:]    // las de los .swiftmodule, leídas una vez
        var desfasados: Set<String> = []
        var vistos: Set<String> = []
        var pendientes = Array(modulosDePrueba)
        while let modulo = pendientes.popLast() {
            guard vistos.insert(modulo).inserted else { continue }
            for (fecha, cargados) in ficherosCompilados(de: modulo) {
                for cargado in cargados {
                    pendientes.append(cargado)
                    if fechas[cargado] == nil { fechas[cargado] = fechaDeModificacion(interfaz(de: cargado)) ?? .distantPast }
                    if let suya = fechas[cargado], suya > fecha { desfasados.insert(modulo) }
                }
            }
        }
        return desfasados
    }

    /// Hace que la próxima compilación recompile enteros esos módulos. Falso si alguno no tiene la forma
    /// que se espera de SwiftPM (otra versión, otra plataforma): entonces no se puede asegurar nada.
    package func forzar(_ modulos: Set<String>) -> Bool {
        let gestor = FileManager.default
        var todos = true
        for modulo in modulos {
            let carpeta = compilados.appending(path: "\(modulo).build")
            let sources = carpeta.appending(path: "sources")
            guard gestor.fileExists(atPath: sources.path) else {
                todos = false
                continue
            }
            let estado = ((try? gestor.contentsOfDirectory(atPath: carpeta.path)) ?? [])
                .filter { $0 == "primary.priors" || $0.hasSuffix(".swiftdeps") }
            for nombre in estado { try? gestor.removeItem(at: carpeta.appending(path: nombre)) }
            do {
                try gestor.setAttributes([.modificationDate: Date()], ofItemAtPath: sources.path)
            } catch {
                todos = false
            }
        }
        return todos
    }

    // MARK: - Lectura de lo compilado

    private func interfaz(de modulo: String) -> URL {
        compilados.appending(path: "Modules/\(modulo).swiftmodule")
    }

    /// Por cada `.d` del módulo, cuándo se escribió y qué módulos del paquete cargó.
    private func ficherosCompilados(de modulo: String) -> [(Date, [String])] {
        let carpeta = compilados.appending(path: "\(modulo).build")
        let nombres = (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? []
        return nombres.filter { $0.hasSuffix(".d") }.compactMap { nombre in
            let url = carpeta.appending(path: nombre)
            guard let fecha = fechaDeModificacion(url), let datos = try? Data(contentsOf: url) else { return nil }
            return (fecha, modulosCargados(enDependencias: datos))
        }
    }

    /// Los módulos del paquete que nombra un `.d` («objetivo : dependencia dependencia …», con los
    /// espacios de las rutas escapados y líneas partidas con «\»). Byte a byte: son cientos de ficheros.
    func modulosCargados(enDependencias datos: Data) -> [String] {
        let prefijo = Array((compilados.appending(path: "Modules").path + "/").utf8)
        let sufijo = Array(".swiftmodule".utf8)
        var modulos: [String] = []
        var actual: [UInt8] = []
        var escapado = false
        func cerrar() {
            if actual.count > prefijo.count + sufijo.count, actual.starts(with: prefijo), actual.suffix(sufijo.count).elementsEqual(sufijo) {
                let nombre = actual[prefijo.count..<(actual.count - sufijo.count)]
                if !nombre.contains(UInt8(ascii: "/")) { modulos.append(String(decoding: nombre, as: UTF8.self)) }
            }
            actual.removeAll(keepingCapacity: true)
        }
        for byte in datos {
            if escapado {
                if byte != UInt8(ascii: "\n") { actual.append(byte) }
                escapado = false
            } else if byte == UInt8(ascii: "\\") {
                escapado = true
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                cerrar()
            } else {
                actual.append(byte)
            }
        }
        cerrar()
        return modulos
    }

    private func fechaDeModificacion(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
