// `swift run recetas`: un ejemplo de la lección «Red en Marcador: la lista de árbitros».
// Su código está en EjemploRecetas/RecetasViewModel.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploRecetas

await ejecutar()
