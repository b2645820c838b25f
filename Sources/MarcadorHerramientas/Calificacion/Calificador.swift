import Foundation

/// Califica una entrega. Con el kit de confianza (`--kit`), compila una copia que sale entera del kit salvo
/// lo escrito dentro de las regiones (ver Restaurador) y dice qué cambió la entrega respecto a la
/// publicación del kit; sin él, la entrega es el propio kit y se compila en el sitio. Sustituye por su
/// solución cada módulo que no compila (en la copia, con las soluciones del kit en sus regiones; en el
/// sitio, con MARCADOR=soluciones:…), prueba todo de una vez y repite a solas, con su límite, los pasos
/// cuyas pruebas no terminaron por un crash o un cuelgue.
struct Calificador {
    let entrega: URL
    let kit: URL?               // el kit de confianza; sin él, la entrega es un kit y se califica tal cual
    let temporal: URL
    let limite: Duration        // por paso
    let avisar: (String) -> Void

    /// Dónde se compila lo que se califica con --kit: una carpeta fija por kit, para que la compilación
    /// de la entrega anterior se aproveche.
    static func copia(de kit: URL) -> URL {
        kit.appending(path: ".build/marcador/calificacion/arbol")
    }

    func calificar() throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        guard let kit else {
            return try calificar(arbol: entrega, catalogo: try Catalogo.cargar(raiz: entrega), cambios: { [] }, sustituir: Self.marcador)
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
        return try calificar(arbol: copia, catalogo: catalogo, cambios: { manifiesto.cambios(en: contenido) }, sustituir: { (rotos) throws(ErrorDeLaHerramienta) in
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
        var enMarcha: EjecutorDePruebas.Compilacion? = try empezar(
            EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite * 2), marcador: nil, nombre: "conjunto-1")
        let cambios = calcularCambios()
        if !cambios.isEmpty {
            avisar("La entrega cambió \(cambios.count) fichero(s) del kit: no cuentan, califico con los del kit.")
        }
        let modulos = try Self.modulos(raiz: arbol, catalogo: catalogo, mutantes: kit)
        // Todas juntas tardan menos que un paso colgado: el doble del límite de un paso es holgado.
        let conjunto = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite * 2)
        // Solo las pruebas que dan nota: las del código base no cuentan, y ejecutarlas costaría tiempo.
        let suites = Calificacion.calificables(en: catalogo).flatMap(\.paso.suites)

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
            let salida = try intentar { try conjunto.terminar(compilacion, nombre: nombre, filtros: suites) }
            guard let ejecucion = salida.ejecucion else {
                let nuevos = ModulosRotos(lineas: salida.erroresDeCompilacion, raiz: arbol.path, modulos: modulos)
                if nuevos.nombres.isSubset(of: rotos.nombres) {
                    // Nada más que sustituir: lo que no compila no es de ningún módulo de la app.
                    let errores = nuevos.ajenos.isEmpty ? salida.erroresDeCompilacion : nuevos.ajenos
                    return InformeDeCalificacion(catalogo: catalogo, pasos: [], cambios: cambios,
                                                 error: errores.prefix(ModulosRotos.maximoPorModulo).joined(separator: "\n"))
                }
                rotos.anadir(nuevos)
                continue
            }
            let calificacion = Calificacion(catalogo: catalogo, modulos: modulos, rotos: rotos, raiz: arbol)
            // Ya está compilado: cada repetición es solo el binario de las pruebas, con el límite de un paso.
            let solo = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite)
            var repeticiones: [String: (ejecucion: EjecucionDePruebas, cortada: Bool)] = [:]
            for paso in calificacion.aRepetir(tras: ejecucion) {
                avisar("Las pruebas no terminaron todas: repito \(paso.id) a solas…")
                let salida = try intentar {
                    try solo.probar(marcador: marcador, nombre: "paso-\(repeticiones.count)", filtros: paso.suites)
                }
                repeticiones[paso.id] = (salida.ejecucion ?? EjecucionDePruebas(), salida.cortada)
            }
            let resultados = try medirPruebas(calificacion.resultados(general: ejecucion, repeticiones: repeticiones),
                                              arbol: arbol, catalogo: catalogo, modulos: modulos, marcador: marcador, registros: registros)
            return InformeDeCalificacion(catalogo: catalogo, pasos: resultados, cambios: cambios, error: nil)
        }
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

    private func intentar<T>(_ lanzar: () throws -> T) throws(ErrorDeLaHerramienta) -> T {
        do {
            return try lanzar()
        } catch {
            throw .entorno("No he podido lanzar swift: \(error.localizedDescription)")
        }
    }
}
