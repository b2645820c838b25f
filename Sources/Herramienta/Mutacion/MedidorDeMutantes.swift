import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Mide las pruebas de unos pasos de tipo «pruebas» con fallos sembrados en el código que prueban:
///
/// 1. siembra todos los mutantes de esos pasos en una copia de sus módulos (`CopiaConMutantes`);
/// 2. compila una vez, con `MARCADOR_MUTANTES` (si un mutante no compila, lo quita y vuelve a compilar);
/// 3. prueba con el código sin tocar (MARCADOR_MUTANTE sin valor): las pruebas del kit de ese código y las
///    de quien aprende tienen que pasar;
/// 4. prueba cada mutante encendido (MARCADOR_MUTANTE=<módulo>:<n>), con las mismas suites: el binario de
///    pruebas ya compilado, unas décimas cada vez.
///
/// Sin plan (`calificar`, `verificar`), compila en la misma `.build` que todo lo demás: cambiar
/// `MARCADOR_MUTANTES` solo recompila los módulos con mutantes y los que dependen de ellos. `comprobar`
/// le da su plan, en su propia carpeta: solo esas pruebas, y sin deshacer lo de las comprobaciones normales.
package struct MedidorDeMutantes {
    let raiz: URL                       // el árbol que se compila
    let catalogo: Catalogo
    let mutantes: CatalogoDeMutantes
    let modulos: [ModuloDeLaApp]
    let origen: OrigenDelCodigo         // de dónde sale el código que se siembra
    let marcador: String?               // MARCADOR: qué módulos salen de Solutions/
    let temporal: URL                   // registros y flujos de eventos
    let limite: Duration                // para cada ejecución de las pruebas
    var secretoNuevo = false            // claves nuevas para los mutantes (`calificar`, `verificar`)
    var enSuCarpeta = false             // con su plan, en .build/mutantes (`comprobar`)
    var alAvanzar: (@Sendable (String) -> Void)?
    var vigilante: (any VigilanteDeProcesos)?    // con `calificar`, las pruebas de quien aprende también van contenidas

    package init(raiz: URL, catalogo: Catalogo, mutantes: CatalogoDeMutantes, modulos: [ModuloDeLaApp], origen: OrigenDelCodigo, marcador: String?, temporal: URL, limite: Duration, secretoNuevo: Bool = false,
                 enSuCarpeta: Bool = false, alAvanzar: (@Sendable (String) -> Void)? = nil, vigilante: (any VigilanteDeProcesos)? = nil) {
        self.raiz = raiz
        self.catalogo = catalogo
        self.mutantes = mutantes
        self.modulos = modulos
        self.origen = origen
        self.marcador = marcador
        self.temporal = temporal
        self.limite = limite
        self.secretoNuevo = secretoNuevo
        self.enSuCarpeta = enSuCarpeta
        self.alAvanzar = alAvanzar
        self.vigilante = vigilante
    }

    /// Compilaciones como mucho: la primera y dos más quitando los mutantes que no compilan.
    static let intentos = 3

    package func medir(_ pasos: [Paso]) throws -> MedicionDeMutantes {
        let ids = pasos.map(\.id)
        var excluidos: Set<Int> = []
        let claves = try ClavesDeMutantes.delArbol(raiz, nuevo: secretoNuevo)
        for intento in 1...Self.intentos {
            let siembra = Siembra(pasos: ids, mutantes: mutantes, catalogo: catalogo, modulos: modulos, origen: origen, excluidos: excluidos)
            let copia = CopiaConMutantes(raiz: raiz, origen: origen, claves: claves)
            try copia.escribir(siembra)
            var ejecutor = EjecutorDePruebas(raiz: raiz, temporal: temporal, limite: limite,
                                             ajustes: ["MARCADOR_MUTANTES": CopiaConMutantes.modulos(de: siembra)],
                                             vigilante: vigilante,
                                             plan: enSuCarpeta ? PlanDeCompilacion(suites: pasos.flatMap(suites), carpeta: PlanDeCompilacion.deLosMutantes) : nil)
            ejecutor.alAvanzar = alAvanzar
            let compilacion = try ejecutor.empezarCompilacion(marcador: marcador, nombre: "mutantes")
            guard compilacion.proceso.esperar().codigo != 0 else {
                if secretoNuevo { copia.borrarLoQueDelataLasClaves(siembra) }
                return try probar(pasos, siembra: siembra, ejecutor: ejecutor, claves: claves)
            }
            let errores = ErroresDelCompilador(lineas: EjecutorDePruebas.erroresDeCompilacion(en: compilacion.registro), raiz: raiz.path).errores
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

    private func probar(_ pasos: [Paso], siembra: Siembra, ejecutor: EjecutorDePruebas, claves: ClavesDeMutantes) throws -> MedicionDeMutantes {
        var medicion = MedicionDeMutantes()
        // El código sin tocar, con un señuelo: igual que con un mutante, pero sin encender ninguno.
        var sinTocar = ejecutor
        sinTocar.ajustes[Esquematizador.variable] = claves.senuelo()
        let correcto = try sinTocar.probar(marcador: marcador, nombre: "mutantes-0", filtros: pasos.flatMap(suites))
        medicion.cortada = correcto.cortada
        let ejecucion = correcto.ejecucion ?? EjecucionDePruebas()
        for paso in pasos {
            guard let codigoDe = mutantes.de(paso.id).flatMap({ catalogo.paso($0.codigoDe) }) else { continue }
            let delKit = Self.estados(de: codigoDe.suites, en: ejecucion)
            let suyas = Self.estados(de: paso.suites, en: ejecucion)
            if delKit.isEmpty || !delKit.values.allSatisfy(Self.pasa) {
                medicion.pasos[paso.id] = .sinCodigoCorrecto(paso: codigoDe.id)
            } else if !suyas.values.allSatisfy(Self.pasa) {
                var suya = EjecucionDePruebas()
                suya.estados = suyas
                suya.fallos = ejecucion.fallos.filter { suyas[$0.key] != nil }
                suya.terminada = ejecucion.terminada
                medicion.pasos[paso.id] = .fallanConCodigoCorrecto(suya)
            } else {
                var medidos: [MutanteMedido] = []
                for mutante in siembra.mutantes[paso.id] ?? [] {
                    var encendido = ejecutor
                    encendido.ajustes[Esquematizador.variable] = claves.clave(de: mutante)
                    let (medido, cortada) = try medir(mutante, kit: codigoDe.suites, suyas: paso.suites, hayPruebas: !suyas.isEmpty, encendido: encendido)
                    medidos.append(medido)
                    medicion.cortada = medicion.cortada || cortada
                }
                medicion.pasos[paso.id] = .medida(pruebas: suyas.count, mutantes: medidos)
            }
        }
        return medicion
    }

    /// Una ejecución con el mutante encendido, con las suites del kit y las de quien aprende. Si el proceso no
    /// termina (un crash o un cuelgue), cada batería se repite a solas: que una prueba reviente o se cuelgue
    /// con el mutante también es notarlo.
    private func medir(
        _ mutante: Mutante, kit: [String], suyas: [String], hayPruebas: Bool, encendido: EjecutorDePruebas
    ) throws -> (MutanteMedido, cortada: Bool) {
        let nombre = "mutante-\(mutante.numero)"
        func cazan(_ suites: [String], _ salida: EjecutorDePruebas.Salida) -> Bool {
            guard let ejecucion = salida.ejecucion, ejecucion.terminada else { return true }
            let estados = Self.estados(de: suites, en: ejecucion)
            return !estados.isEmpty && !estados.values.allSatisfy(Self.pasa)
        }
        let juntas = try encendido.probar(marcador: marcador, nombre: nombre, filtros: kit + (hayPruebas ? suyas : []))
        if juntas.ejecucion?.terminada == true {
            let medido = MutanteMedido(mutante: mutante, loCazaElKit: cazan(kit, juntas), loCazanTusPruebas: hayPruebas && cazan(suyas, juntas))
            return (medido, juntas.cortada)
        }
        let delKit = try encendido.probar(marcador: marcador, nombre: nombre + "-kit", filtros: kit)
        let tuyas = hayPruebas ? try encendido.probar(marcador: marcador, nombre: nombre + "-tuyas", filtros: suyas) : nil
        let medido = MutanteMedido(mutante: mutante, loCazaElKit: cazan(kit, delKit), loCazanTusPruebas: tuyas.map { cazan(suyas, $0) } ?? false)
        return (medido, juntas.cortada || delKit.cortada || tuyas?.cortada == true)
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

    /// «ruta:línea:columna: error: …» → (ruta, línea, columna).
    static func lugar(_ error: String) -> (String, Int, Int)? {
        let partes = error.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard partes.count >= 4, let linea = Int(partes[1]), let columna = Int(partes[2]) else { return nil }
        return (String(partes[0]), linea, columna)
    }
}
