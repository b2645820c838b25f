import Foundation

/// Lo que calificar no tomaría de un fichero de Exercises/ como lo ve quien aprende: marcas que no cuadran, o
/// cambios fuera de las regiones. Calificar solo toma lo de dentro de las regiones y pone lo demás del kit,
/// así que lo de fuera se pierde y el paso que `comprobar` daba por hecho saca 0.
package enum ProblemaDeMarcas: Equatable, Sendable {
    case marcas(fichero: String, errores: [ErrorDeRegion])          // fichero: la ruta con Exercises/ delante
    case fuera(fichero: String, linea: Int, texto: String)          // el primer cambio fuera de las regiones

    /// Los de esos ficheros (relativos a Exercises/, como en el catálogo). Fuera de las regiones, se compara con
    /// el fichero del kit plegado (`LineasPlegadas`, como la huella del manifiesto): de Solutions/ en el kit y
    /// de los esqueletos publicados en la publicación; sin ninguno de los dos, no se mira. Las líneas en blanco
    /// y la sangría no cuentan: un editor que las retoca no cambia nada de lo que se compila.
    package static func en(_ ficheros: [String], generador: Generador) -> [ProblemaDeMarcas] {
        var publicados: Esqueletos??
        return ficheros.compactMap { fichero in
            let ruta = "Exercises/" + fichero
            guard let lineas = (try? Data(contentsOf: generador.ejercicios.appending(path: fichero))).flatMap(Texto.lineas) else {
                return nil
            }
            let lectura = LecturaDeEjercicio(lineas: lineas)
            guard lectura.danos.isEmpty else { return .marcas(fichero: ruta, errores: lectura.errores(fichero: ruta)) }
            let original = plegado(fichero, generador: generador) {
                if publicados == nil { publicados = .some(Esqueletos.cargar(raiz: generador.raiz)) }
                return publicados ?? nil
            }
            guard let original else { return nil }
            return primerCambio(LineasPlegadas.de(lineas, lectura: lectura), original: original).map {
                .fuera(fichero: ruta, linea: $0.linea, texto: $0.texto.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// El fichero del kit, plegado; nil si no hay de dónde sacarlo.
    private static func plegado(_ fichero: String, generador: Generador, publicados: () -> Esqueletos?) -> [String]? {
        guard let solucion = try? Data(contentsOf: generador.soluciones.appending(path: fichero)) else {
            return publicados()?.plegados?[fichero]
        }
        guard let ejercicio = try? generador.ejercicio(de: solucion, fichero: fichero).0, let lineas = Texto.lineas(ejercicio) else {
            return nil
        }
        return LineasPlegadas.de(lineas, lectura: LecturaDeEjercicio(lineas: lineas)).map(\.texto)
    }

    /// La primera línea de quien aprende que no es la del kit; si solo borró, la que sigue a lo borrado.
    private static func primerCambio(_ suyas: [(texto: String, linea: Int)], original: [String]) -> (texto: String, linea: Int)? {
        let significativa = { (texto: String) in !texto.trimmingCharacters(in: .whitespaces).isEmpty }
        let suyas = suyas.filter { significativa($0.texto) }
        let originales = original.filter(significativa)
        for (indice, suya) in suyas.enumerated() {
            guard indice < originales.count else { return suya }
            if suya.texto.trimmingCharacters(in: .whitespaces) != originales[indice].trimmingCharacters(in: .whitespaces) { return suya }
        }
        guard suyas.count < originales.count else { return nil }
        return suyas.last.map { ("", $0.linea + 1) } ?? ("", 1)
    }

    /// Lo que dice `comprobar`, con el porqué y qué hacer.
    package var lineas: [String] {
        switch self {
        case let .marcas(fichero, errores):
            return ["Las marcas de \(fichero) no cuadran:"] + errores.map { "  \($0): \(Self.arreglo(de: $0.fallo))" } + [
                "Cada región va de su «\(Marca.textoDeEjercicio) <paso>» a una sola «\(Marca.textoDeFin)», con lo tuyo dentro. "
                    + "Al calificar, una región con las marcas rotas se queda con su esqueleto.",
            ]
        case let .fuera(fichero, linea, texto):
            return [
                "\(fichero):\(linea): has cambiado el fichero fuera de las marcas de sus regiones" + (texto.isEmpty ? "." : " («\(Self.acortado(texto))»)."),
                "Al calificar, lo que está fuera de las marcas se descarta: muévelo entre «\(Marca.textoDeEjercicio)» y «\(Marca.textoDeFin)».",
            ]
        }
    }

    package var fichero: String {
        switch self {
        case let .marcas(fichero, _), let .fuera(fichero, _, _): fichero
        }
    }

    package var sonMarcas: Bool {
        if case .marcas = self { true } else { false }
    }

    /// Qué hacer con una marca que no cuadra en Exercises/.
    private static func arreglo(de fallo: FalloDeRegion) -> String {
        switch fallo {
        case .marcaSuelta(Marca.textoDeFin):
            "sobra; bórrala, y si lo que hay entre las dos «\(Marca.textoDeFin)» es tuyo, déjalo dentro de la región, antes de la primera"
        case .marcaSuelta:
            "sobra: bórrala"
        case .sinCerrar:
            "pon «\(Marca.textoDeFin)» donde acaba lo tuyo, con la sangría de su «\(Marca.textoDeEjercicio)»"
        default:
            "escríbela como «\(Marca.textoDeEjercicio) <paso>» o «\(Marca.textoDeFin)», o bórrala si sobra"
        }
    }

    /// En una línea, para la tabla.
    package var resumen: String {
        switch self {
        case let .marcas(_, errores):
            errores.first.map { "marcas que no cuadran en \(Self.nombre($0.fichero)):\($0.linea): \($0.fallo.mensaje)" } ?? "marcas que no cuadran"
        case let .fuera(fichero, linea, _):
            "cambios fuera de las marcas en \(Self.nombre(fichero)):\(linea): al calificar se descartan"
        }
    }

    private static func nombre(_ ruta: String) -> String {
        ruta.split(separator: "/").last.map(String.init) ?? ruta
    }

    private static func acortado(_ texto: String) -> String {
        texto.count > 60 ? String(texto.prefix(59)) + "…" : texto
    }
}
