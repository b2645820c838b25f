import Foundation

/// Vuelve a poner el esqueleto de un paso en Exercises/. Solo cambia las líneas de las regiones
/// de ese paso: lo demás del fichero, y los demás pasos, quedan como estaban.
struct Reiniciador {
    let generador: Generador

    /// Un fichero con su contenido nuevo, listo para escribir.
    struct Reinicio: Equatable {
        let fichero: String
        let contenido: Data
        let cambia: Bool
    }

    /// Comprueba todos los ficheros del paso antes de escribir ninguno.
    func preparar(_ paso: Paso) throws(FalloDeReinicio) -> [Reinicio] {
        guard paso.tipo == .ejercicio else { throw .noEsUnEjercicio(paso: paso.id, tipo: paso.tipo) }
        return try paso.ficheros.map { fichero throws(FalloDeReinicio) in try preparar(paso, en: fichero) }
    }

    func aplicar(_ reinicios: [Reinicio]) throws {
        for reinicio in reinicios where reinicio.cambia {
            try reinicio.contenido.write(to: generador.ejercicios.appending(path: reinicio.fichero), options: .atomic)
        }
    }

    private func preparar(_ paso: Paso, en fichero: String) throws(FalloDeReinicio) -> Reinicio {
        let url = generador.ejercicios.appending(path: fichero)
        guard let datos = try? Data(contentsOf: url), let lineas = Texto.lineas(datos) else {
            throw .faltaElFichero(fichero)
        }
        let solucion = (try? Data(contentsOf: generador.soluciones.appending(path: fichero))) ?? Data()
        let esqueletos: [RegionDeSolucion]
        do {
            esqueletos = try generador.ejercicio(de: solucion, fichero: fichero).1.filter { $0.paso == paso.id }
        } catch {
            throw .solucionesMalFormadas(error)
        }
        let suyas = LecturaDeEjercicio(lineas: lineas).regiones.filter { $0.paso == paso.id }
        let inicios = LecturaDeEjercicio.inicios(de: paso.id, en: lineas)
        guard suyas.count == esqueletos.count, inicios == esqueletos.count else {
            throw .marcasDanadas(
                fichero: fichero, paso: paso.id, esperadas: esqueletos.count, cerradas: suyas.count, inicios: inicios
            )
        }
        var nuevas = lineas
        // De abajo arriba, para que los índices de las regiones de arriba sigan valiendo.
        for (region, esqueleto) in zip(suyas, esqueletos).reversed() {
            nuevas.replaceSubrange(region.inicio...region.fin, with: generador.lineasDeEjercicio(esqueleto))
        }
        return Reinicio(fichero: fichero, contenido: Texto.datos(nuevas), cambia: nuevas != lineas)
    }
}
