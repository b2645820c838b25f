import Foundation

/// Califica una entrega: restaura en una copia lo que cambió del kit, compila sustituyendo por su
/// solución cada módulo que no compila, prueba todo de una vez y repite a solas, con su límite, los
/// pasos cuyas pruebas no terminaron por un crash o un cuelgue.
struct Calificador {
    let entrega: URL
    let kit: URL?               // el kit de confianza: su manifiesto y sus originales; sin él, los de la entrega
    let temporal: URL
    let limite: Duration        // por paso
    let avisar: (String) -> Void

    func calificar() throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        // El manifiesto de la propia entrega sirve contra despistes, no contra quien lo regenere a propósito.
        let manifiesto = try Manifiesto.cargar(raiz: kit ?? entrega)
        // Se lee antes de lanzar nada, así que lo que se compile después no puede esconder sus cambios.
        let contenidos = Manifiesto.leer(raiz: entrega)
        let registros = temporal.appending(path: "registros")
        try? FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
        // Sin cambios se compila en el sitio y se aprovecha .build. Se empieza ya: las huellas se
        // calculan mientras SwiftPM arranca, y solo se tira esa compilación si la entrega cambió el kit.
        avisar("Compilando y probando…")
        var enMarcha: EjecutorDePruebas.Compilacion? = try empezar(
            EjecutorDePruebas(raiz: entrega, temporal: registros, limite: limite * 2), marcador: nil, nombre: "conjunto-1")
        let cambios = manifiesto.cambios(en: Manifiesto(de: contenidos))
        var arbol = entrega
        if !cambios.isEmpty {
            enMarcha?.proceso.cortar()
            enMarcha = nil
            avisar("La entrega cambió \(cambios.count) fichero(s) del kit: califico con los originales en una copia.")
            arbol = temporal.appending(path: "arbol")
            try Restaurador(entrega: entrega, copia: arbol, manifiesto: manifiesto, kit: kit).restaurar(cambios)
        }
        let catalogo = try Catalogo.cargar(raiz: arbol)
        let modulos = try ModuloDeLaApp.leer(raiz: arbol)
        // Todas juntas tardan menos que un paso colgado: el doble del límite de un paso es holgado.
        let conjunto = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite * 2)
        // Solo las pruebas que dan nota: las del código base no cuentan, y ejecutarlas costaría tiempo.
        let suites = Calificacion.calificables(en: catalogo).flatMap(\.paso.suites)

        var rotos = ModulosRotos()
        var intento = 0
        while true {
            intento += 1
            if !rotos.nombres.isEmpty { avisar("Compilando con \(rotos.nombres.sorted().joined(separator: ", ")) de Solutions/…") }
            let nombre = "conjunto-\(intento)"
            let compilacion = if let enMarcha { enMarcha } else { try empezar(conjunto, marcador: Self.marcador(rotos), nombre: nombre) }
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
                    try solo.probar(marcador: Self.marcador(rotos), nombre: "paso-\(repeticiones.count)", filtros: paso.suites)
                }
                repeticiones[paso.id] = (salida.ejecucion ?? EjecucionDePruebas(), salida.cortada)
            }
            return InformeDeCalificacion(catalogo: catalogo, pasos: calificacion.resultados(general: ejecucion, repeticiones: repeticiones),
                                         cambios: cambios, error: nil)
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
