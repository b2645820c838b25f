import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// Prepara el árbol que se compila al calificar con --kit: la publicación del kit (lo que reciben los
/// estudiantes: su Package.swift, Sources/, Tests/ y Exercises/ generado desde Solutions/) con lo que la
/// entrega escribió dentro de las regiones de Exercises/. De la entrega no llega nada más: ni sus pruebas,
/// ni sus manifiestos de SwiftPM, ni sus ocultos, ni nada a lo que apunte un enlace suyo. Un módulo que no
/// compila se sustituye poniendo en sus regiones las soluciones de Solutions/ del kit.
///
/// Escribe solo dentro de `copia` y nunca a través de un enlace: los que encuentre allí (los pudo dejar
/// el código de una entrega anterior) los borra sin seguirlos. Reescribe solo lo que cambia, para que la
/// compilación de la vez anterior, en `copia/.build`, se aproveche.
struct Restaurador {
    let kit: URL
    let catalogo: Catalogo
    let copia: URL

    /// De la publicación, lo que hace falta para compilar y probar.
    static let paraCompilar = ["Package.swift", "Sources/", "Tests/", "Exercises/"]

    /// - Parameter sustituidos: los módulos de la app que no compilan: sus regiones llevan la solución.
    func restaurar(regionesDe entrega: ContenidoDeUnArbol, sustituidos: Set<String> = []) throws(ErrorDeLaHerramienta) {
        try sincronizar(try arbol(con: entrega, sustituidos: sustituidos))
    }

    /// Ruta → contenido del árbol que se compila.
    func arbol(con entrega: ContenidoDeUnArbol, sustituidos: Set<String> = []) throws(ErrorDeLaHerramienta) -> [String: Data] {
        let publicacion = try Publicacion(kit: kit, catalogo: catalogo)
        let modulos = sustituidos.isEmpty ? [] : try Calificador.modulos(raiz: kit, catalogo: catalogo)
        var arbol: [String: Data] = [:]
        for (ruta, fichero) in publicacion.ficheros where Self.paraCompilar.contains(where: { ruta == $0 || ($0.hasSuffix("/") && ruta.hasPrefix($0)) }) {
            guard ruta.hasPrefix("Exercises/") else {
                arbol[ruta] = fichero.datos
                continue
            }
            let fichero = String(ruta.dropFirst("Exercises/".count))
            let sustituido = ModuloDeLaApp.modulo(deLaRuta: ruta, en: modulos).map { sustituidos.contains($0.nombre) } ?? false
            let generado = publicacion.generacion.ficheros[fichero] ?? Data()
            if sustituido {
                arbol[ruta] = Self.conRegiones(de: try resuelto(fichero, regiones: publicacion.generacion.regiones[fichero] ?? []), en: generado)
            } else {
                arbol[ruta] = Self.conRegiones(de: entrega.ficheros[ruta], en: generado)
            }
        }
        return arbol
    }

    /// El fichero de Solutions/ con cada región reducida a su solución, entre sus marcas: como lo dejaría
    /// quien lo resolviera.
    private func resuelto(_ fichero: String, regiones: [RegionDeSolucion]) throws(ErrorDeLaHerramienta) -> Data {
        guard let datos = try? Data(contentsOf: kit.appending(path: "Solutions/" + fichero)), let lineas = Texto.lineas(datos) else {
            throw .entorno("No puedo leer Solutions/\(fichero) del kit de --kit (\(kit.path)).")
        }
        var resuelto = lineas
        for region in regiones.reversed() {
            resuelto.replaceSubrange(region.inicio...region.fin, with: [lineas[region.inicio]] + region.solucion + [lineas[region.fin]])
        }
        return Texto.datos(resuelto)
    }

    /// El fichero generado, con el cuerpo de cada región cambiado por el de la entrega: la n-ésima región de
    /// un paso por la n-ésima de ese paso en la entrega. Una región que la entrega no tiene (o cuyas marcas
    /// rompió) se queda con su esqueleto.
    static func conRegiones(de entregado: Data?, en generado: Data) -> Data {
        guard let suyas = entregado.flatMap(Texto.lineas), var lineas = Texto.lineas(generado) else { return generado }
        let regionesSuyas = LecturaDeEjercicio(lineas: suyas).regiones
        let nuestras = LecturaDeEjercicio(lineas: lineas).regiones
        // De abajo arriba, para que los índices de las regiones de más arriba sigan valiendo.
        for (orden, region) in nuestras.enumerated().reversed() {
            let vez = nuestras[..<orden].count { $0.paso == region.paso }
            guard let suya = regionesSuyas.filter({ $0.paso == region.paso }).dropFirst(vez).first else { continue }
            lineas.replaceSubrange(region.inicio...region.fin, with: suyas[suya.inicio...suya.fin].map(Self.sinSourceLocation))
        }
        return Texto.datos(lineas)
    }

    /// `#sourceLocation` cambia la ruta de los errores: uno en una región se le echaría a otro módulo, o a
    /// /etc/passwd, y la entrega entera quedaría sin nota. En una región no pinta nada: se comenta.
    static func sinSourceLocation(_ linea: String) -> String {
        linea.replacingOccurrences(of: "#sourceLocation", with: "// #sourceLocation (no vale al calificar)")
    }

    // MARK: - Escritura, sin seguir enlaces

    /// Deja `copia` con exactamente esos ficheros (su `.build` aparte).
    private func sincronizar(_ arbol: [String: Data]) throws(ErrorDeLaHerramienta) {
        do {
            try carpetasRealesHastaLaCopia()
            var carpetas: Set<String> = [""]
            for ruta in arbol.keys {
                var carpeta = (ruta as NSString).deletingLastPathComponent
                while !carpeta.isEmpty, carpetas.insert(carpeta).inserted { carpeta = (carpeta as NSString).deletingLastPathComponent }
            }
            try limpiar("", carpetas: carpetas, arbol: arbol)
            for (ruta, datos) in arbol.sorted(by: { $0.key < $1.key }) {
                let url = copia.appending(path: ruta)
                try Self.carpetaReal(url.deletingLastPathComponent())
                if ContenidoDeUnArbol.leerSinSeguirEnlaces(url.path) == datos { continue }
                // .atomic escribe en un fichero nuevo y lo renombra: cambia la entrada, nunca escribe a través de ella.
                try datos.write(to: url, options: .atomic)
            }
        } catch let error as ErrorDeLaHerramienta {
            throw error
        } catch {
            throw .entorno("No he podido preparar la copia que se califica, \(copia.path): \(error.localizedDescription)")
        }
    }

    /// Borra de `copia` lo que no es del árbol: ficheros de más, carpetas de más y todo lo que no sea un
    /// fichero normal o una carpeta de verdad (enlaces incluidos, sin seguirlos).
    private func limpiar(_ carpeta: String, carpetas: Set<String>, arbol: [String: Data]) throws {
        let gestor = FileManager.default
        let url = carpeta.isEmpty ? copia : copia.appending(path: carpeta)
        for bytes in try Self.entradas(Array(url.path.utf8)) {
            // Un nombre que no es UTF-8 (lo deja a veces el compilador al expandir una macro, o una entrega)
            // no se puede ni nombrar con FileManager: se borra por sus bytes.
            guard let nombre = String(validating: bytes, as: UTF8.self) else {
                try Self.borrar(Array(url.path.utf8) + [UInt8(ascii: "/")] + bytes)
                continue
            }
            let ruta = carpeta.isEmpty ? nombre : carpeta + "/" + nombre
            let tipo = (try? gestor.attributesOfItem(atPath: url.appending(path: nombre).path))?[.type] as? FileAttributeType
            if carpeta.isEmpty && nombre == ".build" && tipo == .typeDirectory { continue }     // la compilación anterior
            if tipo == .typeDirectory && carpetas.contains(ruta) {
                try limpiar(ruta, carpetas: carpetas, arbol: arbol)
            } else if tipo != .typeRegular || arbol[ruta] == nil {
                try Self.borrar(Array(url.appending(path: nombre).path.utf8))
            }
        }
    }

    /// Los nombres de una carpeta (su ruta, en bytes) tal cual, en bytes, sin «.» ni «..».
    static func entradas(_ carpeta: [UInt8]) throws -> [[UInt8]] {
        guard let directorio = opendir(Self.enC(carpeta)) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: String(decoding: carpeta, as: UTF8.self)])
        }
        defer { closedir(directorio) }
        var nombres: [[UInt8]] = []
        while let entrada = readdir(directorio) {
            let nombre = withUnsafeBytes(of: entrada.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if nombre != [0x2E] && nombre != [0x2E, 0x2E] { nombres.append(nombre) }
        }
        return nombres
    }

    /// Una ruta en bytes como cadena de C, acabada en 0.
    private static func enC(_ ruta: [UInt8]) -> [CChar] {
        ruta.map { CChar(bitPattern: $0) } + [0]
    }

    /// Borra lo que hay en esa ruta (en bytes) sin seguir enlaces: una carpeta, con todo lo de dentro.
    static func borrar(_ ruta: [UInt8]) throws {
        let camino = String(decoding: ruta, as: UTF8.self)
        let c = enC(ruta)
        var estado = stat()
        guard lstat(c, &estado) == 0 else { return }
        if estado.st_mode & S_IFMT == S_IFDIR {
            for nombre in try entradas(ruta) { try borrar(ruta + [UInt8(ascii: "/")] + nombre) }
            guard rmdir(c) == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: camino]) }
        } else if unlink(c) != 0 {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: camino])
        }
    }

    /// La copia y, si está dentro del kit (en su .build), cada carpeta desde el kit hasta ella.
    private func carpetasRealesHastaLaCopia() throws {
        let base = kit.standardizedFileURL.path
        let destino = copia.standardizedFileURL
        guard destino.path.hasPrefix(base + "/") else { return try Self.carpetaReal(destino) }
        var actual = kit.standardizedFileURL
        for parte in destino.path.dropFirst(base.count + 1).split(separator: "/") {
            actual = actual.appending(path: String(parte))
            try Self.carpetaReal(actual)
        }
    }

    /// Crea la carpeta si falta; si en su lugar hay un enlace o un fichero, lo quita antes.
    private static func carpetaReal(_ url: URL) throws {
        let gestor = FileManager.default
        let tipo = (try? gestor.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if tipo == .typeDirectory { return }
        if tipo != nil { try gestor.removeItem(at: url) }
        try gestor.createDirectory(at: url, withIntermediateDirectories: true)
    }
}
