/// Trocea un fichero Swift en piezas con su posición. Se salta los comentarios (anidados incluidos) y deja
/// cada literal de cadena en una sola pieza, con sus interpolaciones dentro: un paréntesis o una llave en
/// un texto no cuentan. No entiende los literales de expresión regular `/…/` (su `/` sale como operador).
package struct TroceadorSwift {
    private let bytes: [UInt8]
    private var i = 0
    private var linea = 1
    private var pegada = false

    private init(_ texto: String) {
        bytes = Array(texto.utf8)
    }

    package static func piezas(de texto: String) -> [PiezaSwift] {
        var troceador = TroceadorSwift(texto)
        return troceador.leer()
    }

    private mutating func leer() -> [PiezaSwift] {
        var piezas: [PiezaSwift] = []
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A { linea += 1; i += 1; pegada = false; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; pegada = false; continue }
            if c == 0x2F, siguiente(1) == 0x2F || siguiente(1) == 0x2A { saltarComentario(); pegada = false; continue }

            let inicio = i
            let lineaDeInicio = linea
            let clase: PiezaSwift.Clase
            if c == 0x22 || (c == 0x23 && esInicioDeCadenaCruda()) {
                saltarCadena()
                clase = .cadena
            } else if esLetra(c) || c == 0x24 {
                i += 1
                while i < bytes.count, esLetra(bytes[i]) || esDigito(bytes[i]) { i += 1 }
                clase = .palabra
            } else if c == 0x60 {   // `identificador`
                i += 1
                while i < bytes.count, bytes[i] != 0x60, bytes[i] != 0x0A { i += 1 }
                if i < bytes.count, bytes[i] == 0x60 { i += 1 }
                clase = .palabra
            } else if c == 0x40 || c == 0x23, i + 1 < bytes.count, esLetra(bytes[i + 1]) {
                i += 1
                while i < bytes.count, esLetra(bytes[i]) || esDigito(bytes[i]) { i += 1 }
                clase = .atributo
            } else if esDigito(c) {
                i += 1
                while i < bytes.count, esLetra(bytes[i]) || esDigito(bytes[i])
                    || (bytes[i] == 0x2E && i + 1 < bytes.count && esDigito(bytes[i + 1])) { i += 1 }
                clase = .numero
            } else if "()[]{},:;.\\#".utf8.contains(c) {
                i += 1
                clase = .signo
            } else if esOperador(c) {
                // `x?.y`, `x!`, `as?`: el ? o el ! pegados a lo anterior van solos.
                i += 1
                if !(pegada && (c == 0x3F || c == 0x21)) {
                    while i < bytes.count, esOperador(bytes[i]),
                          !(bytes[i] == 0x2F && (siguiente(1) == 0x2F || siguiente(1) == 0x2A)) { i += 1 }
                }
                clase = .operador
            } else {
                i += 1      // un byte suelto que no es Swift: no forma pieza
                pegada = false
                continue
            }
            piezas.append(PiezaSwift(clase: clase, texto: String(decoding: bytes[inicio..<i], as: UTF8.self),
                                     inicio: inicio, fin: i, linea: lineaDeInicio, pegada: pegada))
            pegada = true
        }
        return piezas
    }

    // MARK: - Cadenas

    private func esInicioDeCadenaCruda() -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == 0x23 { j += 1 }
        return j < bytes.count && bytes[j] == 0x22
    }

    /// Avanza hasta después del literal que empieza en `i`, interpolaciones incluidas.
    private mutating func saltarCadena() {
        var almohadillas = 0
        while i < bytes.count, bytes[i] == 0x23 { almohadillas += 1; i += 1 }
        let multilinea = siguiente(0) == 0x22 && siguiente(1) == 0x22 && siguiente(2) == 0x22
        i += multilinea ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A {
                linea += 1
                i += 1
                if !multilinea { return }   // cadena sin cerrar: no seguir comiendo el fichero
                continue
            }
            if c == 0x5C, almohadillasSeguidas(desde: i + 1) >= almohadillas {
                i += 1 + almohadillas
                if i < bytes.count, bytes[i] == 0x28 {
                    i += 1
                    saltarCodigoHastaCerrarParentesis()
                } else if i < bytes.count {
                    if bytes[i] == 0x0A { linea += 1 }
                    i += 1
                }
                continue
            }
            if c == 0x22 {
                let comillas = multilinea ? 3 : 1
                if (0..<comillas).allSatisfy({ siguiente($0) == 0x22 }), almohadillasSeguidas(desde: i + comillas) >= almohadillas {
                    i += comillas + almohadillas
                    return
                }
            }
            i += 1
        }
    }

    /// El código de una interpolación `\( … )`: hasta su paréntesis de cierre, con cadenas y comentarios dentro.
    private mutating func saltarCodigoHastaCerrarParentesis() {
        var abiertos = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A { linea += 1; i += 1; continue }
            if c == 0x2F, siguiente(1) == 0x2F || siguiente(1) == 0x2A { saltarComentario(); continue }
            if c == 0x22 || (c == 0x23 && esInicioDeCadenaCruda()) { saltarCadena(); continue }
            i += 1
            if c == 0x28 { abiertos += 1 }
            if c == 0x29 {
                if abiertos == 0 { return }
                abiertos -= 1
            }
        }
    }

    private func almohadillasSeguidas(desde inicio: Int) -> Int {
        var j = inicio
        while j < bytes.count, bytes[j] == 0x23 { j += 1 }
        return j - inicio
    }

    // MARK: - Comentarios

    private mutating func saltarComentario() {
        if siguiente(1) == 0x2F {
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            return
        }
        var nivel = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, siguiente(1) == 0x2A { nivel += 1; i += 2; continue }
            if bytes[i] == 0x2A, siguiente(1) == 0x2F {
                nivel -= 1
                i += 2
                if nivel == 0 { return }
                continue
            }
            if bytes[i] == 0x0A { linea += 1 }
            i += 1
        }
    }

    // MARK: - Ayudas

    private func siguiente(_ desplazamiento: Int) -> UInt8? {
        i + desplazamiento < bytes.count ? bytes[i + desplazamiento] : nil
    }

    private func esLetra(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    private func esDigito(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private func esOperador(_ c: UInt8) -> Bool { "/=-+!*%<>&|^~?".utf8.contains(c) }
}
