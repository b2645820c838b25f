// `swift run album`: un ejemplo de la lección «Red: HTTP, JSON y URLSession».
// Su código está en EjemploAlbum/PedirAlbum.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploAlbum
import ApoyoDeLosEjemplos

// El servidor sale de MARCADOR_SERVIDOR (por ejemplo, uno local en una clase sin internet);
// sin esa variable, JSONPlaceholder, como en la lección.
await ejecutar(servidor: Servidor.base())
