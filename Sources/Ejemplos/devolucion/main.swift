// `swift run devolucion`: un ejemplo de la lección «Casos de uso: cuándo sí y cuándo sobran».
// Su código está en EjemploDevolucion/AvisarDevolucion.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploDevolucion

ejecutar()
