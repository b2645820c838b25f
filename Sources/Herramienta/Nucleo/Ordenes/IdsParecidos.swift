/// Los ids del catálogo más parecidos a uno mal escrito, por distancia de edición: lo que se propone
/// en «¿Querías decir …?». Solo los más cercanos, y solo si se parecen de verdad. Un paso que no existe
/// de una lección que sí (red-en-marcador/9) se parece igual a todos sus pasos: se proponen todos.
struct IdsParecidos {
    let candidatos: [String]    // en el orden del curso

    static let maximo = 3

    func a(_ escrito: String) -> [String] {
        let distancias = candidatos.map { ($0, Self.distancia(escrito, $0)) }
        guard let minima = distancias.map(\.1).min() else { return [] }
        // Una errata o una palabra de menos, no otro id cualquiera: hasta un tercio del texto.
        guard minima <= max(3, escrito.count / 3) else { return [] }
        let cercanos = distancias.filter { $0.1 == minima }.map(\.0)
        if cercanos.count > 1, let leccion = Self.leccion(de: cercanos[0]), cercanos.allSatisfy({ Self.leccion(de: $0) == leccion }) {
            return candidatos.filter { Self.leccion(de: $0) == leccion }
        }
        return Array(cercanos.prefix(Self.maximo))
    }

    /// «red-en-marcador/2» → «red-en-marcador»; el id de una lección no tiene lección.
    private static func leccion(de id: String) -> Substring? {
        id.firstIndex(of: "/").map { id[..<$0] }
    }

    /// Levenshtein sobre caracteres.
    static func distancia(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var anterior = Array(0...b.count)     // la fila de la letra anterior de a
        for (i, letra) in a.enumerated() {
            var actual = [i + 1]
            for (j, otra) in b.enumerated() {
                actual.append(min(anterior[j + 1] + 1, actual[j] + 1, anterior[j] + (letra == otra ? 0 : 1)))
            }
            anterior = actual
        }
        return anterior[b.count]
    }
}
