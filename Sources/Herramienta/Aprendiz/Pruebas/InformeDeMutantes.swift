import Foundation
import HerramientaEjecucion
import HerramientaMutacion
import HerramientaNucleo

/// Lo que `comprobar` concluye y enseña de unas pruebas de quien aprende medidas con fallos sembrados: si
/// compilan, si pasan con código correcto y qué fallos notan. Cada fallo que no notan se nombra como una
/// pista, sin la solución, con el comportamiento de la lección que rompe. No lanza nada: se prueba con
/// mediciones fabricadas.
package struct InformeDeMutantes: VeredictoDeComprobacion {
    let raiz: URL           // la del paquete: las rutas se enseñan relativas a ella
    let catalogo: Catalogo
    let mutantes: CatalogoDeMutantes
    let pasos: [Paso]
    let medicion: MedicionDeMutantes

    var estados: [String: EstadoDePaso] {
        var estados: [String: EstadoDePaso] = [:]
        for paso in pasos {
            switch medicion.pasos[paso.id] {
            case .noCompila: estados[paso.id] = .noCompila
            case .sinProbar, nil: break     // no se ha podido probar: se queda como estaba
            case let medida?: estados[paso.id] = medida.hecho ? .hecho : .pendiente
            }
        }
        // El código que prueban, si es lo que no compila.
        let rotos = ErroresDelCompilador(lineas: medicion.errores, raiz: "/").ficherosDeEjercicios
        for paso in catalogo.pasos where !rotos.isDisjoint(with: paso.ficheros) { estados[paso.id] = .noCompila }
        return estados
    }

    var todosHechos: Bool {
        pasos.allSatisfy { medicion.pasos[$0.id]?.hecho == true }
    }

    // Lo compilado con fallos sembrados no es lo de quien aprende: ni borra ni da «no compila» de otros.
    var compilo: Bool { false }
    var noCompilanPorOtros: Set<String> { [] }

    func lineas(_ consola: Consola) -> [String] {
        var lineas: [String] = []
        // Los consejos, una vez y antes que los errores: lo que no compila en unas pruebas puede venir de otro
        // fichero (un init escrito dentro del struct que usan), y solo el consejo lo nombra.
        let deSusPruebas = pasos.flatMap { paso -> [String] in
            if case let .noCompila(errores)? = medicion.pasos[paso.id] { return errores }
            return []
        }
        var consejos = ErroresDelCompilador(lineas: medicion.errores + deSusPruebas, raiz: raiz.path).consejos.map { "  " + $0 }
        if !medicion.errores.isEmpty {
            lineas.append(consola.amarillo("⚠ No compila. Lo que dice el compilador:"))
            lineas += consejos + ErroresDelCompilador(lineas: medicion.errores, raiz: raiz.path).resumen.map { "  " + $0 }
            consejos = []
        }
        if medicion.cortada {
            lineas.append(consola.rojo("✗ Alguna ejecución de las pruebas pasó del límite de tiempo y se cortó: cuenta como fallo notado."))
        }
        for paso in pasos {
            var suyas = self.lineas(de: paso, consola)
            if case .noCompila? = medicion.pasos[paso.id], !consejos.isEmpty {
                suyas.insert(contentsOf: consejos, at: 1)
                consejos = []
            }
            lineas += suyas
        }
        return lineas
    }

    private func lineas(de paso: Paso, _ consola: Consola) -> [String] {
        let titulo = "\(paso.id) · \(paso.titulo)"
        let codigoDe = mutantes.de(paso.id)?.codigoDe ?? ""
        switch medicion.pasos[paso.id] {
        case nil, .sinProbar:
            return ["· \(titulo): sin probar, porque el paquete no compila"]
        case let .noCompila(errores):
            return [consola.amarillo("⚠ ") + "\(titulo): no compila. Lo que dice el compilador de tus pruebas:"]
                + ErroresDelCompilador(lineas: errores, raiz: raiz.path).resumen.map { "  " + $0 }
        case let .noTerminan(cortada):
            return [consola.rojo("✗ ") + "\(titulo): con tu código de \(codigoDe), la ejecución de tus pruebas no terminó: "
                + (cortada ? "pasó del límite de tiempo (¿una espera sin fin?)" : "salió antes de acabar o reventó (¿un exit, un «!» sobre nil, un fatalError?)")
                + ". Hasta que terminen, no se miden con los fallos sembrados."]
        case let .sinCodigoCorrecto(codigo):
            return [consola.rojo("✗ ") + "\(titulo): antes, termina \(codigo) (swift run marcador comprobar \(codigo)). "
                + "Tus pruebas se miden contra tu propio código de \(codigo), y aún no pasa las pruebas del kit."]
        case let .fallanConCodigoCorrecto(ejecucion):
            // El detalle de cada prueba que falla, como en cualquier otro paso: dónde mirar y qué se esperaba.
            let rutas = Dictionary(paso.ficheros.map { (($0.split(separator: "/").last).map(String.init) ?? $0, "Exercises/" + $0) }) { a, _ in a }
            let detalle = InformeDeComprobacion(catalogo: catalogo, pasos: [paso], reglas: ReglasDeUnPaso(catalogo: catalogo, raiz: raiz),
                                                ejecucion: ejecucion, errores: ErroresDelCompilador(lineas: [], raiz: "/"), cortada: false,
                                                rutasDePrueba: rutas)
            return [consola.rojo("✗ ") + "\(titulo): tus pruebas fallan con código correcto (tu código de \(codigoDe), que pasa las pruebas del kit)"]
                + detalle.lineas(consola).dropFirst()
                + ["  Hasta que pasen con código correcto, no se miden con los fallos sembrados."]
        case let .inestables(ejecucion):
            return [consola.rojo("✗ ") + "\(titulo): tus pruebas no dan lo mismo dos veces con el mismo código correcto (tu código de \(codigoDe)), así que no se pueden medir:"]
                + ejecucion.ids.map { "  " + consola.rojo("✗ ") + ($0.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0) }
                + ["  Una prueba que depende del orden, de la hora o de lo que dejó otra ejecución no dice nada de tu código."]
        case let .medida(pruebas, _)?:
            let medida = medicion.pasos[paso.id] ?? .sinProbar
            let cuentan = medida.cuentan
            guard !cuentan.isEmpty else {
                return [consola.rojo("✗ ") + "\(titulo): no he podido sembrar ningún fallo en tu código de \(codigoDe), "
                    + "y sin fallos no se pueden medir tus pruebas. ¿Lo has escrito muy distinto de la lección?"]
            }
            let notan = cuentan.filter(\.loCazanTusPruebas)
            var lineas: [String]
            if pruebas == 0 {
                lineas = [consola.rojo("✗ ") + "\(titulo): aún no hay ninguna prueba tuya, así que no notan \(ningunoDe: cuentan.count, "fallo sembrado", "fallos sembrados")"]
            } else if notan.count == cuentan.count {
                return [consola.verde("✓ ") + "\(titulo): \(concuerda: pruebas, "tu prueba pasa", "tus \(pruebas) pruebas pasan") con código correcto y \(concuerda: pruebas, "nota", "notan") \(concuerda: cuentan.count, "el fallo sembrado", "los \(cuentan.count) fallos sembrados") en tu código de \(codigoDe)"]
            } else {
                lineas = [consola.rojo("✗ ") + "\(titulo): tus pruebas notan \(notan.count) de \(cuentan.count, "fallo sembrado", "fallos sembrados") en tu código de \(codigoDe)",
                          "  " + consola.verde("✓ ") + "compilan y pasan con código correcto (\(pruebas, "prueba"))"]
                lineas += notan.map { "  " + consola.verde("✓ ") + "notan " + $0.mutante.operador.descripcion }
            }
            for medido in cuentan where !medido.loCazanTusPruebas {
                lineas.append("  " + consola.rojo("✗ ") + medido.mutante.operador.pista)
                lineas.append("      rompe: " + medido.mutante.operador.rompe)
            }
            return lineas
        }
    }
}
