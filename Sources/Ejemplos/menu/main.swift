// `swift run menu`: un ejemplo de la lección «Dos fuentes: el almacén y el repositorio».
// Su código está en EjemploMenu/Menu.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploMenu

try await ejecutar()
