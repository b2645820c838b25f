// `swift run carrito`: un ejemplo de la lección «El ViewModel y el hilo principal».
// Su código está en EjemploCarrito/CarritoViewModel.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploCarrito

ejecutar()
