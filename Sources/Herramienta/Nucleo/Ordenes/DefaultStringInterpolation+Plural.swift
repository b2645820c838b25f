/// Singular o plural según un número, en cualquier texto de la herramienta: con 1, singular; con lo demás
/// (también 0), plural. Así ningún mensaje dice «1 ficheros», «fichero(s)» ni «faltan 1 de 11».
extension DefaultStringInterpolation {
    /// El número con su nombre: «\(3, "fichero")» es «3 ficheros» y «\(1, "error", "errores")», «1 error».
    /// Sin plural, es el singular con una «s».
    package mutating func appendInterpolation(_ cuantos: Int, _ singular: String, _ plural: String? = nil) {
        appendLiteral("\(cuantos) " + Self.forma(cuantos, singular, plural))
    }

    /// Solo la palabra que concuerda con el número, sin él: «\(concuerda: n, "falta", "faltan") \(n) de 11».
    package mutating func appendInterpolation(concuerda cuantos: Int, _ singular: String, _ plural: String) {
        appendLiteral(Self.forma(cuantos, singular, plural))
    }

    /// «ninguno de los 3 fallos sembrados» y, si solo hay uno, «el único fallo sembrado» (nunca «ninguno de los 1»).
    package mutating func appendInterpolation(ningunoDe cuantos: Int, _ singular: String, _ plural: String? = nil) {
        appendLiteral(cuantos == 1 ? "el único \(singular)" : "ninguno de los \(cuantos) \(Self.forma(cuantos, singular, plural))")
    }

    private static func forma(_ cuantos: Int, _ singular: String, _ plural: String?) -> String {
        cuantos == 1 ? singular : plural ?? singular + "s"
    }
}
