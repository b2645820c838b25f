import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// Lo que quien aprende tiene escrito para un paso, resumido: el texto de sus regiones en Exercises/ (en una
/// regla, las de los pasos que vigila; en un paso de pruebas, también las del código que prueban), las de
/// otros pasos en esos mismos ficheros y lo de fuera de las regiones. Un resultado guardado vale mientras la huella no cambie: tras
/// `reiniciar`, o tras editar sin comprobar, el paso vuelve a estar sin comprobar, y ni la tabla ni `vigilar`
/// se fían de un ✓ viejo.
enum HuellaDePaso {
    /// La huella de un paso y, para decir qué cambió, la de cada trozo: las regiones de cada paso que cuentan
    /// (el suyo; en una regla, los que vigila; en un paso de pruebas, también el código que prueban), fichero
    /// a fichero.
    struct Huella: Equatable, Sendable {
        let valor: String
        let partes: [String: [String: String]]      // paso dueño de las regiones → fichero → su huella
    }

    /// Un fichero de Exercises/ leído una vez, con sus regiones: varios pasos comparten fichero.
    private typealias Leido = (lineas: [String], lectura: LecturaDeEjercicio)

    /// nil si algún fichero del paso tiene las marcas dañadas: así no hay resultado que valga.
    private static func de(
        _ paso: Paso, catalogo: Catalogo, mutantes: CatalogoDeMutantes?, raiz: URL, leidos: inout [String: Leido?]
    ) -> Huella? {
        var pasos = [paso]
        if paso.tipo == .arquitectura { pasos = catalogo.pasos.filter { paso.gobierna.contains($0.id) } }
        if paso.tipo == .pruebas, let codigo = mutantes?.de(paso.id).flatMap({ catalogo.paso($0.codigoDe) }) { pasos.append(codigo) }
        var texto = ""
        var partes: [String: [String: String]] = [:]
        let ids = Set(pasos.map(\.id))
        for suyo in pasos {
            for fichero in suyo.ficheros {
                if leidos[fichero] == nil {
                    let datos = try? Data(contentsOf: raiz.appending(path: "Exercises/" + fichero))
                    leidos[fichero] = datos.flatMap(Texto.lineas).map { ($0, LecturaDeEjercicio(lineas: $0)) }
                }
                var trozo = ""
                if let (lineas, lectura) = leidos[fichero] ?? nil {
                    guard lectura.danos.isEmpty else { return nil }
                    for region in lectura.regiones where region.paso == suyo.id {
                        trozo += lineas[region.inicio...region.fin].joined(separator: "\n") + "\u{0}"
                    }
                    // Y las regiones de los demás pasos del fichero: se compilan con las suyas, y una edición en
                    // otra región (un cargar() de 2.1) puede cambiar lo que hacen sus pruebas (las de 2.3).
                    for region in lectura.regiones where !ids.contains(region.paso) {
                        let ajeno = lineas[region.inicio...region.fin].joined(separator: "\n") + "\u{0}"
                        texto += ajeno
                        partes[region.paso, default: [:]][fichero, default: ""] += ajeno
                    }
                    // Y lo de fuera de las regiones: quitar lo que calificar descartaría cambia el veredicto.
                    trozo += LineasPlegadas.de(lineas, lectura: lectura).map(\.texto).joined(separator: "\n")
                } else {
                    trozo = "\u{0}sin \(fichero)\u{0}"
                }
                texto += trozo
                partes[suyo.id, default: [:]][fichero] = FNV1a.hex(trozo.utf8)
            }
        }
        // Las de los demás pasos, juntas por fichero, van como huella (no como texto) para no guardar código.
        for (dueno, ficheros) in partes where !ids.contains(dueno) {
            for (fichero, ajeno) in ficheros { partes[dueno]?[fichero] = FNV1a.hex(ajeno.utf8) }
        }
        return Huella(valor: FNV1a.hex(texto.utf8), partes: partes)
    }

    /// Las de todos los pasos de quien aprende y todas las reglas.
    static func todas(catalogo: Catalogo, raiz: URL) -> [String: Huella] {
        let mutantes = try? CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)
        var huellas: [String: Huella] = [:]
        var leidos: [String: Leido?] = [:]
        for paso in catalogo.pasos where paso.esDeQuienAprende || paso.tipo == .arquitectura {
            huellas[paso.id] = de(paso, catalogo: catalogo, mutantes: mutantes, raiz: raiz, leidos: &leidos)
        }
        return huellas
    }
}
