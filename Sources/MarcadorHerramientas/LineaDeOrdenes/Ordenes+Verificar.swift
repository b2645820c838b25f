import Foundation

/// `marcador verificar`: la verificación del kit, en un solo sitio. Sale con 1 ante cualquier problema.
extension Ordenes {
    func verificar(limite: Duration) -> Int32 {
        consola.escribir(consola.negrita("Verificación de MarcadorKit"))
        var problemas = 0

        consola.escribir(consola.negrita("\n[1/4] Regiones, catálogo y Exercises/ al día con el generador"))
        let generacion: Generacion
        do {
            generacion = try generador.generacion()
        } catch {
            informar(error)
            return 1    // sin regiones legibles no hay nada más que comparar
        }
        let diferencias = Diferencia.entre(generacion, y: generador.ejercicios).map { "\($0) (swift run marcador generar)" }
        // Un manifiesto atrasado haría que `calificar` tomase por trampa un cambio del propio kit.
        let manifiesto: [String]
        do throws(ErrorDeLaHerramienta) {
            manifiesto = ((try? Manifiesto.cargar(raiz: raiz)) ?? Manifiesto(ficheros: [:])).cambios(en: try Manifiesto.calcular(raiz: raiz))
                .map { "\(Manifiesto.ruta) no está al día: \($0.descripcion) (swift run marcador generar)" }
        } catch {
            manifiesto = ["no puedo calcular la publicación del kit: \(error.mensaje)"]
        }
        problemas += informar(Cobertura.huecos(catalogo: catalogo, generacion: generacion) + diferencias + manifiesto,
                              bien: "Exercises/ es lo que escribe el generador y el manifiesto está al día")

        consola.escribir(consola.negrita("\n[2/4] Exercises/ y Solutions/: los mismos ficheros y solo cambian las regiones"))
        let regiones = generacion.regiones.values.joined().count
        problemas += informar(ComparadorDeArboles(generador: generador).diferencias(),
                              bien: "\(generacion.ficheros.count) ficheros; \(regiones) regiones")

        let temporal = CarpetaDeTrabajo.base.appending(path: "marcador-verificar-\(UUID().uuidString)")
        let ejecutor = EjecutorDePruebas(raiz: raiz, temporal: temporal, limite: limite)
        // Primero Solutions/ y después Exercises/: así .build queda con el árbol de quien aprende.
        consola.escribir(consola.negrita("\n[3/4] Solutions/: MARCADOR=soluciones swift test"))
        guard let soluciones = ejecutar(ejecutor, marcador: "soluciones", nombre: "soluciones") else { return 1 }
        consola.escribir(consola.negrita("\n[4/4] Exercises/: swift test"))
        guard let esqueletos = ejecutar(ejecutor, marcador: nil, nombre: "esqueletos") else { return 1 }

        let evaluacion = Evaluacion(catalogo: catalogo, soluciones: soluciones.ejecucion, esqueletos: esqueletos.ejecucion)
        consola.escribir(consola.negrita("\nCon Solutions/ pasan todas las pruebas"))
        problemas += informar(evaluacion.conLasSoluciones, bien: "\(soluciones.ejecucion?.estados.count ?? 0) pruebas, todas pasan")
        consola.escribir(consola.negrita("\nCon Exercises/ fallan las pruebas de cada ejercicio y pasan las del código base"))
        problemas += informar(evaluacion.conLosEsqueletos, bien: """
            cada prueba de un ejercicio falla con su esqueleto; las \(evaluacion.pruebasBase) del código base pasan
            """)
        consola.escribir(consola.negrita("\nCada prueba es de un paso o del código base, y cada suite del catálogo tiene pruebas"))
        problemas += informar(evaluacion.delCatalogo, bien: "todas clasificadas")

        consola.escribir(consola.negrita("\nPasos"))
        TablaDeVerificacion(filas: evaluacion.filas).lineas.forEach(consola.escribir)
        consola.escribir("")
        guard problemas == 0 else {
            consola.escribir(consola.rojo("✗ \(problemas) problema(s). Registros de swift en \(temporal.path)"))
            return 1
        }
        consola.escribir(consola.verde("✓ Verificación superada."))
        try? FileManager.default.removeItem(at: temporal)
        return 0
    }

    /// Compila y prueba un árbol y cuenta cómo ha ido; nil si ni siquiera se pudo lanzar `swift`.
    private func ejecutar(_ ejecutor: EjecutorDePruebas, marcador: String?, nombre: String) -> EjecutorDePruebas.Salida? {
        consola.escribir("  compilando y probando…")
        let salida: EjecutorDePruebas.Salida
        do {
            try FileManager.default.createDirectory(at: ejecutor.temporal, withIntermediateDirectories: true)
            salida = try ejecutor.ejecutar(marcador: marcador, nombre: nombre)
        } catch {
            consola.avisar(consola.rojo("✗ No he podido lanzar swift: \(error.localizedDescription)"))
            return nil
        }
        consola.escribir("  compilar: \(salida.compilar.segundos) s · probar: \(salida.probar.segundos) s")
        if salida.ejecucion == nil {
            consola.escribir(consola.rojo("  ✗ no compila:"))
            salida.erroresDeCompilacion.prefix(20).forEach { consola.escribir("    " + $0) }
        }
        if salida.cortada {
            consola.escribir(consola.rojo("  ✗ las pruebas pasaron del límite y se cortaron: abajo, las que no terminaron"))
        }
        return salida
    }

    /// Escribe los problemas de una comprobación, o que está bien; devuelve cuántos hay.
    private func informar(_ problemas: [String], bien: String) -> Int {
        if problemas.isEmpty { consola.escribir(consola.verde("  ✓ ") + bien) }
        problemas.forEach { consola.escribir(consola.rojo("  ✗ ") + $0) }
        return problemas.count
    }
}

private extension Duration {
    var segundos: Int64 { components.seconds }
}
