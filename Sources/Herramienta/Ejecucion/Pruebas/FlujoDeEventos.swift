import Foundation

/// Lee el flujo de eventos JSON de Swift Testing, versión 0 (`swift test
/// --experimental-event-stream-output F --experimental-event-stream-version 0`): una línea JSON
/// por evento, escrita según ocurre. Por eso, si el proceso revienta, lo leído hasta ahí sigue
/// valiendo, cosa que no pasa con el XML de xUnit, que se escribe al final.
/// Usa los campos documentados del esquema y, si está, `_filePath`: dice dónde está una infracción de una regla.
package enum FlujoDeEventos {
    private struct Linea: Decodable {
        let kind: String
        let payload: Carga
    }

    private struct Carga: Decodable {
        let kind: String
        let id: String?             // en los registros «test»
        let testID: String?         // en los registros «event»
        let issue: Incidencia?
        let messages: [Mensaje]?
        let instant: Instante?
    }

    private struct Instante: Decodable {
        let absolute: Double        // segundos de un reloj monótono: solo valen las diferencias
    }

    private struct Incidencia: Decodable {
        let isKnown: Bool
        let sourceLocation: Lugar?
    }

    private struct Lugar: Decodable {
        let fileID: String
        let line: Int
        let _filePath: String?      // sin documentar (de ahí el «_»): sin él, el fileID basta para las pruebas
    }

    private struct Mensaje: Decodable {
        let symbol: String?     // «fail», la expectativa; «details», su comentario; «difference»…
        let text: String
    }

    /// Los casos de las pruebas parametrizadas y las suites: casi un tercio de las líneas, y decodificar
    /// cada una cuesta (la herramienta se compila en debug). Dentro de un texto, las comillas irían escapadas.
    private static let sinInteres = [#""kind":"testCase"#, #""kind":"suite""#].map { Data($0.utf8) }

    static func leer(_ datos: Data) -> EjecucionDePruebas {
        let decodificador = JSONDecoder()
        var ejecucion = EjecucionDePruebas()
        var fallos: [String: [String]] = [:]
        var empezadas: [String: Double] = [:]      // cuándo empezó cada una
        var acabadas: Set<String> = []
        var funciones: Set<String> = []
        for linea in datos.split(separator: UInt8(ascii: "\n")) {
            if sinInteres.contains(where: { linea.range(of: $0) != nil }) { continue }
            guard let registro = try? decodificador.decode(Linea.self, from: Data(linea)) else { continue }
            let carga = registro.payload
            if registro.kind == "test" {
                if carga.kind == "function", let id = carga.id { funciones.insert(id) }
                continue
            }
            let id = carga.testID ?? ""
            switch carga.kind {
            case "testStarted":
                empezadas[id] = carga.instant?.absolute ?? 0
            case "testEnded":
                acabadas.insert(id)
                if let inicio = empezadas[id], let fin = carga.instant?.absolute, funciones.contains(id) {
                    ejecucion.segundos[idDeFiltro(id)] = max(0, fin - inicio)
                }
            case "testSkipped":
                ejecucion.estados[idDeFiltro(id)] = .omitida
            case "issueRecorded" where carga.issue?.isKnown == false:
                // Una incidencia ya conocida (`withKnownIssue`) no hace fallar la prueba.
                let mensajes = carga.messages ?? []
                fallos[id, default: []].append(mensajes.map(\.text).joined(separator: " · "))
                let lugar = carga.issue?.sourceLocation
                ejecucion.fallos[idDeFiltro(id), default: []].append(FalloDePrueba(
                    expectativa: mensajes.first?.text ?? "",
                    comentarios: mensajes.filter { $0.symbol == "details" }.map(\.text),
                    fichero: lugar?.fileID, linea: lugar?.line, ruta: lugar?._filePath))
            case "runEnded":
                ejecucion.terminada = true
            default:
                break
            }
        }
        // Las suites también empiezan y acaban: solo cuentan las funciones.
        for id in empezadas.keys where funciones.contains(id) {
            let estado: EstadoDePrueba = if let mensajes = fallos[id] { .falla(mensajes) }
                else if acabadas.contains(id) { .pasa } else { .sinTerminar }
            ejecucion.estados[idDeFiltro(id)] = estado
        }
        // Tras un crash o un corte, las que ni empezaron tampoco tienen veredicto. Cuentan igual: así un
        // paso tiene siempre las mismas pruebas, sea cual sea el orden en que se ejecutaron las demás.
        if !ejecucion.terminada {
            for id in funciones where empezadas[id] == nil && ejecucion.estados[idDeFiltro(id)] == nil {
                ejecucion.estados[idDeFiltro(id)] = .sinTerminar
            }
        }
        // Incidencias fuera de cualquier función (de una suite, o sin prueba): mejor a la vista.
        for (id, mensajes) in fallos where !funciones.contains(id) {
            ejecucion.estados[id.isEmpty ? "(fuera de las pruebas)" : idDeFiltro(id)] = .falla(mensajes)
        }
        return ejecucion
    }

    /// «Modulo.Suite/prueba()/Fichero.swift:5:4» → «Modulo.Suite/prueba()», el ID que entiende `--filter`.
    package static func idDeFiltro(_ id: String) -> String {
        var partes = id.split(separator: "/", omittingEmptySubsequences: false)
        if let ultima = partes.last, ultima.contains(".swift:") { partes.removeLast() }
        return partes.joined(separator: "/")
    }
}
