import Foundation

/// Las huellas SHA-256 de los ficheros del kit (como los checksums de nbgrader): Package.swift, Tests/,
/// Sources/, Solutions/ y, de Exercises/, solo lo de fuera de las regiones, que es lo que escribe quien
/// aprende. Lo escribe `marcador generar`; `calificar` lo usa para ver qué ha cambiado una entrega.
struct Manifiesto: Codable, Equatable, Sendable {
    static let ruta = "Sources/Catalogo/manifiesto.json"
    static let carpetas = ["Tests", "Sources", "Solutions", "Exercises"]

    let ficheros: [String: String]      // ruta relativa → huella

    /// Las huellas del árbol tal como está.
    static func calcular(raiz: URL) -> Manifiesto {
        Manifiesto(de: leer(raiz: raiz))
    }

    /// El contenido de los ficheros del kit, ruta → bytes. Leer es rápido y calcular las huellas no:
    /// `calificar` lee antes de lanzar nada y calcula mientras compila.
    static func leer(raiz: URL) -> [String: Data] {
        let rutas = ["Package.swift"] + carpetas.flatMap { carpeta in
            Arbol.ficheros(en: raiz.appending(path: carpeta)).map { carpeta + "/" + $0 }
        }
        var contenidos: [String: Data] = [:]
        for ruta in rutas where ruta != Self.ruta {
            contenidos[ruta] = try? Data(contentsOf: raiz.appending(path: ruta))
        }
        return contenidos
    }

    init(de contenidos: [String: Data]) {
        ficheros = Dictionary(uniqueKeysWithValues: contenidos.map { ($0.key, Self.huella($0.value, ruta: $0.key)) })
    }

    init(ficheros: [String: String]) {
        self.ficheros = ficheros
    }

    /// En Exercises/, cada región cuenta como una línea con su paso: da igual lo que tenga dentro.
    static func huella(_ datos: Data, ruta: String) -> String {
        guard ruta.hasPrefix("Exercises/"), let lineas = Texto.lineas(datos) else { return SHA256.hex(datos) }
        let regiones = LecturaDeEjercicio(lineas: lineas).regiones.map { ($0.paso, $0.inicio, $0.fin) }
        let plegadas = ComparadorDeArboles.plegar(lineas, regiones: regiones).map(\.texto)
        return SHA256.hex(Data(plegadas.joined(separator: "\n").utf8))
    }

    static func cargar(raiz: URL) throws(ErrorDeLaHerramienta) -> Manifiesto {
        guard let datos = try? Data(contentsOf: raiz.appending(path: ruta)),
              let manifiesto = try? JSONDecoder().decode(Manifiesto.self, from: datos) else {
            throw .entorno("No puedo leer el manifiesto del kit, \(ruta): genéralo con «swift run marcador generar».")
        }
        return manifiesto
    }

    func datos() -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? codificador.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Lo que el otro (el árbol de una entrega) tiene distinto de este, en orden de ruta.
    func cambios(en otro: Manifiesto) -> [CambioDelKit] {
        let rutas = Set(ficheros.keys).union(otro.ficheros.keys).sorted()
        return rutas.compactMap { ruta in
            switch (ficheros[ruta], otro.ficheros[ruta]) {
            case let (esperada?, actual?) where esperada != actual: CambioDelKit(ruta: ruta, tipo: .cambiado)
            case (_?, nil): CambioDelKit(ruta: ruta, tipo: .borrado)
            case (nil, _?): CambioDelKit(ruta: ruta, tipo: .anadido)
            default: nil
            }
        }
    }
}
