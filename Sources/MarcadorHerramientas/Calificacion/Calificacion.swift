/// Lo que `calificar` concluye de la compilación y de las ejecuciones de `swift test`. No lanza nada:
/// se prueba con ejecuciones y registros grabados.
struct Calificacion {
    let catalogo: Catalogo
    let modulos: [ModuloDeLaApp]
    let rotos: ModulosRotos

    /// Los pasos que se califican: los que tienen pruebas en el kit.
    var calificables: [(indice: Int, paso: Paso)] { Self.calificables(en: catalogo) }

    /// Lo mismo antes de compilar nada, cuando aún no se sabe qué módulos están rotos.
    static func calificables(en catalogo: Catalogo) -> [(indice: Int, paso: Paso)] {
        catalogo.pasos.enumerated().filter { !$0.element.suites.isEmpty }.map { ($0.offset + 1, $0.element) }
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
        calificables.map { indice, paso in
            let base = { (estado: EstadoDeCalificacion, mensaje: String?, pruebas: [ResultadoDePaso.Prueba]) in
                ResultadoDePaso(paso: paso.id, titulo: paso.titulo, leccion: catalogo.leccion(de: paso)?.id ?? "",
                                indice: indice, estado: estado, mensaje: mensaje, ordenDePruebas: paso.ordenDePruebas, pruebas: pruebas)
            }
            if let (estado, mensaje) = bloqueo(de: paso) { return base(estado, mensaje, []) }
            let repeticion = repeticiones[paso.id]
            let estados = self.estados(de: paso, en: repeticion?.ejecucion ?? general).sorted { $0.key < $1.key }
            let pruebas = estados.compactMap { id, estado -> ResultadoDePaso.Prueba? in
                switch estado {
                case .pasa: .init(id: id, pasa: true, mensaje: nil)
                case let .falla(mensajes): .init(id: id, pasa: false, mensaje: mensajes.joined(separator: "\n"))
                case .sinTerminar: .init(id: id, pasa: false, mensaje: "no terminó")
                case .omitida: nil
                }
            }
            guard !pruebas.isEmpty else {
                return base(.sinPruebas, "no se vio ninguna prueba de \(paso.suites.joined(separator: ", "))", [])
            }
            if estados.contains(where: { $0.value == .sinTerminar }) {
                let cortada = repeticion?.cortada ?? false
                return base(cortada ? .seCuelga : .revienta,
                            cortada ? "sus pruebas pasaron del límite de tiempo" : "sus pruebas se interrumpieron: un crash",
                            pruebas)
            }
            let fallan = pruebas.count { !$0.pasa }
            return base(fallan == 0 ? .pasa : .falla, fallan == 0 ? nil : "fallan \(fallan) de \(pruebas.count) pruebas", pruebas)
        }
    }

    /// «no compila» si su código está en un módulo roto; «no se puede comprobar» si depende de uno.
    private func bloqueo(de paso: Paso) -> (EstadoDeCalificacion, String)? {
        let suyos = modulos(de: paso)
        let rotosSuyos = suyos.intersection(rotos.nombres).sorted()
        if !rotosSuyos.isEmpty {
            return (.noCompila, rotosSuyos.map { "\($0) no compila:\n" + rotos.mensaje(de: $0) }.joined(separator: "\n"))
        }
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
