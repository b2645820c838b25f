/// Lo que mide `MedidorDeMutantes` de unos pasos de pruebas de una vez.
package struct MedicionDeMutantes: Equatable, Sendable {
    package var pasos: [String: MedicionDePruebas] = [:]
    package var errores: [String] = []      // si el paquete no compila por algo que no es de esos pasos: sus líneas `error:`
    package var cortada = false             // alguna ejecución pasó del límite de tiempo

    package init(pasos: [String: MedicionDePruebas] = [:], errores: [String] = [], cortada: Bool = false) {
        self.pasos = pasos
        self.errores = errores
        self.cortada = cortada
    }
}
