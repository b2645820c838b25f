import Foundation

/// Deja en una copia del árbol de la entrega los ficheros del kit como eran. Nunca toca el árbol de
/// quien aprende: escribe solo en `copia`.
struct Restaurador {
    let entrega: URL
    let copia: URL
    let manifiesto: Manifiesto
    var kit: URL? = nil     // el kit de confianza (`calificar --kit`); sin él, el historial de git de la entrega

    /// Copia la entrega (sin .build ni .git) y restaura lo cambiado: primero lo que no es Exercises/,
    /// porque los ficheros de Exercises/ se regeneran a partir de Solutions/ y del catálogo ya restaurados.
    func restaurar(_ cambios: [CambioDelKit]) throws(ErrorDeLaHerramienta) {
        let gestor = FileManager.default
        do {
            try gestor.createDirectory(at: copia, withIntermediateDirectories: true)
            for elemento in try gestor.contentsOfDirectory(atPath: entrega.path) where ![".build", ".git"].contains(elemento) {
                try gestor.copyItem(at: entrega.appending(path: elemento), to: copia.appending(path: elemento))
            }
        } catch {
            throw .entorno("No he podido copiar la entrega en \(copia.path): \(error.localizedDescription)")
        }
        let (deExercises, delKit) = (cambios.filter { $0.ruta.hasPrefix("Exercises/") }, cambios.filter { !$0.ruta.hasPrefix("Exercises/") })
        for cambio in delKit + deExercises {
            let destino = copia.appending(path: cambio.ruta)
            if cambio.tipo == .anadido {
                try? gestor.removeItem(at: destino)
                continue
            }
            let original = cambio.ruta.hasPrefix("Exercises/") ? try base(de: cambio.ruta) : try original(cambio.ruta)
            do {
                try gestor.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
                try original.write(to: destino)
            } catch {
                throw .entorno("No he podido restaurar \(cambio.ruta): \(error.localizedDescription)")
            }
        }
    }

    /// El fichero del kit de confianza o, sin él, la versión del historial de git cuya huella es la del
    /// manifiesto: la plantilla del kit está en él.
    private func original(_ ruta: String) throws(ErrorDeLaHerramienta) -> Data {
        let esperada = manifiesto.ficheros[ruta]
        if let kit {
            guard let datos = try? Data(contentsOf: kit.appending(path: ruta)), Manifiesto.huella(datos, ruta: ruta) == esperada else {
                throw .entorno("\(ruta) del kit de --kit (\(kit.path)) no es el de su manifiesto: vuelve a clonar el kit.")
            }
            return datos
        }
        let confirmaciones = String(decoding: git(["log", "--all", "--format=%H", "--", ruta]), as: UTF8.self)
        for confirmacion in confirmaciones.split(separator: "\n") {
            let datos = git(["show", "\(confirmacion):\(ruta)"])
            if Manifiesto.huella(datos, ruta: ruta) == esperada { return datos }
        }
        throw .entorno("""
            \(ruta) no es el del kit y no encuentro el original en el historial de git. \
            Califica en un clon con todo el historial (en Actions, actions/checkout con fetch-depth: 0).
            """)
    }

    /// Lo que escribe el generador a partir de Solutions/, con las regiones de quien aprende dentro.
    private func base(de ruta: String) throws(ErrorDeLaHerramienta) -> Data {
        let fichero = String(ruta.dropFirst("Exercises/".count))
        let generador = Generador(raiz: copia, catalogo: try Catalogo.cargar(raiz: copia))
        guard let solucion = try? Data(contentsOf: generador.soluciones.appending(path: fichero)),
              let (generado, _) = try? generador.ejercicio(de: solucion, fichero: fichero),
              var lineas = Texto.lineas(generado) else {
            throw .entorno("No puedo regenerar \(ruta) a partir de Solutions/\(fichero).")
        }
        let suyas = (try? Data(contentsOf: entrega.appending(path: ruta))).flatMap(Texto.lineas) ?? []
        var regionesSuyas = LecturaDeEjercicio(lineas: suyas).regiones
        // De abajo arriba, para que los índices de las regiones de más arriba sigan valiendo.
        for region in LecturaDeEjercicio(lineas: lineas).regiones.reversed() {
            guard let indice = regionesSuyas.lastIndex(where: { $0.paso == region.paso }) else { continue }
            let suya = regionesSuyas.remove(at: indice)
            lineas.replaceSubrange(region.inicio...region.fin, with: suyas[suya.inicio...suya.fin])
        }
        return Texto.datos(lineas)
    }

    private func git(_ argumentos: [String]) -> Data {
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proceso.arguments = ["git", "-C", entrega.path] + argumentos
        let tuberia = Pipe()
        proceso.standardOutput = tuberia
        proceso.standardError = FileHandle.nullDevice
        guard (try? proceso.run()) != nil else { return Data() }
        let datos = tuberia.fileHandleForReading.readDataToEndOfFile()
        proceso.waitUntilExit()
        return proceso.terminationStatus == 0 ? datos : Data()
    }
}
