import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// `marcador comprobar [lección|paso]`: compila lo de quien aprende, prueba solo esos pasos, guarda
/// los resultados y explica cada fallo. Sale con 0 si todos los pasos pedidos están hechos.
extension Ordenes {
    /// Para las pruebas: las de todos los pasos juntos tardan menos de un segundo, así que esto es un
    /// bucle sin fin. La compilación no tiene límite (en frío pasa de un minuto); la corta un Ctrl-C.
    static let limiteDeComprobar: Duration = .seconds(60)

    func comprobar(_ objetivo: String?) throws(ErrorDeLaHerramienta) -> Int32 {
        let pasos = try pasosAComprobar(objetivo)
        let huellas = HuellaDePaso.todas(catalogo: catalogo, raiz: raiz)     // lo que se va a compilar
        guard let informe = veredicto(de: pasos, huellas: huellas) else { return 2 }
        guardar(informe, huellas: huellas)
        let ahora = progreso()
        consola.escribir("\nLlevas \(ahora.hechos) de \(ahora.ejercicios.count) ejercicios hechos (la tabla: swift run marcador).")
        // Lo hecho que no se ha podido volver a probar sin compilar más: por qué ya no cuenta, y cómo recuperarlo.
        let guardados = ResultadosGuardados.leer(raiz: raiz, huellas: huellas)
        for (paso, motivo) in ahora.caducados where guardados?.pasos[paso.id]?.estado == .hecho {
            consola.escribir("· \(paso.id) vuelve a estar sin comprobar: \(motivo); compruébalo con swift run marcador comprobar \(paso.id)")
        }
        if informe.todosHechos, let siguiente = ahora.siguiente {
            consola.escribir("Siguiente: \(siguiente.id) · \(siguiente.titulo) (swift run marcador comprobar \(siguiente.id))")
        }
        return informe.todosHechos ? 0 : 1
    }

    /// Sin objetivo, todos los ejercicios; una lección, los suyos que tienen pruebas; o un paso.
    package func pasosAComprobar(_ objetivo: String?) throws(ErrorDeLaHerramienta) -> [Paso] {
        guard let objetivo else { return catalogo.pasos.filter(\.esDeQuienAprende) }
        if let leccion = catalogo.lecciones.first(where: { $0.id == objetivo }) {
            return leccion.pasos.filter { !$0.suites.isEmpty }
        }
        let paso = try paso(objetivo, oLeccion: true)
        guard !paso.suites.isEmpty else {
            throw .paso("El paso \(paso.id) no tiene pruebas en el kit (\(paso.tipo == .pruebas ? "las pruebas las escribes tú" : "está en el curso")).")
        }
        return [paso]
    }

    /// Los ejercicios ya comprobados que han cambiado desde entonces, o que no compilaban, cuyas pruebas (y las
    /// de sus reglas) están en lo que se compila para `pasos`: se prueban con ellos sin compilar nada más. Así,
    /// tocar el Arbitro de red-en-marcador/1 como pide dos-fuentes-almacen/1 no lo deja sin comprobar.
    func revisables(con pasos: [Paso], huellas: [String: HuellaDePaso.Huella]) -> [(paso: Paso, motivo: String)] {
        guard let guardados = ResultadosGuardados.leer(raiz: raiz, huellas: huellas) else { return [] }
        let reglas = ReglasDeUnPaso(catalogo: catalogo, raiz: raiz)
        let compilados = Set(PlanDeCompilacion(suites: pasos.flatMap { $0.suites + reglas.suites(de: $0) }).pruebas)
        let caducidad = Caducidad(catalogo: catalogo, guardados: guardados, huellas: huellas)
        return catalogo.pasos.compactMap { paso in
            guard paso.tipo == .ejercicio, !pasos.contains(where: { $0.id == paso.id }), let guardado = guardados.pasos[paso.id],
                  Set(PlanDeCompilacion(suites: paso.suites + reglas.suites(de: paso)).pruebas).isSubset(of: compilados) else { return nil }
            if guardado.huella != huellas[paso.id]?.valor {
                return (paso, caducidad.motivo(de: paso.id, ahora: pasos.map(\.id)) ?? "cambió desde que lo comprobaste")
            }
            return guardado.estado == .noCompila ? (paso, "no compilaba") : nil
        }
    }

    /// Compila y prueba los pasos y las reglas que vigilan sus ficheros (y los `revisables`), y enseña el
    /// informe; nil (ya avisado) si no se ha podido lanzar swift.
    func comprobacion(de pasos: [Paso], revisando revisados: [(paso: Paso, motivo: String)] = []) -> InformeDeComprobacion? {
        let carpeta = ResultadosGuardados.registros(raiz: raiz)
        let reglas = ReglasDeUnPaso(catalogo: catalogo, raiz: raiz)
        var filtros: [String] = []
        for suite in (pasos + revisados.map(\.paso)).flatMap({ $0.suites + reglas.suites(de: $0) }) where !filtros.contains(suite) {
            filtros.append(suite)
        }
        // Solo lo que usan sus pruebas, y las reglas que vigilan sus ficheros.
        var ejecutor = EjecutorDePruebas(raiz: raiz, temporal: carpeta, limite: Self.limiteDeComprobar, plan: PlanDeCompilacion(suites: filtros))
        ejecutor.alAvanzar = { [consola] in consola.escribir($0) }
        consola.escribir(avisoAlCompilar(pasos, compilados: ejecutor.compilados))
        guard var salida = ejecutar(ejecutor, filtros: filtros) else { return nil }
        // Un crash justo después de compilar puede ser de lo compilado, no del código: se descarta antes de decirlo.
        var desfaseDescartado: Bool?
        if let ejecucion = salida.ejecucion, !ejecucion.terminada, !salida.cortada, !Interrupcion.seHaPedido {
            let compilacion = CompilacionDesfasada(compilados: ejecutor.compilados)
            let desfasados = compilacion.desfasados(usadosPor: Set(filtros.compactMap { $0.split(separator: ".").first.map(String.init) }))
            if desfasados.isEmpty {
                desfaseDescartado = true
            } else if compilacion.forzar(desfasados) {
                consola.escribir("Las pruebas han reventado, y parte de lo compilado era de una versión anterior de tu código ("
                    + desfasados.sorted().joined(separator: ", ") + "): lo recompilo y pruebo otra vez…")
                guard let otra = ejecutar(ejecutor, filtros: filtros) else { return nil }
                salida = otra
                desfaseDescartado = true
            } else {
                desfaseDescartado = false
            }
        }
        if Interrupcion.seHaPedido { return nil }   // un Ctrl-C en vigilar: nada que contar
        if salida.ejecucion == nil && salida.erroresDeCompilacion.isEmpty {
            let registros = ["comprobar-compilacion.log", "comprobar.log"].map { carpeta.appending(path: $0).path }
            consola.avisar(consola.rojo("✗ No se ha llegado a probar nada, y no es un error de compilación: mira \(registros.joined(separator: " y "))"))
            return nil
        }
        let rutas = Arbol.ficheros(en: raiz.appending(path: "Tests")).map { "Tests/" + $0 }
        let informe = InformeDeComprobacion(
            catalogo: catalogo, pasos: pasos, reglas: reglas, ejecucion: salida.ejecucion,
            errores: ErroresDelCompilador(lineas: salida.erroresDeCompilacion, raiz: raiz.path),
            cortada: salida.cortada,
            rutasDePrueba: Dictionary(rutas.map { ($0.split(separator: "/").last.map(String.init) ?? $0, $0) }) { primera, _ in primera },
            desfaseDescartado: desfaseDescartado,
            crash: InformeDeComprobacion.lineaDelCrash(en: carpeta.appending(path: "comprobar.log")),
            revisados: revisados
        )
        informe.lineas(consola).forEach(consola.escribir)
        return informe
    }

    /// «Compilando y probando red-en-marcador/3…»; la primera vez, también que tarda más y por qué.
    func avisoAlCompilar(_ pasos: [Paso], compilados: URL) -> String {
        let que = pasos.count == 1 ? pasos[0].id : "\(pasos.count) pasos"
        guard !FileManager.default.fileExists(atPath: compilados.path) else { return "Compilando y probando \(que)…" }
        return "Compilando y probando \(que): la primera vez compila lo que usan sus pruebas, y tarda más; luego, solo lo que cambies…"
    }

    /// Compila y prueba una vez; nil (ya avisado) si no se ha podido lanzar swift.
    private func ejecutar(_ ejecutor: EjecutorDePruebas, filtros: [String]) -> EjecutorDePruebas.Salida? {
        do {
            try FileManager.default.createDirectory(at: ejecutor.temporal, withIntermediateDirectories: true)
            return try ejecutor.ejecutar(marcador: nil, nombre: "comprobar", filtros: filtros)
        } catch {
            consola.avisar(consola.rojo("✗ No he podido lanzar swift: \(error.localizedDescription)"))
            return nil
        }
    }

    /// Dónde va quien aprende: los resultados guardados que siguen valiendo (los de los pasos que no han
    /// cambiado desde entonces) y, de los que no, por qué.
    func progreso() -> Progreso {
        let huellas = HuellaDePaso.todas(catalogo: catalogo, raiz: raiz)
        guard let guardados = ResultadosGuardados.leer(raiz: raiz, huellas: huellas) else { return Progreso(catalogo: catalogo, resultados: nil) }
        var motivos = Caducidad(catalogo: catalogo, guardados: guardados, huellas: huellas).motivos
        // Sin huella, las marcas de algún fichero suyo están rotas: ningún resultado vale hasta arreglarlas.
        for paso in catalogo.pasos where paso.esDeQuienAprende && huellas[paso.id] == nil {
            if let rotas = ProblemaDeMarcas.en(paso.ficheros, generador: generador).first(where: \.sonMarcas) { motivos[paso.id] = rotas.resumen }
        }
        return Progreso(catalogo: catalogo, resultados: guardados.vigentes(huellas), motivos: motivos)
    }

    /// - Parameter huellas: las de antes de compilar (`HuellaDePaso`).
    func guardar(_ informe: some VeredictoDeComprobacion, huellas: [String: HuellaDePaso.Huella]) {
        var resultados = ResultadosGuardados.leer(raiz: raiz, huellas: huellas) ?? ResultadosGuardados()
        resultados.anotar(informe.estados, fecha: Date(), huellas: huellas, porOtros: informe.noCompilanPorOtros, compilo: informe.compilo,
                           motivos: informe.motivos)
        do {
            try resultados.guardar(raiz: raiz)
        } catch {
            consola.avisar(consola.amarillo("aviso: ") + "no he podido guardar los resultados: \(error.localizedDescription)")
        }
    }
}
