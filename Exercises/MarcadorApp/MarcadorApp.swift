// MarcadorApp, el target de la app del curso. Aquí la app va en un módulo por capa, y este módulo los
// reexporta: así compila tal cual el `@testable import MarcadorApp` de las pruebas de las lecciones. Lo
// importan solo las pruebas; lo interno de cada módulo lo abren los `@testable import` que trae su esqueleto.
@_exported import ArbitrosData
@_exported import ArbitrosDomain
@_exported import ArbitrosUI
@_exported import Core
@_exported import CoreNetwork
@_exported import CronicaData
@_exported import CronicaDomain
@_exported import CronicaUI
@_exported import MarcadorData
@_exported import MarcadorDomain
@_exported import MarcadorUI
