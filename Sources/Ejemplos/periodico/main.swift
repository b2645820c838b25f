// `swift run periodico`: un ejemplo de la lección «Dos fuentes: el almacén y el repositorio».
// Su código está en EjemploPeriodico/Periodico.swift:
// así las pruebas lo ejecutan en su propio proceso, sin lanzar este programa.
import EjemploPeriodico

await ejecutar()
