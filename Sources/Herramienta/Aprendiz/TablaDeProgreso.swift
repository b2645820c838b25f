import Foundation
import HerramientaNucleo

/// Lo que enseñan `marcador` y `marcador lista`: cada lección y paso con su estado, la barra de
/// progreso y el paso siguiente. No lanza nada: solo lee el catálogo y los últimos resultados.
struct TablaDeProgreso {
    let progreso: Progreso
    let consola: Consola
    var zona = TimeZone.current     // las pruebas fijan una, para que la fecha no dependa de la máquina

    static let anchoDeLaBarra = 20
    static let columnaDelId = 19    // «  », la marca (15 de ancho) y «  »

    var lineas: [String] {
        var lineas: [String] = [consola.negrita("MarcadorKit · tu progreso")]
        if let fecha = progreso.resultados?.ultimaFecha {
            lineas.append("Últimos resultados: \(formatear(fecha)).")
        } else {
            lineas.append(consola.amarillo("Aún no hay resultados guardados: ") + "compruébalo todo con «swift run marcador comprobar».")
        }
        let ancho = progreso.catalogo.pasos.map(\.id.count).max() ?? 0
        for leccion in progreso.catalogo.lecciones {
            lineas.append("")
            lineas.append(consola.negrita(leccion.titulo))
            for paso in leccion.pasos {
                let relleno = String(repeating: " ", count: ancho - paso.id.count)
                lineas.append("  \(marca(de: paso))  \(paso.id)\(relleno)  \(paso.titulo)")
                // Un paso que estaba comprobado y ya no vale, o que no está hecho aunque pasen sus pruebas: por
                // qué, debajo de su id.
                if let motivo = progreso.motivo(de: paso) {
                    lineas.append(String(repeating: " ", count: Self.columnaDelId) + motivo)
                }
            }
        }
        let total = progreso.ejercicios.count
        lineas += ["", "\(barra(hechos: progreso.hechos, total: total)) \(progreso.hechos) de \(total) ejercicios hechos"]
        guard let siguiente = progreso.siguiente else {
            return lineas + [consola.verde("✓ ¡Todos los ejercicios hechos!")]
        }
        return lineas + [
            "",
            consola.negrita("Siguiente: ") + siguiente.id + " · " + siguiente.titulo,
            "  Fichero:     " + siguiente.ficheros.map { "Exercises/" + $0 }.joined(separator: ", "),
            "  Compruébalo: swift run marcador comprobar " + siguiente.id,
            "  Pista:       swift run marcador pista " + siguiente.id,
        ]
    }

    /// Misma anchura para todas, para que los identificadores queden en columna.
    private func marca(de paso: Paso) -> String {
        switch paso.tipo {
        case .fueraDelKit: return "· fuera del kit"
        case .pruebas where !paso.esDeQuienAprende: return "· pruebas tuyas"
        case .arquitectura:
            // Una regla no se hace: se cumple o no, la última vez que se ejecutó (con cualquier paso que vigila).
            switch progreso.estado(de: paso) {
            case .hecho: return consola.verde("✓ se cumple    ")
            case .pendiente: return consola.rojo("✗ no se cumple ")
            case .noCompila: return consola.amarillo("⚠ no compila   ")
            case nil: return "· sin comprobar"
            }
        case .ejercicio, .pruebas:
            switch progreso.estado(de: paso) {
            case .hecho: return consola.verde("✓ hecho        ")
            case .pendiente: return consola.rojo("✗ pendiente    ")
            case .noCompila: return consola.amarillo("⚠ no compila   ")
            case nil: return "· sin comprobar"
            }
        }
    }

    private func barra(hechos: Int, total: Int) -> String {
        let llenos = total == 0 ? 0 : hechos * Self.anchoDeLaBarra / total
        return "[" + String(repeating: "█", count: llenos) + String(repeating: "░", count: Self.anchoDeLaBarra - llenos) + "]"
    }

    private func formatear(_ fecha: Date) -> String {
        var calendario = Calendar(identifier: .gregorian)
        calendario.timeZone = zona
        let c = calendario.dateComponents([.year, .month, .day, .hour, .minute], from: fecha)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }
}
