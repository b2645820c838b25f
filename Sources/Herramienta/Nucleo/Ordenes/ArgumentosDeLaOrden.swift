/// Lo que la línea de órdenes trae para una orden, una vez apartadas las opciones con valor.
package struct ArgumentosDeLaOrden: Sendable {
    package let nombre: String
    package let resto: [String]             // lo demás, en su orden: banderas (--si) y posicionales
    package let valores: [String: String]   // las opciones con valor que admite la orden

    package var banderas: Set<String> { Set(resto.filter { $0.hasPrefix("-") }) }
    package var posicionales: [String] { resto.filter { !$0.hasPrefix("-") } }

    /// Solo esas banderas y exactamente `cuantos` posicionales.
    package func solo(_ permitidas: Set<String>, posicionales cuantos: Int) throws(ErrorDeLaHerramienta) {
        if let otra = banderas.subtracting(permitidas).sorted().first {
            throw .uso("«\(nombre)» no admite la opción \(otra).")
        }
        if posicionales.count > cuantos { throw .uso("A «\(nombre)» le sobra «\(posicionales[cuantos])».") }
        if posicionales.count < cuantos { throw .uso("A «\(nombre)» le falta el paso, p. ej. red-en-marcador/2.") }
    }

    /// Como mucho uno: una lección o un paso; nil, todos.
    package func objetivo(banderas permitidas: Set<String> = []) throws(ErrorDeLaHerramienta) -> String? {
        try solo(permitidas, posicionales: min(posicionales.count, 1))
        return posicionales.first
    }

    /// Los segundos de `--tiempo`, o los de por defecto.
    package func segundos(porDefecto: Int) throws(ErrorDeLaHerramienta) -> Int {
        guard let segundos = Int(valores["--tiempo"] ?? "\(porDefecto)"), segundos > 0 else {
            throw .uso("--tiempo va en segundos, p. ej. --tiempo \(porDefecto).")
        }
        return segundos
    }
}
