import HerramientaNucleo

/// Lo que el catálogo promete y Solutions/ aún no cumple: un fichero que no existe, o un
/// ejercicio sin región en uno de sus ficheros. `generar` lo avisa; `verificar` lo da por fallo.
enum Cobertura {
    static func huecos(catalogo: Catalogo, generacion: Generacion) -> [String] {
        var huecos: [String] = []
        for paso in catalogo.pasos where paso.tipo.tieneRegiones {
            for fichero in paso.ficheros {
                if generacion.ficheros[fichero] == nil {
                    huecos.append("el paso \(paso.id) cita Solutions/\(fichero), que no existe")
                } else if !(generacion.regiones[fichero] ?? []).contains(where: { $0.paso == paso.id }) {
                    huecos.append("el paso \(paso.id) no tiene ninguna región en Solutions/\(fichero)")
                }
            }
        }
        return huecos
    }
}
