/// Lo que `comprobar` concluye y enseña de una compilación y de una ejecución de pruebas: el estado
/// de cada paso y, de cada prueba que falla, qué se esperaba y dónde mirar. No lanza nada: se prueba
/// con ejecuciones y registros grabados.
struct InformeDeComprobacion {
    let catalogo: Catalogo
    let pasos: [Paso]                   // los pedidos, en el orden del curso
    let ejecucion: EjecucionDePruebas?  // nil: no compila
    let errores: ErroresDelCompilador
    let cortada: Bool
    let rutasDePrueba: [String: String] // «Fichero.swift» → «Tests/…/Fichero.swift»

    /// Lo que se guarda. Si no compila, los pasos con ficheros rotos quedan «no compila», y los otros
    /// pedidos no se apuntan (no se han podido probar), salvo que el error no esté en ningún paso.
    var estados: [String: EstadoDePaso] {
        guard let ejecucion else {
            let rotos = catalogo.pasos.filter { !errores.ficherosDeEjercicios.isDisjoint(with: $0.ficheros) }
            let marcados = rotos.isEmpty ? pasos : rotos
            return Dictionary(uniqueKeysWithValues: marcados.map { ($0.id, .noCompila) })
        }
        return Dictionary(uniqueKeysWithValues: pasos.map { paso in
            let suyas = pruebas(de: paso, en: ejecucion)
            let hecho = suyas.contains { ejecucion.estados[$0] == .pasa }
                && suyas.allSatisfy { [.pasa, .omitida].contains(ejecucion.estados[$0]) }
            return (paso.id, hecho ? .hecho : .pendiente)
        })
    }

    var todosHechos: Bool {
        let estados = estados
        return pasos.allSatisfy { estados[$0.id] == .hecho }
    }

    func lineas(_ consola: Consola) -> [String] {
        guard let ejecucion else { return lineasSinCompilar(consola) }
        var lineas: [String] = []
        if cortada {
            lineas.append(consola.rojo("✗ Las pruebas pasaron del límite de tiempo y se cortaron: ¿un bucle o una espera sin fin?"))
        }
        // Con varios pasos, el detalle solo del primero que falla, el que toca: lo demás sería un muro.
        var detallado = false
        for paso in pasos {
            let suyas = pruebas(de: paso, en: ejecucion)
            let fallan = suyas.filter { ejecucion.estados[$0] != .pasa && ejecucion.estados[$0] != .omitida }
            let titulo = "\(paso.id) · \(paso.titulo)"
            if suyas.isEmpty {
                lineas.append(consola.rojo("✗ ") + titulo + ": no se ha ejecutado ninguna de sus pruebas")
            } else if fallan.isEmpty {
                lineas.append(consola.verde("✓ ") + titulo + ": \(suyas.count) de \(suyas.count) pruebas pasan")
            } else {
                lineas.append(consola.rojo("✗ ") + titulo + ": fallan \(fallan.count) de \(suyas.count) pruebas"
                    + (detallado ? " (el detalle: swift run marcador comprobar \(paso.id))" : ""))
                if !detallado { fallan.forEach { lineas += detalle(de: $0, en: ejecucion, consola) } }
                detallado = true
            }
        }
        return lineas
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
        return [consola.amarillo(cabecera)] + errores.resumen.map { "  " + $0 } + porPaso
    }

    /// Una prueba que falla: dónde mirar, el comentario del #expect (en español) y la expectativa
    /// con sus valores. Sin repetir (una parametrizada falla igual en cada caso) y solo las primeras.
    private func detalle(de id: String, en ejecucion: EjecucionDePruebas, _ consola: Consola) -> [String] {
        let nombre = id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? id
        var lineas = ["  " + consola.rojo("✗ ") + nombre]
        if ejecucion.estados[id] == .sinTerminar {
            lineas.append("      no terminó: se colgó o el proceso reventó (un fatalError, un «!» sobre nil…)")
        }
        var vistos: Set<FalloDePrueba> = []
        let fallos = (ejecucion.fallos[id] ?? []).filter { vistos.insert($0).inserted }
        for fallo in fallos.prefix(Self.fallosPorPrueba) {
            if let fichero = fallo.fichero, let linea = fallo.linea {
                let nombreDeFichero = fichero.split(separator: "/").last.map(String.init) ?? fichero
                lineas.append("      mira " + (rutasDePrueba[nombreDeFichero] ?? fichero) + ":\(linea)")
            }
            lineas += fallo.comentarios.map { "        " + $0 }
            if let expectativa = Self.traducir(fallo.expectativa) { lineas.append("        " + expectativa) }
        }
        if fallos.count > Self.fallosPorPrueba {
            let mas = fallos.count - Self.fallosPorPrueba
            lineas.append("      … y \(mas) \(mas == 1 ? "fallo" : "fallos") más en esta prueba")
        }
        return lineas
    }

    private func pruebas(de paso: Paso, en ejecucion: EjecucionDePruebas) -> [String] {
        ejecucion.ids.filter { catalogo.pertenencia(deLaPrueba: $0) == .paso(paso.id) }
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
