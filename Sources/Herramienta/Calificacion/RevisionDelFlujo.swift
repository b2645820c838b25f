import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Lo que un flujo de eventos de Swift Testing tiene de incoherente, por sí solo o con la salida de su
/// proceso. El código que corre dentro del proceso de las pruebas puede escribir en el flujo lo que
/// quiera; esto no lo impide, pero obliga a falsificarlo entero y bien. Swift Testing escribe siempre:
/// primero las pruebas («test»), después `runStarted`, los eventos de cada prueba (empezar y acabar, una
/// vez) y, al final, `runEnded`; y el proceso sale con 0 solo si no hubo fallos.
package struct RevisionDelFlujo: Equatable, Sendable {
    package let anomalias: [String]
    package let declaradas: Set<String>     // las funciones de prueba del flujo, por su ID de filtro
    package let empezada: Bool              // se vio `runStarted`: las declaraciones están completas

    private struct Linea: Decodable {
        let kind: String
        let payload: Carga
    }

    private struct Carga: Decodable {
        let kind: String
        let id: String?
        let testID: String?
        let issue: Incidencia?
    }

    private struct Incidencia: Decodable {
        let isKnown: Bool
    }

    /// Los casos de las pruebas parametrizadas no dicen nada que aquí importe.
    private static let casos = Data(#""kind":"testCase"#.utf8)

    init(_ recibido: FlujoRecibido) {
        self.init(recibido.datos, terminacion: recibido.terminacion, cortada: recibido.cortada, desbordado: recibido.desbordado)
    }

    /// - Parameters:
    ///   - terminacion: cómo acabó el proceso; nil si no se sabe.
    ///   - cortada: si lo cortamos nosotros (límite o Ctrl-C): entonces su salida no dice nada.
    ///   - desbordado: si el flujo pasó del tope y no se leyó entero.
    init(_ datos: Data, terminacion: ProcesoHijo.Terminacion?, cortada: Bool, desbordado: Bool = false) {
        let decodificador = JSONDecoder()
        var declarados: Set<String> = []
        var funciones: Set<String> = []
        var (empezadas, acabadas) = (Set<String>(), Set<String>())
        var (comienzos, finales, fallos) = (0, 0, 0)
        var (tardias, trasElFinal, repetidas, sinComienzo, ajenas, ilegibles) = (0, 0, 0, 0, 0, 0)
        let lineas = datos.split(separator: UInt8(ascii: "\n"))
        for (numero, linea) in lineas.enumerated() {
            if linea.range(of: Self.casos) != nil { continue }
            guard let registro = try? decodificador.decode(Linea.self, from: Data(linea)) else {
                // La última puede haberse quedado a medias si el proceso murió escribiéndola.
                if numero < lineas.count - 1 { ilegibles += 1 }
                continue
            }
            let carga = registro.payload
            if finales > 0 { trasElFinal += 1 }
            if registro.kind == "test" {
                if comienzos > 0 { tardias += 1 }
                guard let id = carga.id else { continue }
                declarados.insert(id)
                if carga.kind == "function" { funciones.insert(id) }
                continue
            }
            let id = carga.testID ?? ""
            switch carga.kind {
            case "runStarted": comienzos += 1
            case "runEnded": finales += 1
            case "testStarted", "testEnded", "testSkipped":
                guard declarados.contains(id) else { ajenas += 1; continue }
                guard funciones.contains(id) else { continue }
                if carga.kind == "testStarted", !empezadas.insert(id).inserted { repetidas += 1 }
                if carga.kind == "testEnded" {
                    if !empezadas.contains(id) { sinComienzo += 1 }
                    if !acabadas.insert(id).inserted { repetidas += 1 }
                }
            case "issueRecorded" where carga.issue?.isKnown == false:
                fallos += 1
            default:
                break
            }
        }
        let sinAcabar = finales > 0 ? empezadas.subtracting(acabadas).count : 0

        var anomalias: [String] = []
        func si(_ condicion: Bool, _ texto: @autoclosure () -> String) { if condicion { anomalias.append(texto()) } }
        si(comienzos > 1, "el flujo empieza \(comienzos) veces")
        si(finales > 1, "el flujo acaba \(finales) veces")
        si(trasElFinal > 0, "hay \(trasElFinal, "evento") después del final de la ejecución")
        si(tardias > 0, "declara \(tardias, "prueba") después de empezar la ejecución")
        si(repetidas > 0, "hay \(repetidas, "comienzo o final", "comienzos o finales") de prueba \(concuerda: repetidas, "repetido", "repetidos")")
        si(sinComienzo > 0, "\(concuerda: sinComienzo, "acaba", "acaban") \(sinComienzo, "prueba") que no \(concuerda: sinComienzo, "había", "habían") empezado")
        si(ajenas > 0, "hay \(ajenas, "evento") de pruebas que nadie declaró")
        si(sinAcabar > 0, "la ejecución acabó con \(sinAcabar, "prueba") sin acabar")
        si(ilegibles > 0, "tiene \(ilegibles, "línea") que no \(concuerda: ilegibles, "es un evento", "son eventos") de Swift Testing")
        si(desbordado, "pasó del tope de tamaño y se dejó de leer")
        if !cortada, case let .salida(codigo) = terminacion {
            si(codigo == 0 && finales == 0, "el proceso salió con 0 antes de que Swift Testing acabase la ejecución")
            si(codigo == 0 && fallos > 0, "el proceso salió con 0 aunque el flujo registra \(fallos, "fallo")")
            si(codigo != 0 && finales > 0 && fallos == 0 && !empezadas.isEmpty,
               "el flujo dice que todo pasó, pero el proceso salió con \(codigo)")
        }
        self.anomalias = anomalias
        declaradas = Set(funciones.map(FlujoDeEventos.idDeFiltro))
        empezada = comienzos > 0
    }
}
