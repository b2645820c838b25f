/// Lee la línea de órdenes a mano (son pocas órdenes y pocas opciones) con las órdenes que trae el
/// ejecutable: lo que no está entre ellas no existe.
package struct Argumentos {
    package let orden: any Orden
    package let raiz: String?

    /// La orden sin nombre: la tabla de progreso.
    package static let porDefecto = "lista"

    /// Las formas de pedir el uso en cualquier sitio: la nuestra y las de costumbre en otras herramientas.
    static let ayuda: Set<String> = ["--ayuda", "--help", "-h"]

    package init(_ argumentos: [String], ordenes: [DefinicionDeOrden]) throws(ErrorDeLaHerramienta) {
        let conValor = Set(["--raiz"] + ordenes.flatMap(\.opciones))
        var resto: [String] = []
        var valores: [(opcion: String, valor: String)] = []
        var indice = 0
        while indice < argumentos.count {
            let argumento = argumentos[indice]
            if Self.ayuda.contains(argumento) {
                orden = Ayuda(texto: Self.uso(ordenes))
                raiz = nil
                return
            }
            if conValor.contains(argumento) {
                guard indice + 1 < argumentos.count else { throw .uso("A \(argumento) le falta su valor.") }
                valores.append((argumento, argumentos[indice + 1]))
                indice += 2
            } else {
                resto.append(argumento)
                indice += 1
            }
        }
        let nombre = resto.first ?? Self.porDefecto
        // «ayuda» solo como orden: como posicional de otra orden (un paso, una carpeta) sería otra cosa.
        if nombre == "ayuda" {
            orden = Ayuda(texto: Self.uso(ordenes))
            raiz = nil
            return
        }
        guard let definicion = ordenes.first(where: { $0.nombre == nombre }) else {
            throw .uso("No conozco la orden «\(nombre)».")
        }
        let admitidas = Set(definicion.opciones + (definicion.admiteRaiz ? ["--raiz"] : []))
        if let otra = valores.first(where: { !admitidas.contains($0.opcion) }) {
            throw .uso("«\(nombre)» no admite la opción \(otra.opcion).")
        }
        let suyos = Dictionary(valores.map { ($0.opcion, $0.valor) }) { _, ultimo in ultimo }
        orden = try definicion.leer(ArgumentosDeLaOrden(nombre: nombre, resto: Array(resto.dropFirst()), valores: suyos))
        raiz = suyos["--raiz"]
    }

    package static func uso(_ ordenes: [DefinicionDeOrden]) -> String {
        """
        Uso: swift run marcador [<orden>] [opciones]

        Órdenes:
        \(ordenes.map(\.ayuda).joined(separator: "\n"))

        Opciones:
          --raiz DIR                   la carpeta del paquete (si no, la primera con Package.swift hacia arriba)
          --ayuda, --help, -h, ayuda   esta ayuda

        Códigos de salida: 0 bien, 1 algo ha fallado, 2 la herramienta no ha podido ejecutarse.
        """
    }
}
