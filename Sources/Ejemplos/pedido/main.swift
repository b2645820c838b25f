// `swift run pedido`: un ejemplo de la lección «El ViewModel y el hilo principal».
// Su código está en EjemploPedido/PedidoViewModel.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploPedido

ejecutar()
