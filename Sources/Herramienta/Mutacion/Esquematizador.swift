import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Escribe un fichero con todos sus mutantes dentro, cada uno detrás de un interruptor que se lee al
/// ejecutar (mutant schemata, como Stryker o mull): N mutantes cuestan una compilación y N ejecuciones
/// cortas, no N compilaciones. Con el interruptor en 0, el código hace exactamente lo mismo que el original.
struct Esquematizador {
    /// Un mutante ya colocado en el texto.
    struct Colocado: Equatable, Sendable {
        let numero: Int
        let sitios: Int
        let lineas: Set<Int>        // líneas del fichero escrito (desde 1) donde ha quedado su código
        let tramos: [Range<Int>]    // los bytes del fichero escrito que ha puesto él (su interruptor)
    }

    /// El fichero escrito.
    struct Resultado: Equatable, Sendable {
        let texto: String
        let colocados: [Colocado]
        let lineaOriginal: [Int]    // para cada línea escrita (índice desde 0), su línea en el original
    }

    static let tipo = "EsquemaDeMutantes"

    /// Una inserción en un punto del texto original.
    private struct Trozo {
        let posicion: Int
        let orden: Int          // en la misma posición: los cierres, luego las inserciones, luego las aperturas
        let anchura: Int        // entre aperturas (o cierres) en el mismo sitio: la de fuera primero (o la de dentro)
        let texto: String
        let numero: Int
    }

    /// - Parameter mutantes: cada número con su operador y sus sitios en `texto`.
    static func esquematizar(_ texto: String, mutantes: [(numero: Int, operador: OperadorDeMutacion, sitios: [SitioDeMutacion])]) -> Resultado {
        let bytes = Array(texto.utf8)
        var trozos: [Trozo] = []
        for (numero, operador, sitios) in mutantes {
            let codigo = operador.codigo ?? ""
            for sitio in sitios {
                switch (sitio, operador.hacer) {
                case let (.expresion(inicio, fin), .sustituir):
                    trozos.append(Trozo(posicion: inicio, orden: 2, anchura: fin - inicio, texto: "\(tipo).sustituir(\(numero), ", numero: numero))
                    trozos.append(Trozo(posicion: fin, orden: 0, anchura: fin - inicio, texto: ", por: \(codigo))", numero: numero))
                case let (.expresion(inicio, fin), .transformar):
                    trozos.append(Trozo(posicion: inicio, orden: 2, anchura: fin - inicio, texto: "\(tipo).transformar(\(numero), ", numero: numero))
                    trozos.append(Trozo(posicion: fin, orden: 0, anchura: fin - inicio, texto: ", \(codigo))", numero: numero))
                case let (.cuerpo(dentro, _), .alEmpezar):
                    trozos.append(Trozo(posicion: dentro, orden: 1, anchura: 0, texto: " if \(tipo).es(\(numero)) { \(codigo) };", numero: numero))
                case let (.cuerpo(dentro, cierre), .repetir):
                    let cuerpo = String(decoding: bytes[dentro..<cierre], as: UTF8.self)
                    trozos.append(Trozo(posicion: dentro, orden: 1, anchura: 0, texto: " if \(tipo).es(\(numero)) {\(cuerpo)};", numero: numero))
                default:
                    continue    // un operador que no casa con su sitio ya lo rechaza el catálogo
                }
            }
        }
        // En el mismo punto: primero se cierra lo de dentro, luego se inserta y luego se abre lo de fuera.
        trozos.sort { a, b in
            if a.posicion != b.posicion { return a.posicion < b.posicion }
            if a.orden != b.orden { return a.orden < b.orden }
            if a.anchura != b.anchura { return a.orden == 0 ? a.anchura < b.anchura : a.anchura > b.anchura }
            return a.orden == 0 ? a.numero < b.numero : a.numero > b.numero
        }

        var salida: [UInt8] = []
        var lineaOriginal: [Int] = [1]
        var lineas: [Int: Set<Int>] = [:]
        var tramos: [Int: [Range<Int>]] = [:]
        var original = 1
        var indice = 0
        func escribir<S: Sequence>(_ trozo: S, deLaCopia: Bool, numero: Int?) where S.Element == UInt8 {
            for byte in trozo {
                if let numero { lineas[numero, default: []].insert(lineaOriginal.count) }
                salida.append(byte)
                if byte == 0x0A {
                    if !deLaCopia { original += 1 }
                    lineaOriginal.append(original)
                }
            }
        }
        var abiertos: [Int: Int] = [:]  // número → aperturas sin cerrar: lo de en medio también es suyo
        for posicion in 0...bytes.count {
            while indice < trozos.count, trozos[indice].posicion == posicion {
                let trozo = trozos[indice]
                if trozo.orden == 0 { abiertos[trozo.numero, default: 0] -= 1 }
                let inicio = salida.count
                escribir(trozo.texto.utf8, deLaCopia: true, numero: trozo.numero)
                tramos[trozo.numero, default: []].append(inicio..<salida.count)
                if trozo.orden == 2 { abiertos[trozo.numero, default: 0] += 1 }
                indice += 1
            }
            guard posicion < bytes.count else { break }
            for (numero, cuantos) in abiertos where cuantos > 0 { lineas[numero, default: []].insert(lineaOriginal.count) }
            escribir([bytes[posicion]], deLaCopia: false, numero: nil)
        }
        let colocados = mutantes.filter { !$0.sitios.isEmpty }.map {
            Colocado(numero: $0.numero, sitios: $0.sitios.count, lineas: lineas[$0.numero] ?? [], tramos: tramos[$0.numero] ?? [])
        }
        return Resultado(texto: String(decoding: salida, as: UTF8.self), colocados: colocados, lineaOriginal: lineaOriginal)
    }

    /// El fichero que lleva cada módulo con mutantes: el interruptor. El número del mutante de cada ejecución está
    /// en un fichero cuya ruta llega en MARCADOR_MUTANTE, la misma en todas las ejecuciones de una medición: por
    /// `swift test` (macOS), un entorno que cambia en cada ejecución haría a SwiftPM evaluar Package.swift otra
    /// vez. Es el mismo en todas las mediciones: no recompila nada.
    static func fuenteDelInterruptor() -> String {
        """
        // Lo escribe `marcador` para medir unas pruebas con fallos sembrados (docs/instructores.md): no se edita.
        import Foundation

        /// Qué fallo sembrado está activo en este proceso: el número del fichero de MARCADOR_MUTANTE. Sin él, ninguno
        /// (el 0): el código hace lo mismo que el original.
        nonisolated enum \(tipo) {
            static let activo: Int = {
                guard let ruta = ProcessInfo.processInfo.environment["\(variable)"],
                      let texto = try? String(contentsOfFile: ruta, encoding: .utf8) else { return 0 }
                return Int(texto.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            }()

            static func es(_ numero: Int) -> Bool { activo == numero }

            static func sustituir<T>(_ numero: Int, _ valor: T, por otro: @autoclosure () -> T) -> T {
                activo == numero ? otro() : valor
            }

            static func transformar<T>(_ numero: Int, _ valor: T, _ cambio: (T) -> T) -> T {
                activo == numero ? cambio(valor) : valor
            }
        }

        """
    }

    static let variable = EjecutorDePruebas.variableDelInterruptor
}
