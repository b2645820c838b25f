import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// `comprobar` y `vigilar` con los pasos de tipo «pruebas»: esos se miden con fallos sembrados en el código
/// de quien aprende (`MedidorDeMutantes`); los demás, con las pruebas del kit, como siempre.
extension Ordenes {
    /// Cada ejecución de las pruebas con un mutante: con los fallos de la lección, décimas; el límite solo
    /// corta un fallo sembrado que cuelgue una prueba.
    static let limitePorMutante: Duration = .seconds(20)

    /// Compila, prueba y enseña el informe de unos pasos (y de los ejercicios que se pueden revisar con ellos),
    /// y lo que calificar descartaría de sus ficheros (`VeredictoConMarcas`); nil (ya avisado) si no se ha
    /// podido lanzar swift.
    /// - Parameter huellas: las de antes de compilar (`HuellaDePaso`).
    func veredicto(de pasos: [Paso], huellas: [String: HuellaDePaso.Huella]) -> (any VeredictoDeComprobacion)? {
        guard let pruebas = veredictoDeLasPruebas(de: pasos, huellas: huellas) else { return nil }
        let veredicto = VeredictoConMarcas(pruebas: pruebas, catalogo: catalogo, generador: generador)
        veredicto.lineas(consola, catalogo: catalogo).forEach(consola.escribir)
        return veredicto
    }

    private func veredictoDeLasPruebas(de pasos: [Paso], huellas: [String: HuellaDePaso.Huella]) -> (any VeredictoDeComprobacion)? {
        let dePruebas = pasos.filter { $0.tipo == .pruebas }
        let delKit = pasos.filter { $0.tipo != .pruebas }
        let revisados = delKit.isEmpty ? [] : revisables(con: delKit, huellas: huellas)
        guard !dePruebas.isEmpty else { return comprobacion(de: pasos, revisando: revisados) }
        var partes: [any VeredictoDeComprobacion] = []
        var aMedir = dePruebas
        if !delKit.isEmpty {
            guard let informe = comprobacion(de: delKit, revisando: revisados) else { return nil }
            partes.append(informe)
            // Si el código que prueban se acaba de comprobar y no está hecho, no hay con qué medirlas: ni se compila.
            let mutantes = (try? CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)) ?? CatalogoDeMutantes(pasos: [])
            let estados = informe.estados
            var medicion = MedicionDeMutantes()
            for paso in dePruebas {
                guard let codigoDe = mutantes.de(paso.id)?.codigoDe, let estado = estados[codigoDe], estado != .hecho else { continue }
                medicion.pasos[paso.id] = .sinCodigoCorrecto(paso: codigoDe)
            }
            aMedir = dePruebas.filter { medicion.pasos[$0.id] == nil }
            let sinMedir = InformeDeMutantes(raiz: raiz, catalogo: catalogo, mutantes: mutantes, pasos: dePruebas.filter { medicion.pasos[$0.id] != nil },
                                             medicion: medicion)
            sinMedir.lineas(consola).forEach(consola.escribir)
            partes.append(sinMedir)
        }
        if !aMedir.isEmpty {
            guard let informe = comprobacionDePruebas(aMedir) else { return nil }
            partes.append(informe)
        }
        return VeredictosJuntos(partes: partes)
    }

    /// Mide unas pruebas de quien aprende con fallos sembrados en su propio código y enseña el informe.
    func comprobacionDePruebas(_ pasos: [Paso]) -> InformeDeMutantes? {
        // Los registros de cada ejecución, aparte: son una docena por paso.
        let carpeta = ResultadosGuardados.registros(raiz: raiz).appending(path: "registros-de-mutantes")
        let mutantes: CatalogoDeMutantes
        let medicion: MedicionDeMutantes
        do throws(ErrorDeLaHerramienta) {
            mutantes = try CatalogoDeMutantes.cargar(raiz: raiz, catalogo: catalogo)
            let codigos = pasos.compactMap { mutantes.de($0.id)?.codigoDe }.joined(separator: " y ")
            consola.escribir("Compilando y probando \(pasos.map(\.id).joined(separator: ", ")) con fallos sembrados en tu código de \(codigos)…")
            let medidor = MedidorDeMutantes(raiz: raiz, catalogo: catalogo, mutantes: mutantes, modulos: try ModuloDeLaApp.leer(raiz: raiz),
                                            origen: .ejercicios(raiz), marcador: nil, temporal: carpeta, limite: Self.limitePorMutante,
                                            alAvanzar: { [consola] in consola.escribir($0) })
            do {
                try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
                medicion = try medidor.medir(pasos)
            } catch {
                consola.avisar(consola.rojo("✗ No he podido lanzar swift: \(error.localizedDescription)"))
                return nil
            }
        } catch {
            consola.avisar(consola.rojo("✗ ") + error.mensaje)
            return nil
        }
        if Interrupcion.seHaPedido { return nil }
        let informe = InformeDeMutantes(raiz: raiz, catalogo: catalogo, mutantes: mutantes, pasos: pasos, medicion: medicion)
        informe.lineas(consola).forEach(consola.escribir)
        return informe
    }
}
