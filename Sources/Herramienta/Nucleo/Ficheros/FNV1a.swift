/// FNV-1a de 64 bits en hexadecimal: una huella rápida (también en debug, que es como se compila la
/// herramienta) para saber si un texto ha cambiado. No protege de nadie: para eso, SHA256.
package enum FNV1a {
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var valor: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { valor = (valor ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let cifras = String(valor, radix: 16)
        return String(repeating: "0", count: 16 - cifras.count) + cifras
    }
}
