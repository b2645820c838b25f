import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// La parte de `verificar` de los pasos de pruebas: con Solutions/, cada operador encuentra dónde sembrarse,
/// cada mutante lo cazan las pruebas del kit del código que prueban (el oráculo: si no, es equivalente y no
/// serviría para medir a nadie) y lo cazan también las pruebas de la lección, que son la solución del paso.
extension Ordenes {
    /// Los problemas encontrados, ya escritos en la consola.
    func verificarMutantes(temporal: URL, limite: Duration) -> [String] {
        let pasos = catalogo.pasos.filter { $0.tipo == .pruebas && $0.esDeQuienAprende }
        guard !pasos.isEmpty else { return [] }
        let mutantes: CatalogoDeMutantes
        let medicion: MedicionDeMutantes
        do {
            mutantes = try CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)
            let medidor = MedidorDeMutantes(raiz: raiz, catalogo: catalogo, mutantes: mutantes, modulos: try ModuloDeLaApp.leer(raiz: raiz),
                                            origen: .soluciones(raiz), marcador: "soluciones", temporal: temporal, limite: limite,
                                            deUnSoloUso: true)
            consola.escribir("  compilando Solutions/ con los fallos sembrados y probando cada uno…")
            medicion = try medidor.medir(pasos)
        } catch let error as ErrorDeLaHerramienta {
            return [error.mensaje]
        } catch {
            return ["no he podido lanzar swift: \(error.localizedDescription)"]
        }
        var problemas = medicion.errores.isEmpty ? [] : ["Solutions/ no compila con los fallos sembrados:"] + medicion.errores.prefix(10).map { "  " + $0 }
        for paso in pasos {
            let entrada = mutantes.de(paso.id)
            let codigoDe = entrada?.codigoDe ?? ""
            guard case let .medida(pruebas, medidos)? = medicion.pasos[paso.id] else {
                problemas.append("\(paso.id): " + Self.describir(medicion.pasos[paso.id], codigoDe: codigoDe))
                continue
            }
            consola.escribir("  \(paso.id) (el código de \(codigoDe)): \(medidos.count, "fallo sembrado", "fallos sembrados"), \(pruebas, "prueba") de la lección")
            if pruebas == 0 { problemas.append("\(paso.id): su solución en Solutions/ no tiene ninguna prueba") }
            for operador in entrada?.mutantes ?? [] where !medidos.contains(where: { $0.mutante.operador.id == operador.id }) {
                problemas.append("\(paso.id): el mutante «\(operador.id)» no encuentra dónde sembrarse en el código de \(codigoDe) (o no compila): revisa su patrón en \(CatalogoDeMutantes.ruta)")
            }
            for medido in medidos where !medido.loCazaElKit {
                problemas.append("\(paso.id): el mutante «\(medido.mutante.operador.id)» sobrevive a las pruebas del kit de \(codigoDe): es equivalente, o a esas pruebas les falta un caso")
            }
            for medido in medidos where !medido.loCazanTusPruebas {
                problemas.append("\(paso.id): las pruebas de la lección (su solución en Solutions/) no notan el mutante «\(medido.mutante.operador.id)»: \(medido.mutante.operador.descripcion)")
            }
        }
        return problemas
    }

    private static func describir(_ medicion: MedicionDePruebas?, codigoDe: String) -> String {
        switch medicion {
        case let .noCompila(errores)?: "sus pruebas en Solutions/ no compilan:\n" + errores.prefix(5).joined(separator: "\n")
        case .sinProbar?, nil: "sin medir: el paquete no compila con los fallos sembrados"
        case let .noTerminan(cortada)?: "con Solutions/, la ejecución de las pruebas de la lección no terminó" + (cortada ? " (pasó del límite)" : "")
        case .sinCodigoCorrecto?: "la solución de \(codigoDe) no pasa sus pruebas"
        case .fallanConCodigoCorrecto?: "las pruebas de la lección fallan con Solutions/"
        case .inestables?: "las pruebas de la lección no dan lo mismo dos veces con Solutions/"
        case .medida?: ""
        }
    }
}
