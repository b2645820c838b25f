// `swift run libro-dto`: un ejemplo de la lección «Red: HTTP, JSON y URLSession».
// Su código está en EjemploLibroDTO/LibroDTO.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploLibroDTO

ejecutar()
