/// Lee las regiones de un fichero de Solutions/ y comprueba su formato contra el catálogo.
/// Son operaciones de texto, línea a línea: no hace falta entender Swift.
package struct LectorDeRegiones {
    let catalogo: Catalogo

    package init(catalogo: Catalogo) {
        self.catalogo = catalogo
    }

    /// Una región a medio leer.
    private struct Abierta {
        let paso: String
        let sangria: String
        let inicio: Int
        var esqueleto: [String]?    // nil hasta ver ESQUELETO
        var marcaDelEsqueleto = 0
        var parecida: Int?          // una marca mal escrita dentro: la región ya no se lee, solo se busca su fin
    }

    /// - Parameter fichero: la ruta relativa a Solutions/, como en el catálogo.
    package func regiones(en lineas: [String], fichero: String) throws(ErroresDeRegion) -> [RegionDeSolucion] {
        var regiones: [RegionDeSolucion] = []
        var errores: [ErrorDeRegion] = []
        var abierta: Abierta?
        func anotar(_ indice: Int, _ fallo: FalloDeRegion) {
            errores.append(ErrorDeRegion(fichero: "Solutions/" + fichero, linea: indice + 1, fallo: fallo))
        }

        /// Una región con una marca mal escrita da un solo error: si no llega a cerrarse, que no se cierra (y
        /// qué línea parece su fin); si se cierra, la marca mal escrita. Lo de dentro ya no se comprueba.
        func cerrarRota(_ region: Abierta, en parecida: Int, cerrada: Bool) {
            if cerrada {
                anotar(parecida, .marcaMalEscrita)
            } else {
                anotar(region.inicio, .sinCerrar(paso: region.paso, parecida: parecida + 1,
                                                 texto: lineas[parecida].trimmingCharacters(in: .whitespaces)))
            }
        }

        for (indice, linea) in lineas.enumerated() {
            if let actual = abierta, let parecida = actual.parecida {
                switch Marca(linea: linea) {
                case .fin?:
                    cerrarRota(actual, en: parecida, cerrada: true)
                    abierta = nil
                    continue
                case .ejercicio?:
                    cerrarRota(actual, en: parecida, cerrada: false)
                    abierta = nil
                default:
                    continue
                }
            }
            guard let marca = Marca(linea: linea) else {
                if let actual = abierta, actual.esqueleto != nil {
                    if let codigo = Self.descomentar(linea, sangria: actual.sangria) {
                        abierta?.esqueleto?.append(codigo)
                    } else {
                        anotar(indice, .esqueletoSinComentar)
                    }
                }
                continue
            }
            switch marca {
            case .malEscrita:
                if abierta != nil { abierta?.parecida = indice } else { anotar(indice, .marcaMalEscrita) }
            case let .ejercicio(paso):
                if let actual = abierta {
                    anotar(indice, .anidada(dentroDe: actual.paso))
                    throw ErroresDeRegion(errores: errores)   // con la estructura rota, lo demás sería ruido
                }
                if let fallo = comprobar(paso: paso, fichero: fichero) { anotar(indice, fallo) }
                abierta = Abierta(paso: paso, sangria: Marca.sangria(de: linea), inicio: indice)
            case .esqueleto:
                guard let actual = abierta else { anotar(indice, .marcaSuelta(Marca.textoDeEsqueleto)); continue }
                if Marca.sangria(de: linea) != actual.sangria { anotar(indice, .sangriaDistinta) }
                if actual.esqueleto != nil {
                    anotar(indice, .esqueletoRepetido)
                } else {
                    abierta?.esqueleto = []
                    abierta?.marcaDelEsqueleto = indice
                }
            case .fin:
                guard let actual = abierta else { anotar(indice, .marcaSuelta(Marca.textoDeFin)); continue }
                if Marca.sangria(de: linea) != actual.sangria { anotar(indice, .sangriaDistinta) }
                if let esqueleto = actual.esqueleto {
                    regiones.append(RegionDeSolucion(
                        paso: actual.paso, sangria: actual.sangria, inicio: actual.inicio, fin: indice, esqueleto: esqueleto,
                        solucion: Array(lineas[(actual.inicio + 1)..<actual.marcaDelEsqueleto])
                    ))
                } else {
                    anotar(indice, .sinEsqueleto(paso: actual.paso))
                }
                abierta = nil
            }
        }
        if let actual = abierta {
            if let parecida = actual.parecida {
                cerrarRota(actual, en: parecida, cerrada: false)
            } else {
                anotar(actual.inicio, .sinCerrar(paso: actual.paso))
            }
        }
        guard errores.isEmpty else { throw ErroresDeRegion(errores: errores) }
        return regiones
    }

    private func comprobar(paso id: String, fichero: String) -> FalloDeRegion? {
        guard Catalogo.esIdDePaso(id) else { return .pasoMalEscrito(id) }
        guard let paso = catalogo.paso(id) else { return .pasoFueraDelCatalogo(id) }
        guard paso.tipo.tieneRegiones else { return .pasoSinCodigo(paso: id, tipo: paso.tipo) }
        guard paso.ficheros.contains(fichero) else { return .ficheroFueraDelPaso(paso: id) }
        return nil
    }

    /// «sangría// código» → «sangría código»; «sangría//» → línea vacía; cualquier otra cosa, nil.
    static func descomentar(_ linea: String, sangria: String) -> String? {
        if linea == sangria + "//" { return "" }
        guard linea.hasPrefix(sangria + "// ") else { return nil }
        return sangria + linea.dropFirst(sangria.count + 3)
    }
}
