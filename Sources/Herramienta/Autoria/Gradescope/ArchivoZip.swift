import Foundation
import HerramientaNucleo

/// Un ZIP sin comprimir («stored», método 0), escrito a mano: lo que hace falta para el paquete de Gradescope
/// sin depender de `zip` (no está en todas las imágenes de Linux) ni de Python (no viene en macOS). Es
/// determinista: las entradas en orden, con la fecha fija del 1-1-1980, y el modo de Unix (el bit de ejecución
/// de run_autograder y setup.sh) en los atributos externos. Sin ZIP64: hasta 65 535 entradas y 4 GB.
struct ArchivoZip {
    struct Entrada: Equatable {
        let ruta: String
        let datos: Data
        var ejecutable = false
    }

    private(set) var entradas: [Entrada] = []

    mutating func anadir(_ ruta: String, _ datos: Data, ejecutable: Bool = false) {
        entradas.append(Entrada(ruta: ruta, datos: datos, ejecutable: ejecutable))
    }

    /// El fichero entero: cada entrada con su cabecera local, el directorio central y su final.
    func datos() throws(ErrorDeLaHerramienta) -> Data {
        let ordenadas = entradas.sorted { $0.ruta < $1.ruta }
        guard ordenadas.count < 0xFFFF else { throw .entorno("El ZIP tendría \(ordenadas.count) ficheros: sin ZIP64, caben 65 534.") }
        var archivo = Data()
        var central = Data()
        for entrada in ordenadas {
            let nombre = Data(entrada.ruta.utf8)
            guard archivo.count < 0xFFFF_FFFF - entrada.datos.count - 30 - nombre.count else {
                throw .entorno("El ZIP pasaría de 4 GB: sin ZIP64, no cabe.")
            }
            let crc = CRC32.de(entrada.datos)
            let desplazamiento = UInt32(archivo.count)
            // Cabecera local: firma, versión 1.0, bit 11 (nombres en UTF-8), sin comprimir, fecha, CRC y tamaños.
            archivo.anadir32(0x0403_4B50)
            archivo.anadir16(10); archivo.anadir16(0x0800); archivo.anadir16(0)
            archivo.anadir16(0); archivo.anadir16(Self.fecha)
            archivo.anadir32(crc); archivo.anadir32(UInt32(entrada.datos.count)); archivo.anadir32(UInt32(entrada.datos.count))
            archivo.anadir16(UInt16(nombre.count)); archivo.anadir16(0)
            archivo.append(nombre)
            archivo.append(entrada.datos)
            // Su entrada en el directorio central: «hecho en Unix» (3), para que se lea el modo.
            central.anadir32(0x0201_4B50)
            central.anadir16(3 << 8 | 20); central.anadir16(10); central.anadir16(0x0800); central.anadir16(0)
            central.anadir16(0); central.anadir16(Self.fecha)
            central.anadir32(crc); central.anadir32(UInt32(entrada.datos.count)); central.anadir32(UInt32(entrada.datos.count))
            central.anadir16(UInt16(nombre.count)); central.anadir16(0); central.anadir16(0)
            central.anadir16(0); central.anadir16(0)
            central.anadir32(UInt32(entrada.ejecutable ? 0o100755 : 0o100644) << 16)
            central.anadir32(desplazamiento)
            central.append(nombre)
        }
        let inicioDelCentral = UInt32(archivo.count)
        archivo.append(central)
        archivo.anadir32(0x0605_4B50)
        archivo.anadir16(0); archivo.anadir16(0)
        archivo.anadir16(UInt16(ordenadas.count)); archivo.anadir16(UInt16(ordenadas.count))
        archivo.anadir32(UInt32(central.count)); archivo.anadir32(inicioDelCentral)
        archivo.anadir16(0)
        return archivo
    }

    /// 1-1-1980 en formato MS-DOS: (año − 1980) << 9 | mes << 5 | día.
    private static let fecha: UInt16 = 0 << 9 | 1 << 5 | 1
}

extension Data {
    /// En little-endian, como todo en ZIP.
    mutating func anadir16(_ valor: UInt16) {
        append(UInt8(valor & 0xFF)); append(UInt8(valor >> 8))
    }

    mutating func anadir32(_ valor: UInt32) {
        anadir16(UInt16(valor & 0xFFFF)); anadir16(UInt16(valor >> 16))
    }
}
