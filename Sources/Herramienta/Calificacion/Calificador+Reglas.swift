import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Las reglas de arquitectura al calificar. Leen las fuentes del árbol que se califica, también la solución
/// del kit puesta en un módulo que no compila, así que no corren con el código de la entrega: van en su
/// propio binario (su target no depende de ningún módulo de la app, ver Package.swift).
extension Calificador {
    /// El target de pruebas de las reglas.
    static let pruebasDeLasReglas = "ArquitecturaTests"

    static func esDeLasReglas(_ suite: String) -> Bool {
        suite.split(separator: ".").first.map(String.init) == pruebasDeLasReglas
    }

    /// Las que van con el código de la entrega.
    static func sinLasReglas(_ suites: [String]) -> [String] {
        suites.filter { !esDeLasReglas($0) }
    }

    /// Las prueba, ya compiladas, en el árbol de `marcador`, y revisa su flujo como el de las demás: si no
    /// cuadra, sus pruebas fallan con el porqué y se anota. Si lo compilado lleva código de la entrega (un
    /// módulo de la app o de un paso de pruebas: un target de reglas mal declarado), se avisa.
    func probarLasReglas(
        _ compilacion: EjecutorDePruebas.Compilacion, con ejecutor: EjecutorDePruebas, suites: [String], marcador: String?,
        modulos: [ModuloDeLaApp], esperadas: PruebasDelKit, catalogo: Catalogo
    ) throws(ErrorDeLaHerramienta) -> (ejecucion: EjecucionDePruebas, manipulaciones: [Manipulacion]) {
        _ = compilacion.proceso.esperar()
        let ajenos = Self.modulosCompilados(en: ejecutor.compilados, de: modulos)
        if !ajenos.isEmpty {
            avisar("Las reglas de arquitectura compilan \(ajenos.joined(separator: ", ")), código de la entrega.")
        }
        let salida = try intentar { try ejecutor.terminar(compilacion, nombre: "reglas", filtros: suites, marcador: marcador) }
        try seguir()
        guard let ejecucion = salida.ejecucion else {
            throw .entorno("Las reglas de arquitectura del kit no compilan en la copia que se califica:\n"
                + salida.erroresDeCompilacion.prefix(ModulosRotos.maximoPorModulo).joined(separator: "\n"))
        }
        let motivos = Self.motivos(salida, esperadas: esperadas, suites: suites)
        guard !motivos.isEmpty else { return (ejecucion, []) }
        let pasos = Calificacion.calificables(en: catalogo).map(\.paso).filter { $0.suites.contains(where: Self.esDeLasReglas) }
        let sinNota = pasos.map { Self.sinNota($0, esperadas: esperadas, motivos: motivos) }
        return (Calificacion.combinar(EjecucionDePruebas(), con: sinNota), pasos.map { Manipulacion(paso: $0.id, motivos: motivos) })
    }

    /// Los módulos de la app o de los pasos de pruebas que SwiftPM compiló en esa carpeta.
    static func modulosCompilados(en compilados: URL, de modulos: [ModuloDeLaApp]) -> [String] {
        modulos.map(\.nombre).filter { FileManager.default.fileExists(atPath: compilados.appending(path: "\($0).build").path) }.sorted()
    }
}
