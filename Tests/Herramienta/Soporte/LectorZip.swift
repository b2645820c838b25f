import Foundation

/// Lee un ZIP sin comprimir como lo haría unzip: del final al directorio central, y de cada entrada a su
/// cabecera local, comprobando que las dos dicen lo mismo y que el CRC-32 cuadra. Solo para las pruebas del
/// paquete de Gradescope: no descomprime (el kit escribe solo «stored»).
package struct LectorZip {
    package struct Entrada: Equatable {
        package let ruta: String
        package let datos: Data
        package let modo: UInt32        // el de Unix, de los atributos externos
    }

    package let entradas: [Entrada]

    package init(_ datos: Data) throws {
        let bytes = [UInt8](datos)
        func u16(_ i: Int) throws -> Int {
            guard i + 2 <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            return Int(bytes[i]) | Int(bytes[i + 1]) << 8
        }
        func u32(_ i: Int) throws -> Int { try u16(i) | u16(i + 2) << 16 }
        let fin = bytes.count - 22
        guard fin >= 0, try u32(fin) == 0x0605_4B50 else { throw CocoaError(.fileReadCorruptFile, userInfo: ["falta": "el final del directorio central"]) }
        let total = try u16(fin + 10)
        var posicion = try u32(fin + 16)
        var entradas: [Entrada] = []
        for _ in 0..<total {
            guard try u32(posicion) == 0x0201_4B50, try u16(posicion + 10) == 0 else { throw CocoaError(.fileReadCorruptFile) }
            let crc = try u32(posicion + 16), tamano = try u32(posicion + 24), largo = try u16(posicion + 28)
            let extra = try u16(posicion + 30), comentario = try u16(posicion + 32)
            let modo = UInt32(try u32(posicion + 38)) >> 16
            let local = try u32(posicion + 42)
            let ruta = String(decoding: bytes[(posicion + 46)..<(posicion + 46 + largo)], as: UTF8.self)
            guard try u32(local) == 0x0403_4B50, try u32(local + 14) == crc, try u32(local + 22) == tamano, try u16(local + 26) == largo,
                  String(decoding: bytes[(local + 30)..<(local + 30 + largo)], as: UTF8.self) == ruta
            else { throw CocoaError(.fileReadCorruptFile, userInfo: ["cabecera local distinta": ruta]) }
            let inicio = local + 30 + largo + (try u16(local + 28))
            let contenido = Data(bytes[inicio..<(inicio + tamano)])
            guard Self.crc32(contenido) == crc else { throw CocoaError(.fileReadCorruptFile, userInfo: ["CRC": ruta]) }
            entradas.append(Entrada(ruta: ruta, datos: contenido, modo: modo))
            posicion += 46 + largo + extra + comentario
        }
        self.entradas = entradas
    }

    package subscript(ruta: String) -> Entrada? { entradas.first { $0.ruta == ruta } }

    /// Bit a bit, sin tabla: otra implementación que la del kit, para no dar por bueno su mismo error.
    static func crc32(_ datos: Data) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in datos {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return Int(crc ^ 0xFFFF_FFFF)
    }
}
