/// Lo que puede estar mal en una región de Solutions/ (y, de las marcas, también en Exercises/: LecturaDeEjercicio).
package enum FalloDeRegion: Equatable, Sendable {
    case sinCerrar(paso: String, parecida: Int? = nil, texto: String = "")  // parecida: la línea que parece su fin
    case anidada(dentroDe: String)
    case pasoMalEscrito(String)
    case pasoFueraDelCatalogo(String)
    case pasoSinCodigo(paso: String, tipo: TipoDePaso)
    case ficheroFueraDelPaso(paso: String)
    case sinEsqueleto(paso: String)
    case esqueletoRepetido
    case esqueletoSinComentar
    case sangriaDistinta
    case marcaSuelta(String)
    case marcaMalEscrita

    package var mensaje: String {
        switch self {
        case let .sinCerrar(paso, nil, _):
            "la región \(paso) no se cierra: falta «\(Marca.textoDeFin)»"
        case let .sinCerrar(paso, parecida?, texto):
            "la región \(paso) no se cierra: la línea \(parecida), «\(texto)», no es «\(Marca.textoDeFin)»"
        case let .anidada(otro):
            "una región no puede ir dentro de otra (aquí sigue abierta \(otro))"
        case let .pasoMalEscrito(texto):
            "«\(texto)» no es un id de paso: se escribe «\(Marca.textoDeEjercicio) leccion/numero»"
        case let .pasoFueraDelCatalogo(paso):
            "el paso \(paso) no está en el catálogo (\(Catalogo.ruta))"
        case let .pasoSinCodigo(paso, tipo):
            "el paso \(paso) es de tipo «\(tipo.rawValue)» en el catálogo: solo los de tipo «ejercicio» o «pruebas» llevan región"
        case let .ficheroFueraDelPaso(paso):
            "este fichero no está en la lista de ficheros del paso \(paso) en el catálogo"
        case let .sinEsqueleto(paso):
            "la región \(paso) no tiene «\(Marca.textoDeEsqueleto)» antes de su «\(Marca.textoDeFin)»"
        case .esqueletoRepetido:
            "la región ya tiene un «\(Marca.textoDeEsqueleto)»"
        case .esqueletoSinComentar:
            "las líneas del esqueleto van comentadas: la sangría de la región y «// », o solo «//» si están vacías"
        case .sangriaDistinta:
            "las marcas de una región llevan la misma sangría que su «\(Marca.textoDeEjercicio)»"
        case let .marcaSuelta(marca):
            "«\(marca)» fuera de una región"
        case .marcaMalEscrita:
            "parece una marca de región, pero no es «\(Marca.textoDeEjercicio) <paso>», «\(Marca.textoDeEsqueleto)» ni «\(Marca.textoDeFin)»"
        }
    }
}
