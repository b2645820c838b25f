/// El CRC-32 de ZIP (el de IEEE 802.3, polinomio 0xEDB88320 reflejado), a mano: en Linux, Foundation no trae
/// zlib ni ninguna API de ZIP.
enum CRC32 {
    private static let tabla: [UInt32] = (0..<256).map { indice in
        var valor = UInt32(indice)
        for _ in 0..<8 { valor = valor & 1 == 1 ? 0xEDB8_8320 ^ (valor >> 1) : valor >> 1 }
        return valor
    }

    static func de<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = tabla[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
