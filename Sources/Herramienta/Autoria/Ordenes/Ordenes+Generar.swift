import HerramientaNucleo
import HerramientaPublicacion

extension Ordenes {
    func generar(comprobar: Bool, forzar: Bool) -> Int32 {
        let generacion: Generacion
        do {
            generacion = try generador.generacion()
        } catch {
            informar(error)
            return 1
        }
        for hueco in Cobertura.huecos(catalogo: catalogo, generacion: generacion) {
            consola.avisar(consola.amarillo("aviso: ") + hueco)
        }
        return comprobar ? self.comprobar(generacion) : escribir(generacion, forzar: forzar)
    }

    private func comprobar(_ generacion: Generacion) -> Int32 {
        let diferencias = Diferencia.entre(generacion, y: generador.ejercicios)
        guard diferencias.isEmpty else {
            consola.escribir(consola.rojo("✗ Exercises/ no es lo que generaría «marcador generar»:"))
            diferencias.forEach { consola.escribir("  \($0)") }
            consola.escribir("Para ponerlo al día: swift run marcador generar")
            return 1
        }
        consola.escribir(consola.verde("✓ Exercises/ está al día con Solutions/ (\(generacion.ficheros.count, "fichero"))."))
        let calculado: Manifiesto
        do {
            calculado = try Manifiesto.calcular(raiz: raiz)
        } catch {
            consola.escribir(consola.rojo("✗ No puedo calcular la publicación del kit: ") + error.mensaje)
            return 1
        }
        let cambios = ((try? Manifiesto.cargar(raiz: raiz)) ?? Manifiesto(ficheros: [:])).cambios(en: calculado)
        guard cambios.isEmpty else {
            consola.escribir(consola.rojo("✗ \(Manifiesto.ruta) no está al día:"))
            cambios.prefix(20).forEach { consola.escribir("  \($0.descripcion)") }
            consola.escribir("Para ponerlo al día: swift run marcador generar")
            return 1
        }
        consola.escribir(consola.verde("✓ \(Manifiesto.ruta) está al día (\(calculado.ficheros.count, "fichero") de la publicación)."))
        return 0
    }

    private func escribir(_ generacion: Generacion, forzar: Bool) -> Int32 {
        let escritor = EscritorDeEjercicios(carpeta: generador.ejercicios)
        let riesgos = escritor.trabajoEnRiesgo(generacion)
        if !riesgos.isEmpty && !forzar {
            consola.avisar(consola.rojo("✗ No escribo nada: esto podría ser trabajo de quien aprende."))
            riesgos.forEach { consola.avisar("  \($0)") }
            consola.avisar("""
                Para volver al esqueleto de un solo paso: swift run marcador reiniciar <paso>.
                Si mantienes el kit y has cambiado esos esqueletos en Solutions/: swift run marcador generar --forzar
                """)
            return 1
        }
        do {
            let cambios = try escritor.escribir(generacion)
            cambios.escritos.forEach { consola.escribir("  escrito  Exercises/\($0)") }
            cambios.borrados.forEach { consola.escribir("  borrado  Exercises/\($0)") }
            // Las huellas del kit, para que `calificar` vea qué cambia una entrega.
            try Manifiesto.calcular(raiz: raiz).datos().write(to: raiz.appending(path: Manifiesto.ruta))
            consola.escribir("  escrito  \(Manifiesto.ruta)")
            consola.escribir(consola.verde("""
                ✓ Exercises/ generado: \(cambios.escritos.count, "escrito"), \(cambios.borrados.count, "borrado"), \
                \(generacion.ficheros.count) en total.
                """))
            return 0
        } catch {
            let motivo = (error as? ErrorDeLaHerramienta)?.mensaje ?? error.localizedDescription
            consola.avisar(consola.rojo("✗ No he podido escribir Exercises/ y el manifiesto: \(motivo)"))
            return 1
        }
    }
}
