import Foundation
import MarcadorHerramientas

exit(Herramienta.ejecutar(Array(CommandLine.arguments.dropFirst())))
