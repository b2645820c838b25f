import Foundation
import HerramientaEjecucion
import HerramientaNucleo
import HerramientaPublicacion

/// Califica una entrega. Con el kit de confianza (`--kit`), compila una copia que sale entera del kit salvo
/// lo escrito dentro de las regiones (ver Restaurador) y dice qué cambió la entrega respecto a la
/// publicación del kit; sin él, la entrega es el propio kit y se compila en el sitio. Sustituye por su
/// solución cada módulo que no compila (en la copia, con las soluciones del kit en sus regiones; en el
/// sitio, con MARCADOR=soluciones:…), prueba todo de una vez y repite a solas, con su límite, los pasos
/// cuyas pruebas no terminaron por un crash o un cuelgue. Las reglas de arquitectura, que leen las fuentes
/// (también la solución puesta en un módulo roto), van en su propio binario, sin código de la entrega. Si el flujo de
/// eventos de una ejecución no cuadra, no se cree: se repite cada paso a solas y el paso cuyo flujo tampoco
/// cuadra no tiene nota.
struct Calificador {
    let entrega: URL
    let kit: URL?               // el kit de confianza; sin él, la entrega es un kit y se califica tal cual
    let temporal: URL
    let limite: Duration        // por paso
    var aislamiento: (any AislamientoDeLasPruebas)? = nil   // donde corren las pruebas de la entrega
    /// Con `--leccion`: solo esas lecciones, y la nota sobre sus puntos.
    var seleccion = SeleccionDeLecciones.todas
    let avisar: (String) -> Void

    /// Dónde se compila lo que se califica con --kit: una carpeta fija por kit, para que la compilación
    /// de la entrega anterior se aproveche.
    static func copia(de kit: URL) -> URL {
        kit.appending(path: ".build/marcador/calificacion/arbol")
    }

    func calificar() throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        let inicio = Date()
        var informe = try calificarSinFecha()
        informe.fecha = inicio
        return informe
    }

    private func calificarSinFecha() throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        guard let kit else {
            let catalogo = try Catalogo.cargar(raiz: entrega)
            return try calificar(arbol: entrega, catalogo: catalogo, cambios: { [] }, sustituir: Self.marcador)
        }
        // Se lee antes de lanzar nada, así que lo que se ejecute después no puede esconder sus cambios.
        let contenido = ContenidoDeUnArbol.leer(entrega: entrega, kit: kit)
        let catalogo = try Catalogo.cargar(raiz: kit)
        let manifiesto = try Manifiesto.cargar(raiz: kit)
        let copia = Self.copia(de: kit)
        let cerrojo = try Cerrojo(copia.deletingLastPathComponent().appending(path: "cerrojo")) {
            avisar("Hay otra calificación con este kit en marcha: espero a que acabe…")
        }
        defer { withExtendedLifetime(cerrojo) {} }
        let restaurador = Restaurador(kit: kit, catalogo: catalogo, copia: copia)
        try restaurador.restaurar(regionesDe: contenido)
        try seguir()
        // Las soluciones puestas en los módulos que no compilan no se quedan en la copia al acabar.
        var sustituidos = false
        defer { if sustituidos { _ = try? restaurador.restaurar(regionesDe: contenido) } }
        return try calificar(arbol: copia, catalogo: catalogo, cambios: { manifiesto.cambios(en: contenido) }, sustituir: { (rotos) throws(ErrorDeLaHerramienta) in
            sustituidos = sustituidos || !rotos.nombres.isEmpty
            try restaurador.restaurar(regionesDe: contenido, sustituidos: rotos.nombres)
            return nil
        })
    }

    /// - Parameters:
    ///   - cambios: lo que la entrega cambió del kit; se calcula mientras SwiftPM arranca.
    ///   - sustituir: prepara el árbol con esos módulos rotos sacados de las soluciones; devuelve el MARCADOR
    ///     con el que compilar.
    private func calificar(
        arbol: URL, catalogo: Catalogo, cambios calcularCambios: () -> [CambioDelKit],
        sustituir: (ModulosRotos) throws(ErrorDeLaHerramienta) -> String?
    ) throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        let registros = temporal.appending(path: "registros")
        try? FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
        avisar("Compilando y probando…")
        // Solo las pruebas que dan nota: las del código base no cuentan, y ejecutarlas costaría tiempo.
        let pasos = Calificacion.calificables(en: catalogo, seleccion: seleccion).map(\.paso)
        let suites = Self.sinLasReglas(pasos.flatMap(\.suites))
        // Y solo se compila lo que usan, con el plan de `comprobar` en su carpeta: ni la herramienta de quien
        // aprende ni los ejemplos, que nada califica (la primera calificación compila en frío mucho menos).
        // Todas juntas tardan menos de un segundo: el límite de un paso les sobra.
        let conjunto = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite, aislamiento: aislamiento,
                                         plan: PlanDeCompilacion(suites: suites))
        var enMarcha: EjecutorDePruebas.Compilacion? = try empezar(conjunto, marcador: nil, nombre: "conjunto-1")
        // Las reglas compilan a la vez, en su carpeta; se prueban cuando el árbol ya es el que se califica.
        let deLasReglas = pasos.flatMap(\.suites).filter(Self.esDeLasReglas)
        let reglas = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite,
                                       plan: PlanDeCompilacion(suites: deLasReglas, carpeta: PlanDeCompilacion.deLasReglas))
        let compilacionDeLasReglas = try deLasReglas.isEmpty ? nil : empezar(reglas, marcador: nil, nombre: "reglas")
        defer { _ = compilacionDeLasReglas?.proceso.esperar() }     // si se sale antes de probarlas, no queda suelta
        let cambios = calcularCambios()
        if !cambios.isEmpty {
            avisar("La entrega cambió \(cambios.count, "fichero") del kit: \(concuerda: cambios.count, "no cuenta", "no cuentan"), califico con los del kit.")
        }
        let modulos = try Self.modulos(raiz: arbol, catalogo: catalogo, mutantes: kit)
        // Las del kit, de las fuentes de confianza (las de la copia, o las de la entrega si es el kit), para
        // contrastar cada flujo. Las de los pasos de pruebas las escribe quien aprende: no hay con qué cotejarlas.
        let cotejables = Self.cotejables(pasos)
        let esperadas = PruebasDelKit(raiz: arbol, modulos: modulos, suites: cotejables)

        var rotos = ModulosRotos()
        var marcador: String?
        var intento = 0
        while true {
            intento += 1
            let nombre = "conjunto-\(intento)"
            if enMarcha == nil {
                avisar("Compilando con \(rotos.nombres.sorted().joined(separator: ", ")) de Solutions/…")
                marcador = try sustituir(rotos)
            }
            let compilacion = if let enMarcha { enMarcha } else { try empezar(conjunto, marcador: marcador, nombre: nombre) }
            enMarcha = nil
            // Las reglas, con el árbol ya compilado y antes de ejecutar nada de la entrega, que podría reescribirlo.
            var lasReglas: (ejecucion: EjecucionDePruebas, manipulaciones: [Manipulacion])?
            if let compilacionDeLasReglas, conjunto.compila(compilacion) {
                lasReglas = try probarLasReglas(compilacionDeLasReglas, con: reglas, suites: deLasReglas, marcador: marcador,
                                                modulos: modulos, esperadas: esperadas, catalogo: catalogo)
            }
            let salida = try intentar { try conjunto.terminar(compilacion, nombre: nombre, filtros: suites) }
            try seguir()
            guard var ejecucion = salida.ejecucion else {
                let nuevos = ModulosRotos(lineas: salida.erroresDeCompilacion, raiz: arbol.path, modulos: modulos)
                if nuevos.nombres.isSubset(of: rotos.nombres), nuevos.ajenos.isEmpty, !nuevos.nombres.isEmpty,
                   let incompatible = rotos.incompatible(segun: nuevos, modulos: modulos) {
                    // Las soluciones sustituidas no compilan con un módulo suyo que sí compila.
                    rotos.anadir(incompatible: incompatible, segun: nuevos)
                    continue
                }
                if nuevos.nombres.isSubset(of: rotos.nombres) {
                    // Nada más que sustituir: lo que no compila no es de ningún módulo de la app.
                    let errores = nuevos.ajenos.isEmpty ? salida.erroresDeCompilacion : nuevos.ajenos
                    return InformeDeCalificacion(catalogo: catalogo, pasos: [], cambios: cambios,
                                                 error: errores.prefix(ModulosRotos.maximoPorModulo).joined(separator: "\n"))
                }
                rotos.anadir(nuevos)
                continue
            }
            // Del código compilado, antes de ejecutar nada de la entrega: lo que revisar (no quita puntos).
            var vistos: Set<String> = []    // los módulos de la app ya traen, con --kit, los de los pasos de pruebas
            let conCodigoDeLaEntrega = (modulos.map(\.nombre) + Self.deQuienAprende(pasos)).filter { vistos.insert($0).inserted }
            let revisar = RevisionDelCodigo(compilados: conjunto.compilados, modulos: conCodigoDeLaEntrega).hallazgos()
            var calificacion = Calificacion(catalogo: catalogo, modulos: modulos, rotos: rotos, raiz: arbol)
            calificacion.pruebasEnLaAppDelKit = kit != nil
            calificacion.seleccion = seleccion
            var manipulaciones: [Manipulacion] = []
            let motivos = Self.motivos(salida, esperadas: esperadas, suites: Self.sinLasReglas(cotejables))
            if !motivos.isEmpty {
                avisar("El flujo de eventos de las pruebas no cuadra: repito cada paso a solas…")
                manipulaciones.append(Manipulacion(paso: nil, motivos: motivos))
                ejecucion = EjecucionDePruebas()    // nada de ella vale: todos los pasos se repiten
            }
            if let lasReglas {
                ejecucion = Calificacion.combinar(ejecucion, con: [lasReglas.ejecucion])
                manipulaciones += lasReglas.manipulaciones
            }
            // Ya está compilado: cada repetición es solo el binario de las pruebas, sin las reglas, que no van en él.
            var repeticiones: [String: (ejecucion: EjecucionDePruebas, cortada: Bool)] = [:]
            // Un proceso que se cuelga antes de ejecutar ninguna prueba (al cargar el código) se colgaría igual con
            // cada paso: tras el primero, los demás se dan por colgados, sin esperar un límite por paso.
            var colgadoAlCargar = false
            for paso in calificacion.aRepetir(tras: ejecucion) where !paso.suites.allSatisfy(Self.esDeLasReglas) {
                if colgadoAlCargar {
                    repeticiones[paso.id] = (EjecucionDePruebas(), true)
                    continue
                }
                if motivos.isEmpty { avisar("Las pruebas no terminaron todas: repito \(paso.id) a solas…") }
                let salida = try intentar {
                    try conjunto.probar(marcador: marcador, nombre: "paso-\(repeticiones.count)", filtros: Self.sinLasReglas(paso.suites))
                }
                try seguir()
                var repeticion = salida.ejecucion ?? EjecucionDePruebas()
                let motivos = Self.motivos(salida, esperadas: esperadas, suites: Self.sinLasReglas(Self.cotejables([paso])))
                if !motivos.isEmpty {
                    manipulaciones.append(Manipulacion(paso: paso.id, motivos: motivos))
                    repeticion = Self.sinNota(paso, esperadas: esperadas, motivos: motivos)
                }
                repeticiones[paso.id] = (repeticion, salida.cortada)
                colgadoAlCargar = salida.cortada && (salida.ejecucion?.estados.isEmpty ?? true)
            }
            // Las pruebas que acaban de ejecutarse pudieron reescribir la copia (el ensayo del atacante metía en su
            // fichero lo que la revisión de las regiones no habría dejado pasar): antes de compilar con los fallos
            // sembrados, la copia vuelve a ser la de antes, revisada otra vez. Sin --kit no hay copia que reponer.
            _ = try sustituir(rotos)
            let resultados = try medirPruebas(calificacion.resultados(general: ejecucion, repeticiones: repeticiones),
                                              arbol: arbol, catalogo: catalogo, modulos: modulos, marcador: marcador, registros: registros)
                .map(esperadas.enOrden)
            return InformeDeCalificacion(catalogo: catalogo, pasos: resultados, cambios: cambios, error: nil, manipulaciones: manipulaciones,
                                         revisar: revisar)
        }
    }

    /// Los targets de pruebas que escribe quien aprende (los de los pasos de pruebas).
    static func deQuienAprende(_ pasos: [Paso]) -> [String] {
        Array(Set(pasos.filter { $0.tipo == .pruebas }.flatMap(\.suites).compactMap { $0.split(separator: ".").first.map(String.init) })).sorted()
    }

    /// Las suites cuyas pruebas están en Tests/ del kit: todas menos las de los pasos de pruebas.
    static func cotejables(_ pasos: [Paso]) -> [String] {
        pasos.filter { $0.tipo != .pruebas }.flatMap(\.suites)
    }

    /// Lo que no cuadra en el flujo de una ejecución de esas suites: en sí mismo, con la salida del proceso
    /// y con las pruebas del kit.
    static func motivos(_ salida: EjecutorDePruebas.Salida, esperadas: PruebasDelKit, suites: [String]) -> [String] {
        guard let revision = salida.recibido.map(RevisionDelFlujo.init) else { return [] }
        return revision.anomalias
            + esperadas.incoherencias(declaradas: revision.declaradas, suites: suites, completas: revision.empezada)
    }

    /// La ejecución de un paso cuyo flujo no cuadra: cada prueba que el kit le da, fallida, con el porqué.
    static func sinNota(_ paso: Paso, esperadas: PruebasDelKit, motivos: [String]) -> EjecucionDePruebas {
        let mensaje = "el flujo de eventos de sus pruebas no cuadra, como si se hubiera manipulado: " + motivos.joined(separator: "; ")
        var ejecucion = EjecucionDePruebas()
        for id in esperadas.seguras where paso.suites.contains(where: { Catalogo.encaja(id, en: $0) }) {
            ejecucion.estados[id] = .falla([mensaje])
        }
        ejecucion.terminada = true
        return ejecucion
    }

    /// Tras un Ctrl-C o un SIGTERM (la orden de verdad los apunta, ver OrdenesDeCalificacion) no se lanza nada más.
    func seguir() throws(ErrorDeLaHerramienta) {
        if Interrupcion.seHaPedido { throw .interrumpida(Interrupcion.senal) }
    }

    /// MARCADOR: Exercises/ salvo los módulos rotos, que salen de Solutions/.
    static func marcador(_ rotos: ModulosRotos) -> String? {
        rotos.nombres.isEmpty ? nil : "soluciones:" + rotos.nombres.sorted().joined(separator: ",")
    }

    private func empezar(
        _ ejecutor: EjecutorDePruebas, marcador: String?, nombre: String
    ) throws(ErrorDeLaHerramienta) -> EjecutorDePruebas.Compilacion {
        try intentar { try ejecutor.empezarCompilacion(marcador: marcador, nombre: nombre) }
    }

    func intentar<T>(_ lanzar: () throws -> T) throws(ErrorDeLaHerramienta) -> T {
        do {
            return try lanzar()
        } catch {
            throw .entorno("No he podido lanzar swift: \(error.localizedDescription)")
        }
    }
}
