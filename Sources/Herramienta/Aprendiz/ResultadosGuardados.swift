import Foundation

/// Los últimos resultados de `comprobar`, paso a paso y regla a regla, en `.marcador/resultados.json`,
/// en la raíz del paquete: fuera de `.build`, así que sobreviven a `swift package clean` (o a borrar
/// `.build` para arreglar una compilación), y con `.marcador/` en .gitignore, así que no van al repositorio.
struct ResultadosGuardados: Codable, Equatable, Sendable {
    struct Resultado: Codable, Equatable, Sendable {
        let estado: EstadoDePaso
        let fecha: Date
        var huella: String?     // la de `HuellaDePaso` al comprobar; sin ella, el resultado no vale
        var partes: [String: [String: String]]?     // las de sus trozos: dicen qué cambió después
        var porOtros: Bool?     // «no compila» por un error fuera de sus regiones: no dice nada del paso
        var motivo: String?     // por qué no está hecho aunque pasen sus pruebas (`VeredictoConMarcas`)
    }

    private(set) var pasos: [String: Resultado] = [:]
    /// El último «hecho» de cada paso: si su código vuelve a ser aquel (se probó otra cosa y se deshizo, o se
    /// reinició y se volvió a escribir igual), vuelve a contar sin comprobarlo otra vez. Opcional: los
    /// resultados de antes no lo traen, y un fichero que no se lee es un progreso perdido.
    private(set) var hechos: [String: Resultado]?

    /// La carpeta del progreso de quien aprende.
    static func carpeta(raiz: URL) -> URL {
        raiz.appending(path: ".marcador")
    }

    static func fichero(raiz: URL) -> URL {
        carpeta(raiz: raiz).appending(path: "resultados.json")
    }

    /// Los registros de la compilación y de las pruebas y el flujo de eventos: se rehacen en cada
    /// comprobación, así que van con lo compilado, en `.build`.
    static func registros(raiz: URL) -> URL {
        raiz.appending(path: ".build/marcador")
    }

    /// nil si aún no hay resultados; un fichero roto cuenta como si no hubiera ninguno.
    /// - Parameter huellas: las de ahora: el paso cuyo código vuelve a ser el de su último «hecho» lo recupera.
    static func leer(raiz: URL, huellas: [String: HuellaDePaso.Huella]) -> ResultadosGuardados? {
        guard let datos = try? Data(contentsOf: fichero(raiz: raiz)),
              let leidos = try? decodificador.decode(ResultadosGuardados.self, from: datos) else { return nil }
        return leidos.recuperando(huellas)
    }

    private func recuperando(_ huellas: [String: HuellaDePaso.Huella]) -> ResultadosGuardados {
        var recuperados = self
        for (paso, hecho) in hechos ?? [:] where hecho.huella != nil && hecho.huella == huellas[paso]?.valor && pasos[paso]?.huella != hecho.huella {
            recuperados.pasos[paso] = hecho
        }
        return recuperados
    }

    func guardar(raiz: URL) throws {
        try FileManager.default.createDirectory(at: Self.carpeta(raiz: raiz), withIntermediateDirectories: true)
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys]
        codificador.dateEncodingStrategy = .iso8601
        try codificador.encode(self).write(to: Self.fichero(raiz: raiz), options: .atomic)
    }

    /// Los pasos comprobados ahora sustituyen a los de antes; los demás se quedan como estaban, salvo los «no
    /// compila» por un error de otro sitio, que se borran en cuanto una compilación llega a probar.
    /// - Parameter huellas: las de los pasos antes de compilar, para saber después si siguen valiendo.
    mutating func anotar(_ estados: [String: EstadoDePaso], fecha: Date, huellas: [String: HuellaDePaso.Huella] = [:],
                         porOtros: Set<String> = [], compilo: Bool = false, motivos: [String: String] = [:]) {
        if compilo { pasos = pasos.filter { $0.value.porOtros != true } }
        for (paso, estado) in estados {
            let resultado = Resultado(estado: estado, fecha: fecha, huella: huellas[paso]?.valor, partes: huellas[paso]?.partes,
                                      porOtros: porOtros.contains(paso) ? true : nil, motivo: motivos[paso])
            pasos[paso] = resultado
            if estado == .hecho, resultado.huella != nil { hechos = (hechos ?? [:]).merging([paso: resultado]) { $1 } }
        }
    }

    /// Solo los resultados cuya huella es la de ahora: lo demás se cambió después de comprobarlo.
    func vigentes(_ huellas: [String: HuellaDePaso.Huella]) -> ResultadosGuardados {
        var vigentes = self
        vigentes.pasos = pasos.filter { paso, resultado in resultado.huella != nil && resultado.huella == huellas[paso]?.valor }
        return vigentes
    }

    var ultimaFecha: Date? { pasos.values.map(\.fecha).max() }

    private static var decodificador: JSONDecoder {
        let decodificador = JSONDecoder()
        decodificador.dateDecodingStrategy = .iso8601
        return decodificador
    }
}
