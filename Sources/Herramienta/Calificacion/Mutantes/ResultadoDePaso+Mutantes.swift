import HerramientaMutacion
import HerramientaNucleo

/// La nota de un paso de pruebas medido con fallos sembrados, en el formato de cualquier otro paso: una
/// «prueba» por fallo que cuenta, que pasa si las pruebas de quien aprende lo notan. Sus puntos son la parte
/// de los fallos que notan; si sus pruebas fallan con código correcto, 0. Su código (el `test_code`) no
/// está en el kit: lo escribe quien aprende, así que dice qué se mide y cómo repetirlo.
extension ResultadoDePaso {
    init(_ base: ResultadoDePaso, medicion: MedicionDePruebas, codigoDe: String, errores: [String]) {
        let orden = "swift run marcador comprobar \(base.paso)"
        func con(_ estado: EstadoDeCalificacion, _ mensaje: String?, _ pruebas: [Prueba]) -> ResultadoDePaso {
            ResultadoDePaso(paso: base.paso, titulo: base.titulo, leccion: base.leccion, indice: base.indice, estado: estado,
                            mensaje: mensaje, ordenDePruebas: orden, pruebas: pruebas)
        }
        switch medicion {
        case let .noCompila(errores):
            self = con(.noCompila, errores.joined(separator: "\n"), [])
        case .sinProbar:
            self = con(.noSePuedeComprobar, "no compila con los fallos sembrados en el código de \(codigoDe):\n"
                       + errores.prefix(ModulosRotos.maximoPorModulo).joined(separator: "\n"), [])
        case let .noTerminan(cortada):
            self = con(cortada ? .seCuelga : .revienta, "con el código correcto (el de \(codigoDe)), la ejecución de tus pruebas no terminó: "
                       + (cortada ? "pasó del límite de tiempo" : "salió antes de acabar o reventó") + "; hasta que terminen, no se miden", [])
        case let .sinCodigoCorrecto(paso):
            self = con(.noSePuedeComprobar, "depende de \(paso), que no pasa sus pruebas: estas pruebas se miden con ese código", [])
        case let .fallanConCodigoCorrecto(ejecucion):
            // Solo las que fallan: sin nota de fallos sembrados, los puntos son 0.
            let fallan = ejecucion.ids.compactMap { id -> Prueba? in
                guard let estado = ejecucion.estados[id], estado != .pasa, estado != .omitida else { return nil }
                let porQue = if case let .falla(mensajes) = estado { mensajes.joined(separator: "\n") } else { "no terminó" }
                return Prueba(id: id, pasa: false, mensaje: "tus pruebas fallan con código correcto: " + porQue,
                              codigo: "// Tu prueba \(id), con el código correcto de \(codigoDe): tiene que pasar.\n// Repítela: \(orden)")
            }
            self = con(.falla, "tus pruebas fallan con código correcto (el de \(codigoDe)): hasta que pasen, no se miden con los fallos sembrados", fallan)
        case let .inestables(ejecucion):
            let cambian = ejecucion.ids.map { id in
                Prueba(id: id, pasa: false, mensaje: "no se puede medir: da resultados distintos en dos ejecuciones con el mismo código correcto",
                       codigo: "// Tu prueba \(id), dos veces con el código correcto de \(codigoDe): tiene que dar lo mismo.\n// Repítela: \(orden)")
            }
            self = con(.falla, "tus pruebas no se pueden medir: con el mismo código correcto (el de \(codigoDe)) no dan lo mismo dos veces", cambian)
        case let .medida(pruebas, _):
            let cuentan = medicion.cuentan
            guard !cuentan.isEmpty else {
                self = con(.sinPruebas, "no se ha podido sembrar ningún fallo en el código de \(codigoDe)", [])
                return
            }
            let notadas = cuentan.map { medido in
                let operador = medido.mutante.operador
                return Prueba(id: "fallo sembrado «\(operador.id)»: \(operador.descripcion)", pasa: medido.loCazanTusPruebas,
                              mensaje: medido.loCazanTusPruebas ? nil : operador.pista + ". Rompe: " + operador.rompe,
                              codigo: "// Tus pruebas de \(base.paso), con este fallo sembrado en el código de \(codigoDe): \(operador.descripcion).\n"
                                + "// Cuenta si alguna de ellas falla con él. Repítelo: \(orden)")
            }
            let notan = notadas.count(where: \.pasa)
            let mensaje: String? = notan == cuentan.count ? nil
                : pruebas == 0 ? "no hay ninguna prueba tuya: no notan \(ningunoDe: cuentan.count, "fallo sembrado", "fallos sembrados")"
                : "tus pruebas notan \(notan) de \(cuentan.count, "fallo sembrado", "fallos sembrados")"
            self = con(notan == cuentan.count ? .pasa : .falla, mensaje, notadas)
        }
    }
}
