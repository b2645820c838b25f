import Foundation

/// Los últimos resultados de `comprobar`, paso a paso, en `.build/marcador/resultados.json`: dentro
/// de la carpeta de compilación del paquete, así que ni ensucian el repositorio ni salen de él.
struct ResultadosGuardados: Codable, Equatable, Sendable {
    struct Resultado: Codable, Equatable, Sendable {
        let estado: EstadoDePaso
        let fecha: Date
    }

    private(set) var pasos: [String: Resultado] = [:]

    /// La carpeta de la herramienta dentro de `.build`: resultados, registros y flujos de eventos.
    static func carpeta(raiz: URL) -> URL {
        raiz.appending(path: ".build/marcador")
    }

    static func fichero(raiz: URL) -> URL {
        carpeta(raiz: raiz).appending(path: "resultados.json")
    }

    /// nil si aún no hay resultados; un fichero roto cuenta como si no hubiera ninguno.
    static func leer(raiz: URL) -> ResultadosGuardados? {
        guard let datos = try? Data(contentsOf: fichero(raiz: raiz)) else { return nil }
        return try? decodificador.decode(ResultadosGuardados.self, from: datos)
    }

    func guardar(raiz: URL) throws {
        try FileManager.default.createDirectory(at: Self.carpeta(raiz: raiz), withIntermediateDirectories: true)
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys]
        codificador.dateEncodingStrategy = .iso8601
        try codificador.encode(self).write(to: Self.fichero(raiz: raiz), options: .atomic)
    }

    /// Los pasos comprobados ahora sustituyen a los de antes; los demás se quedan como estaban.
    mutating func anotar(_ estados: [String: EstadoDePaso], fecha: Date) {
        for (paso, estado) in estados { pasos[paso] = Resultado(estado: estado, fecha: fecha) }
    }

    var ultimaFecha: Date? { pasos.values.map(\.fecha).max() }

    private static var decodificador: JSONDecoder {
        let decodificador = JSONDecoder()
        decodificador.dateDecodingStrategy = .iso8601
        return decodificador
    }
}
