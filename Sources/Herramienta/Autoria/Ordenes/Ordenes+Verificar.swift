import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import HerramientaPublicacion

/// `marcador verificar`: la verificación del kit, en un solo sitio. Sale con 1 ante cualquier problema, y
/// para en la primera etapa tras la cual nada puede salir bien: regiones ilegibles o un árbol que no compila.
extension Ordenes {
    /// Compila y prueba un árbol: `EjecutorDePruebas.ejecutar` (las pruebas de verificar ponen otro, sin swift).
    typealias CompilarYProbar = (EjecutorDePruebas, _ marcador: String?, _ nombre: String) throws -> EjecutorDePruebas.Salida

    func verificar(limite: Duration) -> Int32 {
        let temporal = CarpetaDeTrabajo.disco.appending(path: "marcador-verificar-\(UUID().uuidString)")
        return verificar(limite: limite, temporal: temporal) { ejecutor, marcador, nombre in
            try ejecutor.ejecutar(marcador: marcador, nombre: nombre)
        }
    }

    /// - Parameters:
    ///   - temporal: donde quedan los registros de swift (se borra si todo va bien).
    ///   - alternativas: la comprobación del corpus de alternativas; sin ella, `verificarAlternativas` (las pruebas
    ///     de verificar, en un kit de juguete sin corpus, ponen otra).
    func verificar(limite: Duration, temporal: URL, alternativas: ((URL, Duration) -> [String])? = nil,
                   compilarYProbar: CompilarYProbar) -> Int32 {
        consola.escribir(consola.negrita("Verificación de MarcadorKit"))
        var informe = InformeDeVerificacion(consola: consola)

        informe.seccion("Regiones, catálogo y Exercises/ al día con el generador")
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
        informe.informar(Cobertura.huecos(catalogo: catalogo, generacion: generacion) + diferencias + manifiesto,
                         bien: "Exercises/ es lo que escribe el generador y el manifiesto está al día")

        informe.seccion("Exercises/ y Solutions/: los mismos ficheros y solo cambian las regiones")
        let regiones = generacion.regiones.values.joined().count
        informe.informar(ComparadorDeArboles(generador: generador).diferencias(),
                         bien: "\(generacion.ficheros.count, "fichero"); \(regiones, "región", "regiones")")

        let ejecutor = EjecutorDePruebas(raiz: raiz, temporal: temporal, limite: limite)
        // Primero el árbol que ya está compilado: así solo se cambia de árbol una vez. Si no se sabe,
        // Solutions/ primero, para que .build acabe con el de quien aprende.
        var salidas: [String: EjecutorDePruebas.Salida] = [:]
        let arboles = [("soluciones", "Solutions/: MARCADOR=soluciones swift test"), ("esqueletos", "Exercises/: swift test")]
        for (nombre, titulo) in ArbolCompilado.actual(raiz: raiz) == .ejercicios ? arboles.reversed() : arboles {
            informe.seccion(titulo)
            guard let salida = ejecutar(ejecutor, marcador: nombre == "soluciones" ? "soluciones" : nil, nombre: nombre,
                                        compilarYProbar: compilarYProbar) else { return 1 }
            salidas[nombre] = salida
            guard salida.ejecucion != nil else {
                // Con un árbol que no compila no puede salir bien nada de lo que queda: ni sembrar fallos en él,
                // ni compilar el otro para compararlos (minutos de compilación para nada).
                let arbol = nombre == "soluciones" ? "Solutions/" : "Exercises/"
                let quedan = (salidas["soluciones"] == nil ? ["Solutions/: MARCADOR=soluciones swift test"] : [])
                    + (nombre == "soluciones" || salidas["soluciones"] == nil ? ["los fallos sembrados"] : [])
                    + (salidas["esqueletos"] == nil ? ["Exercises/: swift test"] : [])
                    + ["comparar lo que pasa con cada árbol"]
                consola.escribir("")
                consola.escribir(consola.rojo("✗ \(arbol) no compila: paro aquí.") + " Sin él no puede salir bien nada de lo que queda, "
                    + "y no lo hago: " + quedan.joined(separator: "; ") + ". Arregla los errores de arriba y vuelve a verificar. "
                    + "Registros de swift en \(temporal.path)")
                return 1
            }
            if nombre == "soluciones" {
                // Con Solutions/ recién compilado: los fallos sembrados de los pasos de pruebas, en su código.
                informe.seccion("Fallos sembrados: en Solutions/, los cazan las pruebas del kit y las de la lección")
                informe.informar(verificarMutantes(temporal: temporal, limite: limite), bien: "cada fallo sembrado lo cazan las pruebas del kit y las de la lección")
                // Con el mismo Solutions/ compilado: cada alternativa del corpus, en su paso.
                informe.seccion("Alternativas: las correctas salen ✓ en su paso, con sus reglas, y las erróneas ✗, con su mensaje")
                let inicio = ContinuousClock.now
                let problemas = alternativas?(temporal, limite) ?? verificarAlternativas(temporal: temporal, limite: limite)
                informe.informar(problemas, bien: "ningún falso rechazo ni falso aprobado en el corpus (\((ContinuousClock.now - inicio).segundos) s)")
            }
        }
        guard let soluciones = salidas["soluciones"], let esqueletos = salidas["esqueletos"] else { return 1 }

        let evaluacion = Evaluacion(catalogo: catalogo, soluciones: soluciones.ejecucion, esqueletos: esqueletos.ejecucion, raiz: raiz)
        informe.seccion("Con Solutions/ pasan todas las pruebas")
        informe.informar(evaluacion.conLasSoluciones, bien: "\(soluciones.ejecucion?.estados.count ?? 0, "prueba"), todas pasan")
        informe.seccion("Con Exercises/ fallan las pruebas de cada ejercicio y pasan las demás")
        informe.informar(evaluacion.conLosEsqueletos, bien: """
            cada prueba de un ejercicio falla con su esqueleto; \(concuerda: evaluacion.pruebasBase, "la", "las") \(evaluacion.pruebasBase) \
            del código base \(concuerda: evaluacion.pruebasBase, "pasa", "pasan")
            """)
        informe.seccion("Cada prueba es de un paso o del código base, y cada suite del catálogo tiene pruebas")
        informe.informar(evaluacion.delCatalogo, bien: "todas clasificadas")

        informe.seccion("Pasos")
        TablaDeVerificacion(filas: evaluacion.filas).lineas.forEach(consola.escribir)
        consola.escribir("")
        guard informe.problemas == 0 else {
            consola.escribir(consola.rojo("✗ \(informe.problemas, "problema"). Registros de swift en \(temporal.path)"))
            return 1
        }
        consola.escribir(consola.verde("✓ Verificación superada."))
        try? FileManager.default.removeItem(at: temporal)
        return 0
    }

    /// Compila y prueba un árbol y cuenta cómo ha ido; nil si ni siquiera se pudo lanzar `swift`.
    private func ejecutar(_ ejecutor: EjecutorDePruebas, marcador: String?, nombre: String,
                          compilarYProbar: CompilarYProbar) -> EjecutorDePruebas.Salida? {
        consola.escribir("  compilando y probando…")
        let salida: EjecutorDePruebas.Salida
        do {
            try FileManager.default.createDirectory(at: ejecutor.temporal, withIntermediateDirectories: true)
            salida = try compilarYProbar(ejecutor, marcador, nombre)
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
}

private extension Duration {
    var segundos: Int64 { components.seconds }
}
