import HerramientaNucleo

/// El veredicto de las pruebas, corregido con lo que calificar no tomaría (`ProblemaDeMarcas`): un paso cuyo
/// fichero tiene las marcas rotas o cambios fuera de sus regiones no está hecho aunque pasen sus pruebas, porque
/// al calificar eso se descarta y el paso saca 0.
struct VeredictoConMarcas: VeredictoDeComprobacion {
    let pruebas: any VeredictoDeComprobacion
    let problemas: [String: [ProblemaDeMarcas]]     // paso → los de sus ficheros; solo los pasos con alguno

    /// Los de los pasos del veredicto que escribe quien aprende, mirando sus ficheros en Exercises/.
    init(pruebas: any VeredictoDeComprobacion, catalogo: Catalogo, generador: Generador) {
        self.pruebas = pruebas
        let pasos = catalogo.pasos.filter { $0.esDeQuienAprende && pruebas.estados[$0.id] != nil }
        var ficheros: [String] = []
        for fichero in pasos.flatMap(\.ficheros) where !ficheros.contains(fichero) { ficheros.append(fichero) }
        // Cada fichero se mira una vez, aunque sea de varios pasos.
        let porFichero = Dictionary(grouping: ProblemaDeMarcas.en(ficheros, generador: generador), by: \.fichero)
        var problemas: [String: [ProblemaDeMarcas]] = [:]
        for paso in pasos {
            let suyos = paso.ficheros.flatMap { porFichero["Exercises/" + $0] ?? [] }
            if !suyos.isEmpty { problemas[paso.id] = suyos }
        }
        self.problemas = problemas
    }

    var estados: [String: EstadoDePaso] {
        pruebas.estados.reduce(into: [:]) { estados, par in
            estados[par.key] = par.value == .hecho && problemas[par.key] != nil ? .pendiente : par.value
        }
    }

    var todosHechos: Bool { pruebas.todosHechos && problemas.isEmpty }
    var compilo: Bool { pruebas.compilo }
    var noCompilanPorOtros: Set<String> { pruebas.noCompilanPorOtros }

    var motivos: [String: String] {
        pruebas.motivos.merging(problemas.compactMapValues { $0.first?.resumen }) { _, nuestro in nuestro }
    }

    /// Lo que se añade al informe de las pruebas, paso a paso en el orden del curso.
    func lineas(_ consola: Consola, catalogo: Catalogo) -> [String] {
        catalogo.pasos.flatMap { paso -> [String] in
            guard let suyos = problemas[paso.id] else { return [] }
            let cabecera = pruebas.estados[paso.id] == .hecho ? "\(paso.id): sus pruebas pasan, pero no está hecho:" : "\(paso.id), además:"
            return [consola.rojo("✗ ") + cabecera] + suyos.flatMap(\.lineas).map { "  " + $0 }
        }
    }
}
