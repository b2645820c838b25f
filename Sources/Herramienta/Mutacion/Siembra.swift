import Foundation
import HerramientaNucleo

/// Los fallos de unos pasos de pruebas, sembrados en el código que prueban: qué mutantes hay en cada paso
/// y cómo queda cada fichero con todos ellos dentro. No escribe nada.
struct Siembra: Sendable {
    /// Un fichero del código probado, con sus mutantes.
    package struct Fichero: Sendable {
        let modulo: ModuloDeLaApp
        let ruta: String                        // relativa a la carpeta del módulo
        let original: String                    // «Exercises/Arbitros/UI/ArbitrosViewModel.swift», para los mensajes
        let esquema: Esquematizador.Resultado
    }

    private(set) var mutantes: [String: [Mutante]] = [:]    // por paso de pruebas, en el orden del catálogo de mutantes
    private(set) var ficheros: [Fichero] = []

    /// Los módulos con mutantes, sin repetir.
    var modulos: [ModuloDeLaApp] {
        ficheros.reduce(into: []) { modulos, fichero in
            if !modulos.contains(fichero.modulo) { modulos.append(fichero.modulo) }
        }
    }

    /// Sin ningún mutante.
    init() {}

    /// - Parameter excluidos: números de mutantes que no se siembran (los que no compilaron).
    init(pasos: [String], mutantes catalogoDeMutantes: CatalogoDeMutantes, catalogo: Catalogo, modulos: [ModuloDeLaApp],
         origen: OrigenDelCodigo, excluidos: Set<Int> = []) {
        let numerados = catalogoDeMutantes.numerados.filter { pasos.contains($0.paso.paso) && !excluidos.contains($0.numero) }
        // Fichero a fichero: todos los operadores de todos los pasos que prueban su código.
        var porFichero: [String: [(numero: Int, paso: String, operador: OperadorDeMutacion)]] = [:]
        var orden: [String] = []
        for (numero, entrada, operador) in numerados {
            for fichero in catalogo.paso(entrada.codigoDe)?.ficheros ?? [] {
                if porFichero[fichero] == nil { orden.append(fichero) }
                porFichero[fichero, default: []].append((numero, entrada.paso, operador))
            }
        }
        var sembrados: [Int: Mutante] = [:]
        for fichero in orden {
            guard let modulo = ModuloDeLaApp.modulo(deLaRuta: "Exercises/" + fichero, en: modulos),
                  let datos = try? Data(contentsOf: origen.carpeta.appending(path: fichero)),
                  let texto = String(data: datos, encoding: .utf8) else { continue }
            let lineas = texto.components(separatedBy: "\n")
            let piezas = TroceadorSwift.piezas(de: texto)
            let suyos = porFichero[fichero] ?? []
            let conSitios = suyos.map { numero, paso, operador in
                let codigoDe = catalogoDeMutantes.de(paso)?.codigoDe ?? ""
                let regiones = origen.regiones(de: codigoDe, en: lineas, fichero: fichero, catalogo: catalogo)
                return (numero, operador, BuscadorDeSitios.sitios(de: operador, en: piezas, regiones: regiones))
            }
            let esquema = Esquematizador.esquematizar(texto, mutantes: conSitios)
            guard !esquema.colocados.isEmpty else { continue }
            ficheros.append(Fichero(modulo: modulo, ruta: String(fichero.dropFirst(modulo.carpeta.count + 1)),
                                    original: origen.ruta(fichero), esquema: esquema))
            for colocado in esquema.colocados {
                guard let (_, _, operador) = suyos.first(where: { $0.numero == colocado.numero }) else { continue }
                sembrados[colocado.numero] = Mutante(numero: colocado.numero, operador: operador, modulo: modulo.nombre)
            }
        }
        for (numero, entrada, _) in numerados {
            if let mutante = sembrados[numero] { self.mutantes[entrada.paso, default: []].append(mutante) }
        }
    }

    /// Los mutantes culpables de un error del compilador en un fichero escrito (ruta relativa a la carpeta de
    /// las copias): el que puso el código de esa línea y columna o, si el error está en código de quien
    /// aprende, todos los que tienen algo en esa línea.
    func mutantes(enLaLinea linea: Int, columna: Int, de ruta: String) -> [Int] {
        guard let fichero = ficheros.first(where: { $0.modulo.nombre + "/" + $0.ruta == ruta }) else { return [] }
        var inicio = 0
        var vista = 1
        for (indice, byte) in fichero.esquema.texto.utf8.enumerated() where vista < linea && byte == 0x0A {
            vista += 1
            inicio = indice + 1
        }
        let posicion = inicio + columna - 1
        let exactos = fichero.esquema.colocados.filter { $0.tramos.contains { $0.contains(posicion) } }.map(\.numero)
        return exactos.isEmpty ? fichero.esquema.colocados.filter { $0.lineas.contains(linea) }.map(\.numero) : exactos
    }

    /// «Exercises/…:línea» del original para una línea de un fichero escrito; nil si no es de ninguno.
    func original(deLaLinea linea: Int, de ruta: String) -> String? {
        guard let fichero = ficheros.first(where: { $0.modulo.nombre + "/" + $0.ruta == ruta }) else { return nil }
        let mapa = fichero.esquema.lineaOriginal
        return fichero.original + ":\(linea >= 1 && linea <= mapa.count ? mapa[linea - 1] : linea)"
    }
}
