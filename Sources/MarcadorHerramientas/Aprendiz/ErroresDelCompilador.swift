/// Las líneas `error:` del compilador que importan a quien aprende: con la ruta relativa al paquete,
/// sin repetir y, si hay alguna en Exercises/, solo esas. El resto del registro (avisos, notas,
/// el código citado, el progreso de la compilación) no se enseña nunca.
struct ErroresDelCompilador {
    let errores: [String]       // «ruta:línea:columna: error: mensaje», relativas al paquete

    static let maximo = 8

    /// - Parameter lineas: las líneas con «: error:» del registro de `swift build`.
    init(lineas: [String], raiz: String) {
        let prefijo = raiz.hasSuffix("/") ? raiz : raiz + "/"
        var vistos: Set<String> = []
        errores = lineas
            .map { $0.hasPrefix(prefijo) ? String($0.dropFirst(prefijo.count)) : $0 }
            .filter { vistos.insert($0).inserted }
    }

    var deEjercicios: [String] { errores.filter { $0.hasPrefix("Exercises/") } }

    /// Los ficheros de Exercises/ que no compilan, como los nombra el catálogo (sin «Exercises/»).
    var ficherosDeEjercicios: Set<String> {
        Set(deEjercicios.compactMap { linea in
            linea.split(separator: ":").first.map { String($0.dropFirst("Exercises/".count)) }
        })
    }

    /// Qué hacer ante los errores que salen al pegar un bloque de la lección con una llave de más o de
    /// menos: el mensaje del compilador dice dónde, pero no por qué.
    var consejos: [String] {
        let mensajes = (deEjercicios.isEmpty ? errores : deEjercicios).joined(separator: "\n")
        var consejos: [String] = []
        if mensajes.contains("extraneous '}' at top level") {
            consejos.append("→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).")
            consejos.append("  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.")
        }
        if mensajes.contains("expected '}' in") {
            consejos.append("→ Falta una «}»: alguna «{» de la región no se cierra dentro de ella. Ciérrala antes de «// MARK: FIN EJERCICIO».")
        }
        return consejos
    }

    /// Lo que se enseña: los de Exercises/ o, si no hay, los demás (unas pruebas que ya no encajan
    /// con el código: un nombre o una firma cambiados). El mismo mensaje en varios sitios sale una
    /// vez, con la cuenta; como mucho `maximo` líneas.
    var resumen: [String] {
        var mensajes: [String] = []
        var primeras: [String: String] = [:]
        var veces: [String: Int] = [:]
        for linea in deEjercicios.isEmpty ? errores : deEjercicios {
            let mensaje = linea.range(of: ": error: ").map { String(linea[$0.upperBound...]) } ?? linea
            if primeras[mensaje] == nil {
                mensajes.append(mensaje)
                primeras[mensaje] = linea
            }
            veces[mensaje, default: 0] += 1
        }
        let lineas = mensajes.map { mensaje in
            let otras = (veces[mensaje] ?? 1) - 1
            return (primeras[mensaje] ?? mensaje) + (otras == 0 ? "" : otras == 1 ? " (y 1 vez más)" : " (y \(otras) veces más)")
        }
        let sobran = lineas.count - Self.maximo
        return Array(lineas.prefix(Self.maximo)) + (sobran <= 0 ? [] : sobran == 1 ? ["… y 1 error más"] : ["… y \(sobran) errores más"])
    }
}
