import Foundation

/// Cambia las regiones de un paso en Exercises/ por su esqueleto (`reiniciar`) o por su solución
/// (`resolver`). Solo cambia las líneas de las regiones de ese paso: lo demás del fichero, y los demás
/// pasos, quedan como estaban.
package struct Reiniciador {
    let generador: Generador
    var contenido: Contenido = .esqueleto

    package init(generador: Generador, contenido: Contenido = .esqueleto) {
        self.generador = generador
        self.contenido = contenido
    }

    package enum Contenido {
        case esqueleto      // `reiniciar`: vuelve a empezar
        case solucion       // `resolver`: la región resuelta, para enseñar un paso en clase o probar el kit
    }

    /// Un fichero con su contenido nuevo, listo para escribir.
    package struct Reinicio: Equatable {
        package let fichero: String
        let contenido: Data
        package let cambia: Bool
        package var pisaTrabajo = false     // alguna región suya no es ni el esqueleto ni la solución
    }

    /// Comprueba todos los ficheros del paso antes de escribir ninguno.
    package func preparar(_ paso: Paso) throws(FalloDeReinicio) -> [Reinicio] {
        guard paso.tipo.tieneRegiones else { throw .noEsUnEjercicio(paso: paso.id, tipo: paso.tipo) }
        return try paso.ficheros.map { fichero throws(FalloDeReinicio) in try preparar(paso, en: fichero) }
    }

    package func aplicar(_ reinicios: [Reinicio]) throws {
        for reinicio in reinicios where reinicio.cambia {
            try reinicio.contenido.write(to: generador.ejercicios.appending(path: reinicio.fichero), options: .atomic)
        }
    }

    private func preparar(_ paso: Paso, en fichero: String) throws(FalloDeReinicio) -> Reinicio {
        let url = generador.ejercicios.appending(path: fichero)
        guard let datos = try? Data(contentsOf: url), let lineas = Texto.lineas(datos) else {
            throw .faltaElFichero(fichero)
        }
        // Con una marca rota no se sabe qué es de quién: una «FIN» de más deja lo de debajo fuera de la región.
        let lectura = LecturaDeEjercicio(lineas: lineas)
        guard lectura.danos.isEmpty else {
            throw .marcasRotas(.marcas(fichero: "Exercises/" + fichero, errores: lectura.errores(fichero: "Exercises/" + fichero)))
        }
        let originales = try regionesOriginales(de: fichero).filter { $0.paso == paso.id }
        let suyas = lectura.regiones.filter { $0.paso == paso.id }
        let inicios = LecturaDeEjercicio.inicios(de: paso.id, en: lineas)
        guard suyas.count == originales.count, inicios == originales.count else {
            throw .marcasDanadas(
                fichero: fichero, paso: paso.id, esperadas: originales.count, cerradas: suyas.count, inicios: inicios
            )
        }
        var nuevas = lineas
        var pisaTrabajo = false
        // De abajo arriba, para que los índices de las regiones de arriba sigan valiendo.
        for (region, original) in zip(suyas, originales).reversed() {
            let reescrita = generador.lineasDeEjercicio(original, cuerpo: contenido == .solucion ? original.solucion : nil)
            let actuales = Array(lineas[region.inicio...region.fin])
            let conocidas = [generador.lineasDeEjercicio(original), generador.lineasDeEjercicio(original, cuerpo: original.solucion)]
            if !conocidas.contains(actuales) { pisaTrabajo = true }
            nuevas.replaceSubrange(region.inicio...region.fin, with: reescrita)
        }
        return Reinicio(fichero: fichero, contenido: Texto.datos(nuevas), cambia: nuevas != lineas, pisaTrabajo: pisaTrabajo)
    }

    /// Las regiones de Solutions/ o, en la publicación, que no trae Solutions/, sus esqueletos publicados.
    private func regionesOriginales(de fichero: String) throws(FalloDeReinicio) -> [RegionDeSolucion] {
        guard let solucion = try? Data(contentsOf: generador.soluciones.appending(path: fichero)) else {
            guard contenido == .esqueleto, let publicadas = Esqueletos.cargar(raiz: generador.raiz)?.regiones(de: fichero) else {
                throw .faltaLaSolucion(fichero)
            }
            return publicadas
        }
        do {
            return try generador.ejercicio(de: solucion, fichero: fichero).1
        } catch {
            throw .solucionesMalFormadas(error)
        }
    }
}
