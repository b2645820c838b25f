import ArbitrosDomain
import Core
import Foundation

// MARK: EJERCICIO dos-fuentes-almacen/1
// Dos fuentes: el almacén y el repositorio · Paso 1 · El almacén de los árbitros
// Primero, que Arbitro se pueda guardar como JSON: una palabra en su declaración, en Arbitros/Domain/Arbitro.swift.
// Después, AlmacenDeArbitros: un struct con url, predeterminado (arbitros.json en Documents), guardar(_:)
// sin estropear el fichero anterior si falla a medias, cargar(), que da una lista vacía si el fichero
// falta o está roto, y borrar(), sin quejarse.
// Comprueba: swift run marcador comprobar dos-fuentes-almacen/1 · Pista: swift run marcador pista dos-fuentes-almacen/1
struct AlmacenDeArbitros {
    let url: URL

    static let predeterminado = AlmacenDeArbitros(url: .documentsDirectory)

    func guardar(_ arbitros: [Arbitro]) throws {}

    func cargar() -> [Arbitro] {
        []
    }

    func borrar() {}
}
// MARK: FIN EJERCICIO
