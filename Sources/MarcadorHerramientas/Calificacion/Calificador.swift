import Foundation

/// Califica una entrega: restaura en una copia lo que cambió del kit, compila sustituyendo por su
/// solución cada módulo que no compila, prueba todo de una vez y repite a solas, con su límite, los
/// pasos cuyas pruebas no terminaron por un crash o un cuelgue.
struct Calificador {
    let entrega: URL
    let temporal: URL
    let limite: Duration        // por paso
    let avisar: (String) -> Void

    func calificar() throws(ErrorDeLaHerramienta) -> InformeDeCalificacion {
        let manifiesto = try Manifiesto.cargar(raiz: entrega)
        let cambios = manifiesto.cambios(en: Manifiesto.calcular(raiz: entrega))
        // Sin cambios se compila en el sitio y se aprovecha .build; con cambios, en una copia restaurada.
        let arbol = cambios.isEmpty ? entrega : temporal.appending(path: "arbol")
        if !cambios.isEmpty {
            avisar("La entrega cambió \(cambios.count) fichero(s) del kit: califico con los originales en una copia.")
            try Restaurador(entrega: entrega, copia: arbol, manifiesto: manifiesto).restaurar(cambios)
        }
        let catalogo = try Catalogo.cargar(raiz: arbol)
        let modulos = try ModuloDeLaApp.leer(raiz: arbol)
        let registros = temporal.appending(path: "registros")
        try? FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
        // Todas juntas tardan menos que un paso colgado: el doble del límite de un paso es holgado.
        let conjunto = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite * 2)

        var rotos = ModulosRotos()
        var intento = 0
        while true {
            intento += 1
            avisar(rotos.nombres.isEmpty ? "Compilando y probando…"
                   : "Compilando con \(rotos.nombres.sorted().joined(separator: ", ")) de Solutions/…")
            let salida = try ejecutar(conjunto, marcador: Self.marcador(rotos), nombre: "conjunto-\(intento)")
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
            let calificacion = Calificacion(catalogo: catalogo, modulos: modulos, rotos: rotos)
            let solo = EjecutorDePruebas(raiz: arbol, temporal: registros, limite: limite)
            var repeticiones: [String: (ejecucion: EjecucionDePruebas, cortada: Bool)] = [:]
            for paso in calificacion.aRepetir(tras: ejecucion) {
                avisar("Las pruebas no terminaron todas: repito \(paso.id) a solas…")
                let salida = try ejecutar(solo, marcador: Self.marcador(rotos), nombre: "paso-\(repeticiones.count)", filtros: paso.suites)
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

    private func ejecutar(
        _ ejecutor: EjecutorDePruebas, marcador: String?, nombre: String, filtros: [String] = []
    ) throws(ErrorDeLaHerramienta) -> EjecutorDePruebas.Salida {
        do {
            // Un solo `swift test`: un arranque de SwiftPM menos; el límite empieza cuando ya ha compilado.
            return try ejecutor.compilarYProbar(nombre: nombre, filtros: filtros, marcador: marcador, limiteTrasCompilar: true)
        } catch {
            throw .entorno("No he podido lanzar swift: \(error.localizedDescription)")
        }
    }
}
