/// Las regiones de un fichero de Exercises/ y las marcas que no cuadran. Es tolerante: quien
/// aprende puede haber roto alguna marca, y eso no debe impedir trabajar con las demás.
package struct LecturaDeEjercicio: Equatable {
    /// Una marca que no cuadra: en su línea, y qué le pasa.
    package struct Dano: Equatable, Sendable {
        package let indice: Int         // índice de la línea, desde 0
        package let fallo: FalloDeRegion
    }

    package var regiones: [RegionDeEjercicio] = []
    package var danos: [Dano] = []

    package init(lineas: [String]) {
        var abierta: (paso: String, inicio: Int)?
        for (indice, linea) in lineas.enumerated() {
            guard let marca = Marca(linea: linea) else { continue }
            switch marca {
            case let .ejercicio(paso):
                // La anterior no se cerró antes de empezar esta.
                if let anterior = abierta { danos.append(Dano(indice: anterior.inicio, fallo: .sinCerrar(paso: anterior.paso))) }
                abierta = (paso, indice)
            case .fin:
                if let actual = abierta {
                    regiones.append(RegionDeEjercicio(paso: actual.paso, inicio: actual.inicio, fin: indice))
                } else {
                    danos.append(Dano(indice: indice, fallo: .marcaSuelta(Marca.textoDeFin)))
                }
                abierta = nil
            case .esqueleto, .malEscrita:
                if let actual = abierta {
                    let texto = linea.trimmingCharacters(in: .whitespaces)
                    danos.append(Dano(indice: actual.inicio, fallo: .sinCerrar(paso: actual.paso, parecida: indice + 1, texto: texto)))
                }
                danos.append(Dano(indice: indice, fallo: marca == .esqueleto ? .marcaSuelta(Marca.textoDeEsqueleto) : .marcaMalEscrita))
                abierta = nil
            }
        }
        if let actual = abierta { danos.append(Dano(indice: actual.inicio, fallo: .sinCerrar(paso: actual.paso))) }
    }

    /// Los daños, con su fichero y su línea: «Exercises/Uno.swift:12: «// MARK: FIN EJERCICIO» fuera de una región».
    /// - Parameter fichero: la ruta en el árbol, con Exercises/ delante.
    package func errores(fichero: String) -> [ErrorDeRegion] {
        danos.map { ErrorDeRegion(fichero: fichero, linea: $0.indice + 1, fallo: $0.fallo) }
    }

    /// Cuántas líneas de inicio hay de ese paso, cerradas o no.
    static func inicios(de paso: String, en lineas: [String]) -> Int {
        lineas.count { Marca(linea: $0) == .ejercicio(paso: paso) }
    }
}
