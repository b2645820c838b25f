import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// Lo que quien aprende tiene escrito para un paso, resumido: el texto de sus regiones en Exercises/ (en una
/// regla, las de los pasos que vigila; en un paso de pruebas, también las del código que prueban). Un
/// resultado guardado vale mientras la huella no cambie: tras `reiniciar`, o tras editar sin comprobar, el
/// paso vuelve a estar sin comprobar, y ni la tabla ni `vigilar` se fían de un ✓ viejo.
enum HuellaDePaso {
    /// Un fichero de Exercises/ leído una vez, con sus regiones: varios pasos comparten fichero.
    private typealias Leido = (lineas: [String], lectura: LecturaDeEjercicio)

    /// nil si algún fichero del paso tiene las marcas dañadas: así no hay resultado que valga.
    static func de(_ paso: Paso, catalogo: Catalogo, mutantes: CatalogoDeMutantes?, raiz: URL) -> String? {
        var leidos: [String: Leido?] = [:]
        return de(paso, catalogo: catalogo, mutantes: mutantes, raiz: raiz, leidos: &leidos)
    }

    private static func de(
        _ paso: Paso, catalogo: Catalogo, mutantes: CatalogoDeMutantes?, raiz: URL, leidos: inout [String: Leido?]
    ) -> String? {
        var pasos = [paso]
        if paso.tipo == .arquitectura { pasos = catalogo.pasos.filter { paso.gobierna.contains($0.id) } }
        if paso.tipo == .pruebas, let codigo = mutantes?.de(paso.id).flatMap({ catalogo.paso($0.codigoDe) }) { pasos.append(codigo) }
        var texto = ""
        for suyo in pasos {
            for fichero in suyo.ficheros {
                if leidos[fichero] == nil {
                    let datos = try? Data(contentsOf: raiz.appending(path: "Exercises/" + fichero))
                    leidos[fichero] = datos.flatMap(Texto.lineas).map { ($0, LecturaDeEjercicio(lineas: $0)) }
                }
                guard let (lineas, lectura) = leidos[fichero] ?? nil else {
                    texto += "\u{0}sin \(fichero)\u{0}"
                    continue
                }
                guard lectura.danos.isEmpty else { return nil }
                for region in lectura.regiones where region.paso == suyo.id {
                    texto += lineas[region.inicio...region.fin].joined(separator: "\n") + "\u{0}"
                }
            }
        }
        return FNV1a.hex(texto.utf8)
    }

    /// Las de todos los pasos de quien aprende y todas las reglas.
    static func todas(catalogo: Catalogo, raiz: URL) -> [String: String] {
        let mutantes = try? CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)
        var huellas: [String: String] = [:]
        var leidos: [String: Leido?] = [:]
        for paso in catalogo.pasos where paso.esDeQuienAprende || paso.tipo == .arquitectura {
            huellas[paso.id] = de(paso, catalogo: catalogo, mutantes: mutantes, raiz: raiz, leidos: &leidos)
        }
        return huellas
    }
}
