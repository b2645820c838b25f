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
        guard !avisarDeRegionesRechazadas(de: pasos) else { return 1 }
        let huellas = HuellaDePaso.todas(catalogo: catalogo, raiz: raiz)     // lo que se va a compilar
        guard let informe = veredicto(de: pasos) else { return 2 }
        guardar(informe, huellas: huellas)
        let progreso = Progreso(catalogo: catalogo, resultados: resultadosVigentes())
        consola.escribir("\nLlevas \(progreso.hechos) de \(progreso.ejercicios.count) ejercicios hechos (la tabla: swift run marcador).")
        if informe.todosHechos, let siguiente = progreso.siguiente {
            consola.escribir("Siguiente: \(siguiente.id) · \(siguiente.titulo) (swift run marcador comprobar \(siguiente.id))")
        }
        return informe.todosHechos ? 0 : 1
    }

    /// Antes de compilar: si el código de esos pasos usa lo que calificar no compila (VocabularioProhibido), lo
    /// dice con su sitio y devuelve true.
    func avisarDeRegionesRechazadas(de pasos: [Paso]) -> Bool {
        let ids = Set(pasos.map(\.id))
        let rechazadas = RegionRechazada.en(raiz: raiz, ficheros: Array(Set(pasos.flatMap(\.ficheros))).sorted())
            .filter { ids.contains($0.paso) }
        guard !rechazadas.isEmpty else { return false }
        consola.escribir(consola.rojo("✗ Tu código usa lo que las lecciones no necesitan y calificar no compila:"))
        rechazadas.flatMap(\.descripciones).forEach { consola.escribir("  " + $0) }
        consola.escribir("Quítalo de la región: con ello, al calificar, la región no se compila y el paso no tiene nota. "
            + "Un nombre en un comentario o en un texto no cuenta.")
        return true
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

    /// Compila y prueba los pasos y las reglas que vigilan sus ficheros, y enseña el informe; nil (ya
    /// avisado) si no se ha podido lanzar swift.
    func comprobacion(de pasos: [Paso]) -> InformeDeComprobacion? {
        let carpeta = ResultadosGuardados.registros(raiz: raiz)
        let reglas = ReglasDeUnPaso(catalogo: catalogo, raiz: raiz)
        var filtros: [String] = []
        for suite in pasos.flatMap({ $0.suites + reglas.suites(de: $0) }) where !filtros.contains(suite) { filtros.append(suite) }
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
            crash: InformeDeComprobacion.lineaDelCrash(en: carpeta.appending(path: "comprobar.log"))
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

    /// Los resultados guardados que siguen valiendo: los de los pasos que no han cambiado desde entonces.
    func resultadosVigentes() -> ResultadosGuardados? {
        ResultadosGuardados.leer(raiz: raiz)?.vigentes(HuellaDePaso.todas(catalogo: catalogo, raiz: raiz))
    }

    /// - Parameter huellas: las de antes de compilar (`HuellaDePaso`).
    func guardar(_ informe: some VeredictoDeComprobacion, huellas: [String: String]) {
        var resultados = ResultadosGuardados.leer(raiz: raiz) ?? ResultadosGuardados()
        resultados.anotar(informe.estados, fecha: Date(), huellas: huellas)
        do {
            try resultados.guardar(raiz: raiz)
        } catch {
            consola.avisar(consola.amarillo("aviso: ") + "no he podido guardar los resultados: \(error.localizedDescription)")
        }
    }
}
