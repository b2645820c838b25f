/// Un sitio donde el código usa algo de VocabularioProhibido.
package struct UsoProhibido: Equatable, Sendable {
    package let texto: String       // tal como se busca: `dup2`, `@_cdecl`, `/proc`
    package let linea: Int          // desde 1
    package let motivo: String
}
