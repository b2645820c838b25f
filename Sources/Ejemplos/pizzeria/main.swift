// `swift run pizzeria`: un ejemplo de la lección «Casos de uso: cuándo sí y cuándo sobran».
// Su código está en EjemploPizzeria/PrepararPedido.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploPizzeria

ejecutar()
