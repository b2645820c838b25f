import Foundation
#if canImport(FoundationXML)
import FoundationXML   // en Linux XMLParser vive aquí; en macOS, en Foundation
#endif

/// Un elemento XML leído con XMLParser: su nombre (con el prefijo, «xs:element»), sus atributos, sus hijos y
/// el texto que tiene directamente dentro. `leer` falla si el documento no está bien formado.
package final class NodoXML {
    package let nombre: String
    package let atributos: [String: String]
    package private(set) var hijos: [NodoXML] = []
    package private(set) var texto = ""

    package init(nombre: String, atributos: [String: String]) {
        self.nombre = nombre
        self.atributos = atributos
    }

    package struct MalFormado: Error, CustomStringConvertible {
        package let description: String
    }

    package static func leer(_ datos: Data) throws(MalFormado) -> NodoXML {
        let lector = XMLParser(data: datos)
        let constructor = Constructor()
        lector.delegate = constructor
        // En Linux, parse() devuelve true con algunas etiquetas mal cerradas: el error queda en parserError.
        guard lector.parse(), lector.parserError == nil, let raiz = constructor.raiz else {
            throw MalFormado(description: "XML mal formado en la línea \(lector.lineNumber): \(lector.parserError.map { "\($0)" } ?? "sin raíz")")
        }
        return raiz
    }

    private final class Constructor: NSObject, XMLParserDelegate {
        var raiz: NodoXML?
        var abiertos: [NodoXML] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                    attributes attributeDict: [String: String] = [:]) {
            let nodo = NodoXML(nombre: elementName, atributos: attributeDict)
            if let padre = abiertos.last { padre.hijos.append(nodo) } else { raiz = nodo }
            abiertos.append(nodo)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = abiertos.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            abiertos.last?.texto += string
        }
    }
}
