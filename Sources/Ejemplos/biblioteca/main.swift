// `swift run biblioteca`: un ejemplo de la lección «Red en Marcador: la lista de árbitros».
// Su código está en EjemploBiblioteca/LibrosViewModel.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploBiblioteca

await ejecutar()
