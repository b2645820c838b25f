import Foundation
import HerramientaEjecucion
import HerramientaMutacion
import HerramientaNucleo

/// La parte de `verificar` que busca falsos rechazos y falsos aprobados: cada alternativa correcta del corpus
/// sale ✓ en su paso (sus pruebas pasan y sus reglas se cumplen) y cada errónea sale ✗ con un mensaje sobre
/// ese error. Como los fallos sembrados, son variantes de una región: se escriben en la copia de los módulos
/// de `.build/marcador/mutantes` (MARCADOR_MUTANTES, siempre con los mismos módulos para que SwiftPM no vuelva
/// a leer Package.swift) y se compilan con un solo plan, así que cada una cuesta una compilación incremental de
/// su módulo y una ejecución corta de sus suites y las de sus reglas, que leen esa copia.
extension Ordenes {
    /// Los problemas encontrados; lo que va bien, ya escrito en la consola.
    func verificarAlternativas(temporal: URL, limite: Duration) -> [String] {
        let corpus = CorpusDeAlternativas.cargar(raiz: raiz, catalogo: catalogo)
        var problemas = corpus.problemas.map(\.description)
        let ejercicios = corpus.alternativas.filter { catalogo.paso($0.paso)?.tipo == .ejercicio }
        guard !ejercicios.isEmpty else { return problemas }
        let modulos: [ModuloDeLaApp]
        do { modulos = try ModuloDeLaApp.leer(raiz: raiz) } catch { return problemas + [error.mensaje] }
        let pasos = Set(ejercicios.map(\.paso)).sorted().compactMap { catalogo.paso($0) }
        let copiados = modulos.filter { modulo in
            pasos.contains { paso in paso.ficheros.contains { ModuloDeLaApp.modulo(deLaRuta: "Solutions/" + $0, en: modulos) == modulo } }
        }
        let suites = { (paso: Paso) in paso.suites + catalogo.reglas(de: paso).flatMap(\.suites) }
        let ejecutor = EjecutorDePruebas(raiz: raiz, temporal: temporal, limite: limite,
                                         ajustes: ["MARCADOR_MUTANTES": copiados.map(\.nombre).joined(separator: ",")],
                                         plan: PlanDeCompilacion(suites: pasos.flatMap(suites), carpeta: PlanDeCompilacion.deLosMutantes))
        let copia = raiz.appending(path: CopiaConMutantes.carpeta)
        defer { try? FileManager.default.removeItem(at: copia) }    // código de Solutions/: no se queda
        consola.escribir("  \(ejercicios.count, "alternativa") de \(pasos.count, "ejercicio"): una compilación incremental y una ejecución cada una…")
        var inicio = ContinuousClock.now
        for paso in pasos {
            var bien = 0
            let suyas = ejercicios.filter { $0.paso == paso.id }
            for (numero, alternativa) in suyas.enumerated() {
                do {
                    try escribirCopia(de: copiados, con: alternativa, paso: paso)
                    let salida = try ejecutor.ejecutar(marcador: "soluciones", nombre: "alternativa-\(numero)", filtros: suites(paso))
                    if let problema = Self.juzgar(alternativa, salida: salida, suites: suites(paso)) {
                        problemas.append(problema)
                    } else {
                        bien += 1
                    }
                } catch let error as ErrorDeLaHerramienta {
                    problemas.append("\(alternativa.ruta): \(error.mensaje)")
                } catch {
                    problemas.append("\(alternativa.ruta): no he podido probarla: \(error.localizedDescription)")
                }
            }
            let correctas = suyas.count(where: \.correcta)
            consola.escribir("  \(paso.id): \(bien) de \(suyas.count) como deben (\(correctas) correctas ✓, \(suyas.count - correctas) erróneas ✗) · \((ContinuousClock.now - inicio).components.seconds) s")
            inicio = ContinuousClock.now
        }
        return problemas
    }

    /// La copia de los módulos: todo de Solutions/, con las regiones del paso cambiadas por las de la alternativa.
    /// Solo se reescribe lo que cambia, para que la compilación sea incremental.
    private func escribirCopia(de modulos: [ModuloDeLaApp], con alternativa: Alternativa, paso: Paso) throws {
        var usadas = 0
        var cambiados: [String: Data] = [:]
        for fichero in paso.ficheros {
            let datos = try Data(contentsOf: raiz.appending(path: "Solutions/" + fichero))
            guard let lineas = Texto.lineas(datos),
                  let (nuevas, cuantas) = try CorpusDeAlternativas.aplicar(alternativa, a: lineas, fichero: fichero, desde: usadas, catalogo: catalogo)
            else { throw ErrorDeLaHerramienta.entorno("tiene menos regiones que el paso en Solutions/") }
            usadas += cuantas
            cambiados[fichero] = Texto.datos(nuevas)
        }
        guard usadas == alternativa.regiones.count else {
            throw ErrorDeLaHerramienta.entorno("tiene \(alternativa.regiones.count, "región", "regiones") y el paso \(usadas) en Solutions/")
        }
        for modulo in modulos {
            let fuente = raiz.appending(path: "Solutions/" + modulo.carpeta)
            let destino = raiz.appending(path: CopiaConMutantes.carpeta).appending(path: modulo.nombre)
            for fichero in Arbol.ficheros(en: fuente) where fichero.hasSuffix(".swift")
                && !modulo.excluir.contains(where: { fichero.hasPrefix($0 + "/") }) {
                let datos = try cambiados[modulo.carpeta + "/" + fichero] ?? Data(contentsOf: fuente.appending(path: fichero))
                let url = destino.appending(path: fichero)
                guard (try? Data(contentsOf: url)) != datos else { continue }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try datos.write(to: url)
            }
        }
    }

    /// nil si la alternativa sale como debe; si no, el problema, con lo que dijeron las pruebas.
    static func juzgar(_ alternativa: Alternativa, salida: EjecutorDePruebas.Salida, suites: [String]) -> String? {
        let cabecera = "\(alternativa.ruta) (\(alternativa.correcta ? "correcta" : "errónea"): \(alternativa.como))"
        guard let ejecucion = salida.ejecucion else {
            return "\(cabecera) no compila; \(alternativa.correcta ? "una correcta compila" : "una errónea compila y la cazan sus pruebas o sus reglas"):\n"
                + salida.erroresDeCompilacion.prefix(5).map { "    " + $0 }.joined(separator: "\n")
        }
        let estados = ejecucion.estados.filter { id, _ in suites.contains { Catalogo.encaja(id, en: $0) } }
        let fallan = estados.filter { $0.value != .pasa && $0.value != .omitida }.keys.sorted()
        let mensajes = fallan.map { id -> String in
            let detalle = (ejecucion.fallos[id] ?? []).flatMap { $0.comentarios + [$0.expectativa] }
            let delEstado = if case let .falla(textos)? = ejecucion.estados[id] { textos } else { ["no terminó"] }
            return id + ": " + (detalle.isEmpty ? delEstado : detalle).joined(separator: " · ")
        }
        if alternativa.correcta {
            guard !estados.isEmpty else { return "\(cabecera): no se ejecutó ninguna prueba de \(suites.joined(separator: ", "))" }
            guard fallan.isEmpty else {
                return "\(cabecera) sale ✗ y es correcta: un falso rechazo. Lo que falla:\n" + mensajes.prefix(5).map { "    " + $0 }.joined(separator: "\n")
            }
            return nil
        }
        guard !fallan.isEmpty else {
            return "\(cabecera) sale ✓ y es errónea: ninguna prueba ni regla nota lo que rompe de «\(alternativa.leccion ?? "")»"
        }
        let espera = alternativa.espera ?? ""
        guard mensajes.contains(where: { $0.localizedCaseInsensitiveContains(espera) }) else {
            return "\(cabecera) sale ✗, pero ningún mensaje dice «\(espera)»; dicen:\n" + mensajes.prefix(5).map { "    " + $0 }.joined(separator: "\n")
        }
        return nil
    }
}
