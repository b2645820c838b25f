/// Por qué no se puede reiniciar (o resolver) un paso. Con cualquiera de estos no se toca ningún fichero.
package enum FalloDeReinicio: Error, Equatable {
    case noEsUnEjercicio(paso: String, tipo: TipoDePaso)
    case faltaElFichero(String)
    case faltaLaSolucion(String)
    case marcasDanadas(fichero: String, paso: String, esperadas: Int, cerradas: Int, inicios: Int)
    case solucionesMalFormadas(ErroresDeRegion)
    case marcasRotas(ProblemaDeMarcas)

    package var mensaje: String {
        switch self {
        case let .noEsUnEjercicio(paso, tipo):
            "El paso \(paso) es de tipo «\(tipo.rawValue)»: no tiene ninguna región en Exercises/."
        case let .faltaLaSolucion(fichero):
            "No existe Solutions/\(fichero), de donde salen el esqueleto y la solución de sus regiones."
        case let .faltaElFichero(fichero):
            "No existe Exercises/\(fichero). Recupéralo con git (git checkout -- Exercises/\(fichero)) y vuelve a intentarlo."
        case let .marcasDanadas(fichero, paso, esperadas, cerradas, inicios):
            """
            Las marcas del paso \(paso) en Exercises/\(fichero) están dañadas: debería haber \
            \(esperadas, "región", "regiones") entre «\(Marca.textoDeEjercicio) \(paso)» y «\(Marca.textoDeFin)», y hay \
            \(inicios, "línea") de inicio y \(cerradas, "región bien cerrada", "regiones bien cerradas"). No he tocado nada: arregla las marcas a mano \
            o recupera el fichero con git.
            """
        case let .marcasRotas(problema):
            problema.lineas.joined(separator: "\n") + """

            No he tocado nada: arregla esas marcas y vuelve a reiniciar, o recupera el fichero entero con git \
            (git checkout -- \(problema.fichero)), que también devuelve a su esqueleto lo de los demás pasos de ese fichero.
            """
        case let .solucionesMalFormadas(errores):
            "Solutions/ tiene regiones mal formadas:\n" + errores.errores.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
