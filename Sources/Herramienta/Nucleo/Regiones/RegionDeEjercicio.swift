/// Una región tal como está en Exercises/: la cabecera que escribe el generador y, debajo,
/// el esqueleto o lo que haya escrito quien aprende.
package struct RegionDeEjercicio: Equatable {
    static let ultimaLineaDeLaCabecera = "// Comprueba: "

    package let paso: String
    package let inicio: Int     // índices de línea, desde 0
    package let fin: Int

    /// Lo de debajo de la cabecera: lo único que escribe quien aprende.
    package func cuerpo(en lineas: [String]) -> ArraySlice<String> {
        let dentro = lineas[(inicio + 1)..<fin]
        let cabecera = dentro.lastIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(Self.ultimaLineaDeLaCabecera) }
        return cabecera.map { lineas[($0 + 1)..<fin] } ?? dentro
    }
}
