/// Lo que mide `MedidorDeMutantes` de unos pasos de pruebas de una vez.
struct MedicionDeMutantes: Equatable, Sendable {
    var pasos: [String: MedicionDePruebas] = [:]
    var errores: [String] = []      // si el paquete no compila por algo que no es de esos pasos: sus líneas `error:`
    var cortada = false             // alguna ejecución pasó del límite de tiempo
}
