import Foundation
import HerramientaMutacion
import HerramientaNucleo

/// `calificar` con los pasos de tipo «pruebas»: sus pruebas se miden con fallos sembrados. Sin `--kit`, en el
/// código de quien aprende del ejercicio que prueban, si pasa sus pruebas (si no, «no se puede comprobar»);
/// con `--kit`, en la solución del kit, así que no dependen de ese ejercicio.
extension Calificador {
    /// El target de pruebas de cada paso de pruebas, como un módulo más: su carpeta (`Exercises/<target>/…`)
    /// señala sus errores de compilación, y depende de los módulos del código que prueba. Así, unas pruebas
    /// que no compilan salen como «no compila» y se sustituyen por las de Solutions/ para seguir calificando.
    /// Los módulos de la app de Package.swift y, detrás, los de los pasos de pruebas. `mutantes`: de dónde
    /// sale mutantes.json, si no es de `raiz` (el kit de `--kit`).
    static func modulos(raiz: URL, catalogo: Catalogo, mutantes: URL? = nil) throws(ErrorDeLaHerramienta) -> [ModuloDeLaApp] {
        let deLaApp = try ModuloDeLaApp.leer(raiz: raiz)
        let catalogoDeMutantes = try? CatalogoDeMutantes.cargar(raiz: mutantes ?? raiz, catalogo: catalogo)
        return deLaApp + modulosDePruebas(catalogo: catalogo, mutantes: catalogoDeMutantes, modulos: deLaApp)
    }

    private static func modulosDePruebas(catalogo: Catalogo, mutantes: CatalogoDeMutantes?, modulos: [ModuloDeLaApp]) -> [ModuloDeLaApp] {
        catalogo.pasos.filter(\.esDeQuienAprende).compactMap { paso in
            guard paso.tipo == .pruebas, let target = paso.ficheros.first?.split(separator: "/").first.map(String.init) else { return nil }
            let codigo = catalogo.paso(mutantes?.de(paso.id)?.codigoDe ?? "")?.ficheros ?? []
            let dependencias = codigo.compactMap { ModuloDeLaApp.modulo(deLaRuta: "Exercises/" + $0, en: modulos)?.nombre }
            return ModuloDeLaApp(nombre: target, carpeta: target, dependencias: Array(Set(dependencias)).sorted(), excluir: [])
        }
    }

    /// Cambia la nota de cada paso de pruebas, que hasta aquí era la de sus pruebas a secas, por la de medirlas.
    func medirPruebas(
        _ resultados: [ResultadoDePaso], arbol: URL, catalogo: Catalogo, modulos: [ModuloDeLaApp], marcador: String?, registros: URL
    ) throws(ErrorDeLaHerramienta) -> [ResultadoDePaso] {
        let dePruebas = resultados.filter { catalogo.paso($0.paso)?.tipo == .pruebas }
        guard !dePruebas.isEmpty else { return resultados }
        let mutantes = try CatalogoDeMutantes.cargar(raiz: kit ?? arbol, catalogo: catalogo)
        var medidas: [String: MedicionDePruebas] = [:]
        for resultado in dePruebas where ![.noCompila, .noSePuedeComprobar].contains(resultado.estado) {
            // Sin el kit, el código correcto es el de quien aprende: solo vale si pasa sus pruebas.
            if kit == nil, let codigoDe = mutantes.de(resultado.paso)?.codigoDe,
               resultados.first(where: { $0.paso == codigoDe })?.estado != .pasa {
                medidas[resultado.paso] = .sinCodigoCorrecto(paso: codigoDe)
            }
        }
        let aMedir = dePruebas.filter { ![.noCompila, .noSePuedeComprobar].contains($0.estado) && medidas[$0.paso] == nil }
            .compactMap { catalogo.paso($0.paso) }
        var errores: [String] = []
        if !aMedir.isEmpty {
            avisar("Midiendo \(aMedir.map(\.id).joined(separator: " y ")) con fallos sembrados…")
            let medidor = MedidorDeMutantes(raiz: arbol, catalogo: catalogo, mutantes: mutantes, modulos: modulos,
                                            origen: kit.map(OrigenDelCodigo.soluciones) ?? .ejercicios(arbol),
                                            marcador: marcador, temporal: registros, limite: limite, deUnSoloUso: true, todaLaApp: kit != nil,
                                            aislamiento: aislamiento)
            let medicion: MedicionDeMutantes
            do {
                medicion = try medidor.medir(aMedir)
            } catch {
                throw .entorno("No he podido lanzar swift: \(error.localizedDescription)")
            }
            medidas.merge(medicion.pasos) { $1 }
            errores = medicion.errores
            avisar("Fallos sembrados medidos: " + medicion.tiempos.resumen + ".")
        }
        return resultados.map { resultado in
            guard let medida = medidas[resultado.paso] else { return resultado }
            return ResultadoDePaso(resultado, medicion: medida, codigoDe: mutantes.de(resultado.paso)?.codigoDe ?? "", errores: errores)
        }
    }
}
