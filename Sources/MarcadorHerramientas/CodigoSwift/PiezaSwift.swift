/// Un trozo de código Swift con su sitio exacto en el texto: lo que leen los operadores de mutación para
/// encontrar dónde sembrar un fallo, sin importar cómo esté formateado el código.
struct PiezaSwift: Equatable, Sendable {
    enum Clase: Equatable, Sendable {
        case palabra        // identificadores y palabras clave: `func`, `uiState`, `self`
        case cadena         // un literal de cadena entero, con sus comillas y sus interpolaciones
        case numero
        case signo          // ( ) [ ] { } , : ; .
        case operador       // = == -> ? ! && …
        case atributo       // @MainActor, #if
    }

    let clase: Clase
    let texto: String
    let inicio: Int             // desplazamiento en bytes UTF-8 del texto entero
    let fin: Int
    let linea: Int              // desde 1
    let pegada: Bool            // sin espacio, salto de línea ni comentario delante

    func es(_ texto: String) -> Bool { self.texto == texto && clase != .cadena }
}
