import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import HerramientaPublicacion

/// Lo que `calificar` concluye de la compilación y de las ejecuciones de `swift test`. No lanza nada:
/// se prueba con ejecuciones y registros grabados.
struct Calificacion {
    let catalogo: Catalogo
    let modulos: [ModuloDeLaApp]
    let rotos: ModulosRotos
    let raiz: URL       // el árbol compilado: las infracciones de las reglas se buscan en sus regiones
    /// Con --kit, los pasos de pruebas se miden en la app del kit: no dependen de cómo esté el código que prueban.
    var pruebasEnLaAppDelKit = false
    /// Con `--leccion`, solo los pasos de esas lecciones y las reglas que los vigilan.
    var seleccion = SeleccionDeLecciones.todas

    /// Los pasos que se califican: los que tienen pruebas en el kit, de las lecciones elegidas.
    var calificables: [(indice: Int, paso: Paso)] { seleccion.calificables(en: catalogo) }

    /// Lo mismo antes de compilar nada, cuando aún no se sabe qué módulos están rotos.
    static func calificables(en catalogo: Catalogo, seleccion: SeleccionDeLecciones = .todas) -> [(indice: Int, paso: Paso)] {
        seleccion.calificables(en: catalogo)
    }

    /// Los módulos de la app donde vive el código del paso.
    func modulos(de paso: Paso) -> Set<String> {
        Set(paso.ficheros.compactMap { ModuloDeLaApp.modulo(deLaRuta: "Exercises/" + $0, en: modulos)?.nombre })
    }

    /// Los pasos que hay que volver a probar solos: la ejecución conjunta no terminó (un crash o un
    /// cuelgue) y sus pruebas no llegaron a acabar o ni empezaron.
    func aRepetir(tras ejecucion: EjecucionDePruebas) -> [Paso] {
        guard !ejecucion.terminada else { return [] }
        return calificables.map(\.paso).filter { paso in
            guard bloqueo(de: paso) == nil else { return false }
            let suyas = estados(de: paso, en: ejecucion)
            return suyas.isEmpty || suyas.contains { $0.value == .sinTerminar }
        }
    }

    /// - Parameter repeticiones: por paso, su ejecución a solas y si se cortó por el límite de tiempo.
    func resultados(
        general: EjecucionDePruebas, repeticiones: [String: (ejecucion: EjecucionDePruebas, cortada: Bool)]
    ) -> [ResultadoDePaso] {
        let todas = Self.combinar(general, con: repeticiones.values.map(\.ejecucion))
        var resultados: [String: ResultadoDePaso] = [:]
        // Primero los ejercicios, con las infracciones de sus reglas; después las reglas, que dependen de ellos.
        for (indice, paso) in calificables where paso.tipo != .arquitectura {
            resultados[paso.id] = resultado(de: paso, indice: indice, general: general, repeticion: repeticiones[paso.id], todas: todas)
        }
        // Una regla vale por los pasos que vigila que tienen código: con los esqueletos se cumple sin mérito.
        // Que un paso falle una prueba no le quita nada a la regla; que la regla no se cumpla, sí.
        for (indice, paso) in calificables where paso.tipo == .arquitectura {
            let sinCodigo = paso.gobierna.filter { resultados[$0].map { !Self.tieneCodigo($0) } ?? false }
            let vigilados = paso.gobierna.filter { resultados[$0] != nil }
            guard sinCodigo.count < vigilados.count || vigilados.isEmpty else {
                let cuales = vigilados.count == 1 ? "el único paso que vigila no tiene" : "ninguno de los \(vigilados.count) pasos que vigila tiene"
                resultados[paso.id] = base(paso, indice, .noSePuedeComprobar,
                                           "una regla vale por los pasos que vigila con código (alguna prueba suya pasa), y \(cuales): \(sinCodigo.joined(separator: ", "))", [])
                continue
            }
            var resultado = resultado(de: paso, indice: indice, general: general, repeticion: repeticiones[paso.id], todas: todas)
            if !sinCodigo.isEmpty {
                resultado.enJuego = Double(vigilados.count - sinCodigo.count) / Double(vigilados.count)
                let parte = "vale la parte de los pasos que vigila con código, \(vigilados.count - sinCodigo.count) de \(vigilados.count); sin código: \(sinCodigo.joined(separator: ", "))"
                resultado.mensaje = [resultado.mensaje, parte].compactMap { $0 }.joined(separator: "; ")
            }
            resultados[paso.id] = resultado
        }
        return calificables.compactMap { resultados[$0.paso.id] }
    }

    /// Si un paso tiene código que una regla pueda vigilar: se compila y alguna prueba suya (no de sus reglas) pasa.
    static func tieneCodigo(_ resultado: ResultadoDePaso) -> Bool {
        guard resultado.estado != .noCompila, resultado.estado != .noSePuedeComprobar else { return false }
        return resultado.pruebas.contains(where: \.pasa)     // las infracciones de sus reglas nunca pasan
    }

    private func resultado(
        de paso: Paso, indice: Int, general: EjecucionDePruebas,
        repeticion: (ejecucion: EjecucionDePruebas, cortada: Bool)?, todas: EjecucionDePruebas
    ) -> ResultadoDePaso {
        if let (estado, mensaje) = bloqueo(de: paso) { return base(paso, indice, estado, mensaje, []) }
        let ejecucion = repeticion?.ejecucion ?? general
        // Por ID, para que no dependa del orden del diccionario; el informe las pone en el orden del fichero.
        let estados = self.estados(de: paso, en: ejecucion).sorted { $0.key < $1.key }
        let suyas = estados.compactMap { id, estado -> ResultadoDePaso.Prueba? in
            let segundos = ejecucion.segundos[id]
            return switch estado {
            case .pasa: .init(id: id, pasa: true, mensaje: nil, segundos: segundos)
            case let .falla(mensajes): .init(id: id, pasa: false, mensaje: mensajes.joined(separator: "\n"), segundos: segundos)
            case .sinTerminar: .init(id: id, pasa: false, mensaje: "no terminó")
            case .omitida: nil
            }
        }
        guard !suyas.isEmpty else {
            // Cortada sin ninguna prueba: se colgó antes de empezar (al cargar), no es que no tenga pruebas.
            if repeticion?.cortada == true {
                return base(paso, indice, .seCuelga, "sus pruebas pasaron del límite de tiempo sin llegar a empezar", [])
            }
            return base(paso, indice, .sinPruebas, "no se vio ninguna prueba de \(paso.suites.joined(separator: ", "))", [])
        }
        // Las reglas que vigilan sus ficheros y no se cumplen por su culpa cuentan como pruebas suyas que fallan.
        let reglas = ReglasDeUnPaso(catalogo: catalogo, raiz: raiz)
        let infracciones = reglas.fallos(de: paso, en: todas).map { prueba, fallos in
            ResultadoDePaso.Prueba(id: prueba, pasa: false, mensaje: Self.mensaje(de: fallos, reglas: reglas))
        }
        let pruebas = suyas + infracciones
        if estados.contains(where: { $0.value == .sinTerminar }) {
            let cortada = repeticion?.cortada ?? false
            return base(paso, indice, cortada ? .seCuelga : .revienta,
                        cortada ? "sus pruebas pasaron del límite de tiempo" : "sus pruebas se interrumpieron: un crash",
                        pruebas)
        }
        let fallan = pruebas.count { !$0.pasa }
        guard fallan > 0 else { return base(paso, indice, .pasa, nil, pruebas) }
        let deReglas = infracciones.isEmpty ? "" : " (\(infracciones.count) de reglas de arquitectura que vigilan sus ficheros)"
        return base(paso, indice, .falla, "\(concuerda: fallan, "falla", "fallan") \(fallan) de \(pruebas.count, "prueba")" + deReglas, pruebas)
    }

    private func base(_ paso: Paso, _ indice: Int, _ estado: EstadoDeCalificacion, _ mensaje: String?,
                      _ pruebas: [ResultadoDePaso.Prueba]) -> ResultadoDePaso {
        ResultadoDePaso(paso: paso.id, titulo: paso.titulo, leccion: catalogo.leccion(de: paso)?.id ?? "",
                        indice: indice, estado: estado, mensaje: mensaje, ordenDePruebas: paso.ordenDePruebas, pruebas: pruebas)
    }

    /// Las incidencias de una regla que le tocan a un paso, con dónde están; sin ninguna, es que no terminó.
    private static func mensaje(de fallos: [FalloDePrueba], reglas: ReglasDeUnPaso) -> String {
        guard !fallos.isEmpty else { return "la regla no terminó o no se ejecutó" }
        return fallos.map { fallo in
            let sitio = [reglas.rutaRelativa(fallo.ruta) ?? fallo.fichero, fallo.linea.map(String.init)].compactMap { $0 }.joined(separator: ":")
            return (sitio.isEmpty ? "" : sitio + ": ") + (fallo.comentarios + [fallo.expectativa]).joined(separator: " · ")
        }.joined(separator: "\n")
    }

    /// La ejecución conjunta con lo que se repitió a solas encima: lo más reciente de cada prueba.
    static func combinar(_ general: EjecucionDePruebas, con repeticiones: [EjecucionDePruebas]) -> EjecucionDePruebas {
        var todas = general
        for repeticion in repeticiones {
            todas.estados.merge(repeticion.estados) { $1 }
            todas.fallos.merge(repeticion.fallos) { $1 }
            todas.segundos.merge(repeticion.segundos) { $1 }
        }
        return todas
    }

    /// «no compila» si su código está en un módulo roto; «no se puede comprobar» si depende de uno.
    private func bloqueo(de paso: Paso) -> (EstadoDeCalificacion, String)? {
        let suyos = modulos(de: paso)
        let rotosSuyos = suyos.intersection(rotos.nombres).sorted()
        if !rotosSuyos.isEmpty {
            return (.noCompila, rotosSuyos.map {
                (rotos.incompatibles.contains($0) ? "\($0) " : "\($0) no compila:\n") + rotos.mensaje(de: $0)
            }.joined(separator: "\n"))
        }
        if pruebasEnLaAppDelKit && paso.tipo == .pruebas { return nil }
        let dependencias = suyos.reduce(into: Set<String>()) { $0.formUnion(ModuloDeLaApp.dependenciasTransitivas(de: $1, en: modulos)) }
        let rotasDeLasQueDepende = dependencias.intersection(rotos.nombres).sorted()
        guard rotasDeLasQueDepende.isEmpty else {
            return (.noSePuedeComprobar, "depende de \(rotasDeLasQueDepende.joined(separator: ", ")), que no compila")
        }
        return nil
    }

    private func estados(de paso: Paso, en ejecucion: EjecucionDePruebas) -> [String: EstadoDePrueba] {
        ejecucion.estados.filter { id, _ in paso.suites.contains { Catalogo.encaja(id, en: $0) } }
    }
}
