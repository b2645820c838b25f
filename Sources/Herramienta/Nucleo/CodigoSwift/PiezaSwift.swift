/// Un trozo de código Swift con su sitio exacto en el texto: lo que leen los operadores de mutación para
/// encontrar dónde sembrar un fallo, sin importar cómo esté formateado el código.
package struct PiezaSwift: Equatable, Sendable {
    package enum Clase: Equatable, Sendable {
        case palabra        // identificadores y palabras clave: `func`, `uiState`, `self`
        case cadena         // un literal de cadena entero, con sus comillas y sus interpolaciones
        case numero
        case signo          // ( ) [ ] { } , : ; .
        case operador       // = == -> ? ! && …
        case atributo       // @MainActor, #if
    }

    package let clase: Clase
    package let texto: String
    package let inicio: Int             // desplazamiento en bytes UTF-8 del texto entero
    package let fin: Int
    package let linea: Int              // desde 1
    package let pegada: Bool            // sin espacio, salto de línea ni comentario delante

    package func es(_ texto: String) -> Bool { self.texto == texto && clase != .cadena }
}
