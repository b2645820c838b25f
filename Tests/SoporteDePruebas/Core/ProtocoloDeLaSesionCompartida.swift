import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// El mismo desvío, registrado en `URLSession.shared` (`URLProtocol.registerClass` solo afecta a esa
// sesión): otra clase para que el servidor sepa qué peticiones no usaron la sesión que se le dio al código.
final class ProtocoloDeLaSesionCompartida: ProtocoloDelServidorFalso {
    override class var sesion: ServidorFalso.Sesion { .compartida }
}
