import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Mide las pruebas de unos pasos de tipo «pruebas» con fallos sembrados en el código que prueban:
///
/// 1. siembra todos los mutantes de esos pasos en una copia de sus módulos (`CopiaConMutantes`);
/// 2. compila una vez, con `MARCADOR_MUTANTES`, en su propia carpeta de SwiftPM y con su plan (solo esas
///    pruebas y lo que usan): lo que compila lo demás no se toca, y de una medición a otra solo se recompila lo
///    que cambió (si un mutante no compila, lo quita y vuelve a compilar);
/// 3. ejecuta las pruebas dos veces con el código sin tocar y, si las dos terminan, una vez por mutante, con las
///    suites del paso (las del kit del código que prueban y las de quien aprende) y el número del mutante en el
///    fichero del interruptor (`Esquematizador`): unas pruebas que se cuelgan con código correcto cuestan un
///    límite, no uno por mutante;
/// 4. con el código sin tocar, las pruebas del kit y las de quien aprende tienen que pasar, y las de quien
///    aprende, dar lo mismo las dos veces; si no, no se pueden medir.
///
/// Con `calificar` y `verificar` (`deUnSoloUso`), la copia, que es código del kit, se borra al acabar la medición,
/// no antes: en macOS cada ejecución pasa por `swift test`, que vuelve a leer Package.swift y se para si falta
/// la carpeta de la copia. `comprobar` la conserva: es el código de quien aprende.
package struct MedidorDeMutantes {
    let raiz: URL                       // el árbol que se compila
    let catalogo: Catalogo
    let mutantes: CatalogoDeMutantes
    let modulos: [ModuloDeLaApp]
    let origen: OrigenDelCodigo         // de dónde sale el código que se siembra
    let marcador: String?               // MARCADOR: qué módulos salen de Solutions/
    let temporal: URL                   // registros y flujos de eventos
    let limite: Duration                // para cada ejecución de las pruebas
    var deUnSoloUso = false             // la copia se borra al acabar (`calificar`, `verificar`)
    var todaLaApp = false               // toda la app sale del origen, no solo los módulos con mutantes (`calificar --kit`)
    var alAvanzar: (@Sendable (String) -> Void)?
    var aislamiento: (any AislamientoDeLasPruebas)?     // con `calificar`, las pruebas corren aisladas

    package init(raiz: URL, catalogo: Catalogo, mutantes: CatalogoDeMutantes, modulos: [ModuloDeLaApp], origen: OrigenDelCodigo, marcador: String?, temporal: URL, limite: Duration,
                 deUnSoloUso: Bool = false, todaLaApp: Bool = false, alAvanzar: (@Sendable (String) -> Void)? = nil, aislamiento: (any AislamientoDeLasPruebas)? = nil) {
        self.raiz = raiz
        self.catalogo = catalogo
        self.mutantes = mutantes
        self.modulos = modulos
        self.origen = origen
        self.marcador = marcador
        self.temporal = temporal
        self.limite = limite
        self.deUnSoloUso = deUnSoloUso
        self.todaLaApp = todaLaApp
        self.alAvanzar = alAvanzar
        self.aislamiento = aislamiento
    }

    /// Compilaciones como mucho: la primera y dos más quitando los mutantes que no compilan.
    static let intentos = 3
    /// Ejecuciones con el código sin tocar: dos, para ver si las pruebas dan lo mismo sin cambiar nada.
    static let limpias = 2

    package func medir(_ pasos: [Paso]) throws -> MedicionDeMutantes {
        let ids = pasos.map(\.id)
        var excluidos: Set<Int> = []
        let enteros = todaLaApp ? try ModuloDeLaApp.leer(raiz: raiz) : []
        let copia = CopiaConMutantes(raiz: raiz, origen: origen)
        var compilar: Duration = .zero
        defer { if deUnSoloUso { copia.borrar() } }
        for intento in 1...Self.intentos {
            let siembra = Siembra(pasos: ids, mutantes: mutantes, catalogo: catalogo, modulos: modulos, origen: origen, excluidos: excluidos)
            try copia.escribir(siembra, enteros: enteros)
            var ejecutor = EjecutorDePruebas(raiz: raiz, temporal: temporal, limite: limite,
                                             ajustes: ["MARCADOR_MUTANTES": CopiaConMutantes.modulos(de: siembra, enteros: enteros)],
                                             aislamiento: aislamiento,
                                             plan: PlanDeCompilacion(suites: pasos.flatMap(suites), carpeta: PlanDeCompilacion.deLosMutantes))
            ejecutor.alAvanzar = alAvanzar
            let compilacion = try ejecutor.empezarCompilacion(marcador: marcador, nombre: "mutantes")
            let final = compilacion.proceso.esperar()
            compilar += final.duracion
            guard final.codigo != 0 else {
                var medicion = try probar(pasos, siembra: siembra, ejecutor: ejecutor)
                medicion.tiempos.compilar = compilar
                return medicion
            }
            let errores = Self.errores(en: compilacion.registro, raiz: raiz)
            let culpables = Set(errores.flatMap { error -> [Int] in
                guard let (ruta, linea, columna) = Self.lugar(error), ruta.hasPrefix(CopiaConMutantes.carpeta + "/") else { return [] }
                return siembra.mutantes(enLaLinea: linea, columna: columna, de: String(ruta.dropFirst(CopiaConMutantes.carpeta.count + 1)))
            })
            if !culpables.isEmpty, intento < Self.intentos {
                excluidos.formUnion(culpables)
                continue
            }
            return noCompila(pasos, errores: errores, siembra: siembra)
        }
        return MedicionDeMutantes()     // no se llega: el último intento siempre vuelve
    }

    // MARK: - Pruebas

    /// Las suites con las que se mide un paso: las del kit del código que prueban y las suyas.
    private func suites(_ paso: Paso) -> [String] {
        (catalogo.paso(mutantes.de(paso.id)?.codigoDe ?? "")?.suites ?? []) + paso.suites
    }

    /// Las ejecuciones de cada paso, con las suites de ese paso y en sus propios procesos (unas pruebas que salen
    /// antes o revientan no dejan sin medir las del otro paso): primero las limpias (0) de todos, y después los
    /// mutantes (su número) de los pasos cuyas limpias terminaron (`terminadas`).
    static func orden<Clave: Hashable>(
        de pasos: [(paso: Clave, numeros: [Int])], limpias: Int = limpias, terminadas: Set<Clave>? = nil
    ) -> [(paso: Clave, numero: Int)] {
        guard let terminadas else { return pasos.flatMap { paso in Array(repeating: (paso.paso, 0), count: limpias) } }
        return pasos.filter { terminadas.contains($0.paso) }.flatMap { paso in paso.numeros.map { (paso.paso, $0) } }
    }

    private func probar(_ pasos: [Paso], siembra: Siembra, ejecutor: EjecutorDePruebas) throws -> MedicionDeMutantes {
        var medicion = MedicionDeMutantes()
        var limpias: [String: [EjecutorDePruebas.Salida]] = [:]
        var conMutante: [Int: EjecutorDePruebas.Salida] = [:]
        let todos = pasos.map { (paso: $0.id, numeros: (siembra.mutantes[$0.id] ?? []).map(\.numero)) }
        func ejecutarEnOrden(_ orden: [(paso: String, numero: Int)]) throws {
            for (id, numero) in orden {
                // Una limpia cortada ya dice que se cuelgan: la otra costaría otro límite.
                guard let paso = pasos.first(where: { $0.id == id }), !(limpias[id] ?? []).contains(where: \.cortada) else { continue }
                let inicio = ContinuousClock.now
                let salida = try ejecutar(ejecutor, numero: numero, filtros: suites(paso))
                medicion.tiempos.ejecuciones += 1
                medicion.tiempos.ejecutar += ContinuousClock.now - inicio
                medicion.tiempos.dentro += salida.probar
                medicion.cortada = medicion.cortada || salida.cortada
                if numero == 0 { limpias[id, default: []].append(salida) } else { conMutante[numero] = salida }
            }
        }
        try ejecutarEnOrden(Self.orden(de: todos))
        let terminadas = Set(limpias.filter { $0.value.allSatisfy { $0.ejecucion?.terminada == true && !$0.cortada } }.keys)
        try ejecutarEnOrden(Self.orden(de: todos, terminadas: terminadas))
        for paso in pasos {
            guard let codigoDe = mutantes.de(paso.id).flatMap({ catalogo.paso($0.codigoDe) }) else { continue }
            let susLimpias = limpias[paso.id] ?? []
            let ejecuciones = susLimpias.map { $0.ejecucion ?? EjecucionDePruebas() }
            let delKit = ejecuciones.map { Self.estados(de: codigoDe.suites, en: $0) }
            let suyas = ejecuciones.map { Self.estados(de: paso.suites, en: $0) }
            if ejecuciones.contains(where: { !$0.terminada }) {
                // Con código correcto, el proceso no acabó: nada de lo que dijo vale, tampoco lo de las pruebas del kit.
                medicion.pasos[paso.id] = .noTerminan(cortada: susLimpias.contains(where: \.cortada))
            } else if delKit.contains(where: { $0.isEmpty || !$0.values.allSatisfy(Self.pasa) }) {
                medicion.pasos[paso.id] = .sinCodigoCorrecto(paso: codigoDe.id)
            } else if let distintas = Self.distintas(suyas) {
                medicion.pasos[paso.id] = .inestables(distintas)
            } else if let (indice, fallan) = suyas.enumerated().first(where: { !$0.element.values.allSatisfy(Self.pasa) }) {
                var suya = EjecucionDePruebas()
                suya.estados = fallan
                suya.fallos = ejecuciones[indice].fallos.filter { fallan[$0.key] != nil }
                suya.terminada = ejecuciones[indice].terminada
                medicion.pasos[paso.id] = .fallanConCodigoCorrecto(suya)
            } else {
                var medidos: [MutanteMedido] = []
                for mutante in siembra.mutantes[paso.id] ?? [] {
                    guard let juntas = conMutante[mutante.numero] else { continue }
                    let (medido, cortada) = try medir(mutante, juntas: juntas, kit: codigoDe.suites, suyas: paso.suites,
                                                      hayPruebas: !(suyas.first ?? [:]).isEmpty, ejecutor: ejecutor)
                    medidos.append(medido)
                    medicion.cortada = medicion.cortada || cortada
                }
                medicion.pasos[paso.id] = .medida(pruebas: suyas.first?.count ?? 0, mutantes: medidos)
            }
        }
        return medicion
    }

    /// Una ejecución con el interruptor en ese número (0: ninguno).
    private func ejecutar(_ ejecutor: EjecutorDePruebas, numero: Int, filtros: [String]) throws -> EjecutorDePruebas.Salida {
        let interruptor = temporal.appending(path: "interruptor")
        try Data("\(numero)".utf8).write(to: interruptor)
        var encendido = ejecutor
        encendido.interruptor = interruptor.path
        return try encendido.probar(marcador: marcador, nombre: "medida-\(numero)-\(UUID().uuidString)", filtros: filtros)
    }

    /// Las pruebas que no dan lo mismo en las ejecuciones limpias (una que está en una y no en otra, o que
    /// pasa en una y falla en otra), cada una con el porqué; nil si todas dan lo mismo.
    static func distintas(_ ejecuciones: [[String: EstadoDePrueba]]) -> EjecucionDePruebas? {
        guard let primera = ejecuciones.first else { return nil }
        var distintas = EjecucionDePruebas()
        distintas.terminada = true
        for otra in ejecuciones.dropFirst() {
            for id in Set(primera.keys).union(otra.keys) where primera[id].map(pasa) != otra[id].map(pasa) {
                distintas.estados[id] = .falla(["da resultados distintos en dos ejecuciones con el mismo código correcto"])
            }
        }
        return distintas.estados.isEmpty ? nil : distintas
    }

    /// El mutante, según su ejecución con todas las suites de su paso. Si el proceso no terminó (un crash o un cuelgue),
    /// cada batería de su paso se repite a solas: que una prueba reviente o se cuelgue con el mutante también es
    /// notarlo.
    private func medir(
        _ mutante: Mutante, juntas: EjecutorDePruebas.Salida, kit: [String], suyas: [String], hayPruebas: Bool, ejecutor: EjecutorDePruebas
    ) throws -> (MutanteMedido, cortada: Bool) {
        func cazan(_ suites: [String], _ salida: EjecutorDePruebas.Salida) -> Bool {
            guard let ejecucion = salida.ejecucion, ejecucion.terminada else { return true }
            let estados = Self.estados(de: suites, en: ejecucion)
            return !estados.isEmpty && !estados.values.allSatisfy(Self.pasa)
        }
        if juntas.ejecucion?.terminada == true {
            return (MutanteMedido(mutante: mutante, loCazaElKit: cazan(kit, juntas), loCazanTusPruebas: hayPruebas && cazan(suyas, juntas)), false)
        }
        let delKit = try ejecutar(ejecutor, numero: mutante.numero, filtros: kit)
        let tuyas = hayPruebas ? try ejecutar(ejecutor, numero: mutante.numero, filtros: suyas) : nil
        let medido = MutanteMedido(mutante: mutante, loCazaElKit: cazan(kit, delKit), loCazanTusPruebas: tuyas.map { cazan(suyas, $0) } ?? false)
        return (medido, delKit.cortada || tuyas?.cortada == true)
    }

    private static func pasa(_ estado: EstadoDePrueba) -> Bool {
        estado == .pasa || estado == .omitida
    }

    private static func estados(de suites: [String], en ejecucion: EjecucionDePruebas) -> [String: EstadoDePrueba] {
        ejecucion.estados.filter { id, _ in suites.contains { Catalogo.encaja(id, en: $0) } }
    }

    // MARK: - Sin compilar

    /// Reparte los errores: los de los ficheros de un paso de pruebas son suyos; los de la copia con mutantes
    /// se cuentan en el fichero original (el código que prueban no compila); el resto, del paquete.
    private func noCompila(_ pasos: [Paso], errores: [String], siembra: Siembra) -> MedicionDeMutantes {
        var medicion = MedicionDeMutantes()
        var suyos: Set<String> = []
        for paso in pasos {
            let deEste = errores.filter { error in
                paso.ficheros.contains { error.hasPrefix("Exercises/\($0):") || error.hasPrefix("Solutions/\($0):") }
            }
            suyos.formUnion(deEste)
            medicion.pasos[paso.id] = deEste.isEmpty ? .sinProbar : .noCompila(deEste)
        }
        medicion.errores = errores.filter { !suyos.contains($0) }.map { error in
            guard let (ruta, linea, _) = Self.lugar(error), ruta.hasPrefix(CopiaConMutantes.carpeta + "/"),
                  let original = siembra.original(deLaLinea: linea, de: String(ruta.dropFirst(CopiaConMutantes.carpeta.count + 1))),
                  let resto = error.split(separator: ":", maxSplits: 2).last else { return error }
            return original + ":" + resto
        }
        return medicion
    }

    /// Los del compilador o, si no hay ninguno, los de SwiftPM («error: …», sin sitio): sin ellos, un fallo
    /// de la compilación no diría nada.
    private static func errores(en registro: URL, raiz: URL) -> [String] {
        let delCompilador = ErroresDelCompilador(lineas: EjecutorDePruebas.erroresDeCompilacion(en: registro), raiz: raiz.path).errores
        guard delCompilador.isEmpty else { return delCompilador }
        return ((try? String(contentsOf: registro, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init)
    }

    /// «ruta:línea:columna: error: …» → (ruta, línea, columna).
    static func lugar(_ error: String) -> (String, Int, Int)? {
        let partes = error.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard partes.count >= 4, let linea = Int(partes[1]), let columna = Int(partes[2]) else { return nil }
        return (String(partes[0]), linea, columna)
    }
}
