import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Lo que `comprobar` concluye y enseña de una compilación y de una ejecución de pruebas: el estado
/// de cada paso (sus pruebas y las reglas de arquitectura que vigilan sus ficheros) y, de cada prueba
/// o regla que falla, qué se esperaba y dónde mirar. No lanza nada: se prueba con ejecuciones y
/// registros grabados.
struct InformeDeComprobacion {
    let catalogo: Catalogo
    let pasos: [Paso]                   // los pedidos, en el orden del curso
    let reglas: ReglasDeUnPaso          // su raíz es la del paquete: las rutas se enseñan relativas a ella
    let ejecucion: EjecucionDePruebas?  // nil: no compila
    let errores: ErroresDelCompilador
    let cortada: Bool
    let rutasDePrueba: [String: String] // «Fichero.swift» → «Tests/…/Fichero.swift», si el flujo no trae la ruta
    /// Tras un crash: true si se ha descartado una compilación desfasada, false si no se ha podido.
    var desfaseDescartado: Bool? = nil
    /// Tras un crash: la línea «Fatal error» que dejó el proceso en su salida, si la dejó.
    var crash: String? = nil
    /// Otros ejercicios ya comprobados que cambiaron después (o que no compilaban), cuyas pruebas caben en lo
    /// que ya se compila: se prueban con los pedidos, y su veredicto se apunta y se dice en una línea, con el
    /// porqué. No cuentan para `todosHechos`: no se han pedido.
    var revisados: [(paso: Paso, motivo: String)] = []

    /// La primera línea de un crash de Swift en un registro («Fichero.swift:44: Fatal error: …»).
    static func lineaDelCrash(en registro: URL) -> String? {
        guard let datos = try? Data(contentsOf: registro) else { return nil }
        let texto = String(decoding: datos, as: UTF8.self)
        guard let linea = texto.split(separator: "\n").first(where: { $0.contains("Fatal error:") || $0.contains("Precondition failed") }) else { return nil }
        guard linea.count > 300 else { return String(linea) }
        // Un error de Foundation trae su descripción entera: se corta en una palabra, y se dice que sigue.
        let corte = linea.prefix(300)
        return String(corte[..<(corte.lastIndex(of: " ") ?? corte.endIndex)]) + " …"
    }

    /// Lo que se guarda. Si no compila, los pasos con ficheros rotos quedan «no compila», y los otros
    /// pedidos no se apuntan (no se han podido probar), salvo que el error no esté en ningún paso. Las
    /// reglas que se han ejecutado enteras se apuntan también, hechas o pendientes.
    var estados: [String: EstadoDePaso] {
        guard let ejecucion else {
            let rotos = catalogo.pasos.filter { !errores.ficherosDeEjercicios.isDisjoint(with: $0.ficheros) }
            let marcados = rotos.isEmpty ? pasos : rotos
            return Dictionary(uniqueKeysWithValues: marcados.map { ($0.id, .noCompila) })
        }
        var estados: [String: EstadoDePaso] = [:]
        for paso in pasos + revisados.map(\.paso) {
            estados[paso.id] = pasan(paso, en: ejecucion) && reglas.fallos(de: paso, en: ejecucion).isEmpty ? .hecho : .pendiente
        }
        for regla in reglasEjecutadas(en: ejecucion) where estados[regla.id] == nil {
            estados[regla.id] = pasan(regla, en: ejecucion) ? .hecho : .pendiente
        }
        return estados
    }

    var todosHechos: Bool {
        let estados = estados
        return pasos.allSatisfy { estados[$0.id] == .hecho }
    }

    var compilo: Bool { ejecucion != nil }

    /// Los «no compila» que no dicen nada del paso: ningún error cae en sus regiones (una llave de más en otro
    /// paso del mismo fichero, unas pruebas que ya no encajan). La siguiente compilación que llegue a probar los borra.
    var noCompilanPorOtros: Set<String> {
        guard ejecucion == nil else { return [] }
        let sitios = errores.sitiosDeEjercicios
        var regiones: [String: [RegionDeEjercicio]] = [:]     // las de cada fichero con errores, leídas una vez
        for (fichero, _) in sitios where regiones[fichero] == nil {
            let lineas = (try? Data(contentsOf: reglas.raiz.appending(path: "Exercises/" + fichero))).flatMap(Texto.lineas) ?? []
            regiones[fichero] = LecturaDeEjercicio(lineas: lineas).regiones
        }
        return Set(estados.keys.filter { id in
            !sitios.contains { fichero, linea in
                (regiones[fichero] ?? []).contains { $0.paso == id && $0.inicio < linea && linea <= $0.fin + 1 }
            }
        })
    }

    func lineas(_ consola: Consola) -> [String] {
        guard let ejecucion else { return lineasSinCompilar(consola) }
        var lineas: [String] = []
        if cortada {
            lineas.append(consola.rojo("✗ Las pruebas pasaron del límite de tiempo y se cortaron: ¿un bucle o una espera sin fin?"))
        }
        // Lo primero, dónde revienta: las pruebas que no terminaron por ello vienen después.
        if !ejecucion.terminada && !cortada, let crash {
            lineas.append("Revienta aquí: " + crash)
        }
        // Con varios pasos, el detalle solo del primero que falla, el que toca: lo demás sería un muro.
        var detallado = false
        for paso in pasos {
            let suyas = pruebas(de: paso, en: ejecucion)
            let fallan = suyas.filter { !pasa($0, en: ejecucion) }
            let rotas = reglas.fallos(de: paso, en: ejecucion)
            let titulo = "\(paso.id) · \(paso.titulo)"
            let cuantasReglas = Set(rotas.map { regla(de: $0.prueba)?.id ?? $0.prueba }).count
            let deLasReglas = cuantasReglas == 0 ? "" : "\(cuantasReglas, "regla")"
            if suyas.isEmpty {
                lineas.append(consola.rojo("✗ ") + titulo + ": no se ha ejecutado ninguna de sus pruebas")
            } else if fallan.isEmpty && rotas.isEmpty {
                lineas.append(consola.verde("✓ ") + titulo + ": " + Self.pasan(suyas.count, de: suyas.count) + conSusReglas(paso))
            } else {
                let resumen = fallan.isEmpty
                    ? Self.pasan(suyas.count, de: suyas.count) + ", pero no cumple \(deLasReglas)"
                    : Self.fallan(fallan.count, de: suyas.count) + (deLasReglas.isEmpty ? "" : " y no cumple \(deLasReglas)")
                lineas.append(consola.rojo("✗ ") + titulo + ": " + resumen
                    + (detallado ? " (el detalle: swift run marcador comprobar \(paso.id))" : ""))
                if !detallado {
                    fallan.forEach { lineas += detalle(de: $0, fallos: ejecucion.fallos[$0] ?? [], en: ejecucion, consola) }
                    rotas.forEach { lineas += detalle(deLaRegla: $0.prueba, fallos: $0.fallos, en: ejecucion, consola) }
                }
                detallado = true
            }
        }
        lineas += lineasDeRevisados(en: ejecucion, consola)
        if !ejecucion.terminada && !cortada, let desfaseDescartado {
            lineas += desfaseDescartado
                ? ["He descartado una compilación desfasada: todo lo que usan estas pruebas está compilado contra tu código de",
                   "ahora, así que el crash sale del código. Busca un «!» sobre nil, un índice fuera de una lista, un fatalError",
                   "o una función que se llama a sí misma sin fin; swift test --filter con la prueba enseña dónde revienta."]
                : ["No he podido descartar una compilación desfasada. Borra lo compilado para los pasos («rm -rf .build/pasos»)",
                   "y vuelve a comprobar: tu progreso no se pierde."]
        }
        return lineas
    }

    /// Una línea por cada ejercicio vuelto a probar: por qué, y cómo ha quedado.
    private func lineasDeRevisados(en ejecucion: EjecucionDePruebas, _ consola: Consola) -> [String] {
        revisados.map { paso, motivo in
            let suyas = pruebas(de: paso, en: ejecucion)
            let fallan = suyas.count { !pasa($0, en: ejecucion) }
            let rotas = Set(reglas.fallos(de: paso, en: ejecucion).map { regla(de: $0.prueba)?.id ?? $0.prueba }).count
            let titulo = "\(paso.id) · \(paso.titulo): \(motivo), y lo he vuelto a probar"
            // Lo que dicen sus pruebas, como en los pasos pedidos: si además hay cambios fuera de las marcas, lo dice
            // VeredictoConMarcas después, y «está hecho» aquí lo contradiría.
            if pasan(paso, en: ejecucion) && rotas == 0 {
                return consola.verde("✓ ") + titulo + ": " + Self.pasan(suyas.count, de: suyas.count) + conSusReglas(paso)
            }
            let como = suyas.isEmpty ? "no se ha ejecutado ninguna de sus pruebas"
                : fallan > 0 ? Self.fallan(fallan, de: suyas.count) : "no cumple \(rotas, "regla")"
            return consola.rojo("✗ ") + titulo + ": \(como) (el detalle: swift run marcador comprobar \(paso.id))"
        }
    }

    private func lineasSinCompilar(_ consola: Consola) -> [String] {
        let cabecera = errores.deEjercicios.isEmpty
            ? "⚠ No compila, y el error no está en tus ficheros de Exercises/: las pruebas usan los nombres y las firmas de la lección (¿has cambiado alguno?)."
            : "⚠ No compila. Lo que dice el compilador de tus ficheros:"
        let estados = estados
        let porPaso = pasos.map { paso in
            estados[paso.id] == .noCompila
                ? consola.amarillo("⚠ ") + "\(paso.id) · \(paso.titulo): no compila"
                : "· \(paso.id) · \(paso.titulo): sin probar, porque el paquete no compila"
        }
        // El consejo antes que la lista: tras una llave de más, los errores que siguen son consecuencia suya.
        return [consola.amarillo(cabecera)] + errores.consejos.map { "  " + $0 } + errores.resumen.map { "  " + $0 } + porPaso
    }

    /// Una prueba que falla: dónde mirar, el comentario del #expect (en español) y la expectativa
    /// con sus valores. Sin repetir (una parametrizada falla igual en cada caso) y solo las primeras.
    private func detalle(de id: String, fallos: [FalloDePrueba], en ejecucion: EjecucionDePruebas, _ consola: Consola) -> [String] {
        let nombre = id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? id
        return ["  " + consola.rojo("✗ ") + nombre] + explicacion(de: id, fallos: fallos, en: ejecucion)
    }

    /// Una regla que el paso no cumple: cuál es, y de cada infracción en sus ficheros, dónde y qué hacer.
    private func detalle(deLaRegla id: String, fallos: [FalloDePrueba], en ejecucion: EjecucionDePruebas, _ consola: Consola) -> [String] {
        let regla = regla(de: id)
        var lineas = ["  " + consola.rojo("✗ ") + (regla.map { "\($0.titulo) (\($0.id))" } ?? id)]
        if fallos.isEmpty && ejecucion.estados[id] == nil {
            lineas.append("      no se ha ejecutado: compruébala con swift run marcador comprobar " + (regla?.id ?? id))
        }
        return lineas + explicacion(de: id, fallos: fallos, en: ejecucion)
    }

    private func explicacion(de id: String, fallos: [FalloDePrueba], en ejecucion: EjecucionDePruebas) -> [String] {
        var lineas: [String] = []
        if ejecucion.estados[id] == .sinTerminar {
            lineas.append("      no terminó: se colgó o el proceso reventó (un fatalError, un «!» sobre nil…)")
        }
        var vistos: Set<FalloDePrueba> = []
        let unicos = fallos.filter { vistos.insert($0).inserted }
        for fallo in unicos.prefix(Self.fallosPorPrueba) {
            if let donde = dondeMirar(fallo) { lineas.append("      mira " + donde) }
            // Un comentario de varias líneas (el de una regla: qué, de qué lección y qué hacer), línea a línea.
            lineas += fallo.comentarios.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "        " + $0 }
            if let expectativa = Self.traducir(fallo.expectativa) { lineas.append("        " + expectativa) }
        }
        if unicos.count > Self.fallosPorPrueba {
            let mas = unicos.count - Self.fallosPorPrueba
            lineas.append("      … y \(mas) \(mas == 1 ? "fallo" : "fallos") más en esta prueba")
        }
        return lineas
    }

    /// «Tests/…/Fichero.swift:17» o «Exercises/…/Fichero.swift:20»: la ruta de verdad, relativa al paquete.
    private func dondeMirar(_ fallo: FalloDePrueba) -> String? {
        guard let linea = fallo.linea else { return nil }
        let prefijo = reglas.raiz.standardizedFileURL.path + "/"
        if let ruta = fallo.ruta, ruta.hasPrefix(prefijo) { return "\(ruta.dropFirst(prefijo.count)):\(linea)" }
        guard let fichero = fallo.fichero else { return nil }
        let nombreDeFichero = fichero.split(separator: "/").last.map(String.init) ?? fichero
        return (rutasDePrueba[nombreDeFichero] ?? fichero) + ":\(linea)"
    }

    /// La regla de una prueba de una regla (o de una suite entera, si no se ejecutó ninguna).
    private func regla(de prueba: String) -> Paso? {
        catalogo.pasos.first { $0.tipo == .arquitectura && $0.suites.contains { Catalogo.encaja(prueba, en: $0) || prueba.contains($0) } }
    }

    private func pruebas(de paso: Paso, en ejecucion: EjecucionDePruebas) -> [String] {
        ejecucion.ids.filter { catalogo.pertenencia(deLaPrueba: $0) == .paso(paso.id) }
    }

    private func pasa(_ id: String, en ejecucion: EjecucionDePruebas) -> Bool {
        [.pasa, .omitida].contains(ejecucion.estados[id])
    }

    /// «3 de 3 pruebas pasan», «1 de 1 prueba pasa».
    /// «, y su regla se cumple», «, y sus 3 reglas se cumplen» o nada, si ninguna lo vigila.
    private func conSusReglas(_ paso: Paso) -> String {
        let suyas = catalogo.reglas(de: paso).count
        return suyas == 0 ? "" : suyas == 1 ? ", y su regla se cumple" : ", y sus \(suyas) reglas se cumplen"
    }

    static func pasan(_ cuantas: Int, de total: Int) -> String {
        "\(cuantas) de \(total, "prueba") \(concuerda: cuantas, "pasa", "pasan")"
    }

    /// «fallan 2 de 3 pruebas», «falla 1 de 1 prueba».
    static func fallan(_ cuantas: Int, de total: Int) -> String {
        "\(concuerda: cuantas, "falla", "fallan") \(cuantas) de \(total, "prueba")"
    }

    /// Sus pruebas pasan (y alguna se ha ejecutado).
    private func pasan(_ paso: Paso, en ejecucion: EjecucionDePruebas) -> Bool {
        let suyas = pruebas(de: paso, en: ejecucion)
        return suyas.contains { ejecucion.estados[$0] == .pasa } && suyas.allSatisfy { pasa($0, en: ejecucion) }
    }

    /// Las reglas de los pasos pedidos con todas sus pruebas acabadas: un crash no dice nada de una regla.
    private func reglasEjecutadas(en ejecucion: EjecucionDePruebas) -> [Paso] {
        let todas = pasos.flatMap { catalogo.reglas(de: $0) }
        var vistas: Set<String> = []
        return todas.filter { regla in
            let suyas = pruebas(de: regla, en: ejecucion)
            return vistas.insert(regla.id).inserted && !suyas.isEmpty && !suyas.contains { ejecucion.estados[$0] == .sinTerminar }
        }
    }

    static let fallosPorPrueba = 2

    /// La expectativa en español; nil si no dice nada que no diga ya el comentario.
    static func traducir(_ mensaje: String) -> String? {
        if mensaje == "Issue recorded" || mensaje.isEmpty { return nil }
        let traducciones = [
            ("Expectation failed: ", "no se cumple: "),
            ("Caught error: ", "ha lanzado un error: "),
            ("Time limit was exceeded: ", "pasó del tiempo límite: "),
        ]
        for (ingles, espanol) in traducciones where mensaje.hasPrefix(ingles) {
            return espanol + mensaje.dropFirst(ingles.count)
        }
        return mensaje
    }
}
