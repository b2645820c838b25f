import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// El URLProtocol que desvía a `ServidorFalso` las peticiones dirigidas a sus hosts, las de `servidor.sesion`.
class ProtocoloDelServidorFalso: URLProtocol {
    /// Por qué sesión llegan las peticiones que atiende esta clase.
    class var sesion: ServidorFalso.Sesion { .delServidor }

    override class func canInit(with request: URLRequest) -> Bool {
        ServidorFalso.servidor(para: request.url) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let servidor = ServidorFalso.servidor(para: url) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let peticion = ServidorFalso.Peticion(
            metodo: request.httpMethod ?? "GET",
            url: url,
            cabeceras: request.allHTTPHeaderFields ?? [:],
            cuerpo: request.httpBody ?? request.httpBodyStream.map(Self.leer),
            sesion: Self.sesion
        )
        switch servidor.atender(peticion) {
        case let .fallo(codigo):
            client?.urlProtocol(self, didFailWithError: URLError(codigo))
        case let .http(estado, cabeceras, cuerpo):
            let respuesta = HTTPURLResponse(url: url, statusCode: estado, httpVersion: "HTTP/1.1", headerFields: cabeceras)!
            client?.urlProtocol(self, didReceive: respuesta, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: cuerpo)
            client?.urlProtocolDidFinishLoading(self)
        case let .sinHTTP(cuerpo):
            let respuesta = URLResponse(url: url, mimeType: "application/json", expectedContentLength: cuerpo.count, textEncodingName: nil)
            client?.urlProtocol(self, didReceive: respuesta, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: cuerpo)
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}

    // En Linux el cuerpo de un POST a veces llega como flujo y no como `httpBody`.
    private static func leer(_ flujo: InputStream) -> Data {
        flujo.open()
        defer { flujo.close() }
        var datos = Data()
        var trozo = [UInt8](repeating: 0, count: 4096)
        while flujo.hasBytesAvailable {
            let leidos = flujo.read(&trozo, maxLength: trozo.count)
            guard leidos > 0 else { break }
            datos.append(trozo, count: leidos)
        }
        return datos
    }
}
