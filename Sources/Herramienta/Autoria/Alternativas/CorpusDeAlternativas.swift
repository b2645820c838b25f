import Foundation
import HerramientaNucleo

/// El corpus de alternativas del kit: para cada ejercicio y cada paso de pruebas, al menos tres formas
/// correctas escritas de otro modo que Solutions/ y dos erróneas plausibles. Está en Tests/Herramienta/, que
/// no va en la publicación ni compila ningún target: lo lee `verificar`, que prueba cada una en su paso.
struct CorpusDeAlternativas {
    static let carpeta = "Tests/Herramienta/Alternativas"
    static let correctasPorPaso = 3
    static let erroneasPorPaso = 2

    let alternativas: [Alternativa]
    let problemas: [ProblemaDeAlternativa]

    /// Cada `<lección>/<paso>/<nombre>.swift` es una alternativa de ese paso («viewmodel-hilo-principal/2.1»).
    static func cargar(raiz: URL, catalogo: Catalogo) -> CorpusDeAlternativas {
        var alternativas: [Alternativa] = []
        var problemas: [ProblemaDeAlternativa] = []
        for fichero in Arbol.ficheros(en: raiz.appending(path: carpeta)).sorted() where fichero.hasSuffix(".swift") {
            let ruta = carpeta + "/" + fichero
            let paso = fichero.split(separator: "/").dropLast().joined(separator: "/")
            guard let delCatalogo = catalogo.paso(paso), delCatalogo.esDeQuienAprende else {
                problemas.append(.init(ruta: ruta, problema: "su carpeta no es un paso de quien aprende del catálogo («\(paso)»)"))
                continue
            }
            guard let texto = try? String(contentsOf: raiz.appending(path: ruta), encoding: .utf8) else {
                problemas.append(.init(ruta: ruta, problema: "no se puede leer como UTF-8"))
                continue
            }
            switch Alternativa.leer(texto, paso: paso, ruta: ruta) {
            case let .success(alternativa): alternativas.append(alternativa)
            case let .failure(problema): problemas.append(problema)
            }
        }
        for paso in catalogo.pasos where paso.esDeQuienAprende && (paso.tipo == .ejercicio || paso.tipo == .pruebas) {
            let suyas = alternativas.filter { $0.paso == paso.id }
            let correctas = suyas.count(where: \.correcta)
            let erroneas = suyas.count - correctas
            // Un paso sin carpeta aún no tiene corpus (se está escribiendo: ver docs/instructores.md); uno con carpeta,
            // tiene que tenerlo entero.
            if !suyas.isEmpty, correctas < correctasPorPaso || erroneas < erroneasPorPaso {
                problemas.append(.init(ruta: carpeta + "/" + paso.id, problema: """
                    tiene \(correctas) correctas y \(erroneas) erróneas: cada paso necesita al menos \(correctasPorPaso) correctas \
                    escritas de otro modo que Solutions/ y \(erroneasPorPaso) erróneas plausibles
                    """))
            }
        }
        return CorpusDeAlternativas(alternativas: alternativas, problemas: problemas)
    }

    /// Las líneas de un fichero de Solutions/ con las regiones del paso cambiadas por las de la alternativa:
    /// la n-ésima región del paso en el orden del catálogo (`desde` es cuántas van ya en ficheros anteriores).
    /// Devuelve también cuántas ha usado; nil si la alternativa no tiene tantas regiones.
    static func aplicar(_ alternativa: Alternativa, a lineas: [String], fichero: String, desde: Int,
                        catalogo: Catalogo) throws(ErroresDeRegion) -> (lineas: [String], usadas: Int)? {
        let regiones = try LectorDeRegiones(catalogo: catalogo).regiones(en: lineas, fichero: fichero).filter { $0.paso == alternativa.paso }
        var resultado = lineas
        // De abajo arriba: así los índices de las de arriba siguen valiendo.
        for (indice, region) in regiones.enumerated().reversed() {
            guard desde + indice < alternativa.regiones.count else { return nil }
            let nueva = [lineas[region.inicio]] + alternativa.regiones[desde + indice] + [lineas[region.fin]]
            resultado.replaceSubrange(region.inicio...region.fin, with: nueva)
        }
        return (resultado, regiones.count)
    }
}
