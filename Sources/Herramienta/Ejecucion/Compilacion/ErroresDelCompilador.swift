import Foundation
import HerramientaNucleo

/// Las líneas `error:` del compilador que importan a quien aprende: con la ruta relativa al paquete,
/// sin repetir y, si hay alguna en Exercises/, solo esas. El resto del registro (avisos, notas,
/// el código citado, el progreso de la compilación) no se enseña nunca.
package struct ErroresDelCompilador {
    package let errores: [String]       // «ruta:línea:columna: error: mensaje», relativas al paquete
    let raiz: String

    static let maximo = 8

    /// - Parameter lineas: las líneas con «: error:» del registro de `swift build`.
    package init(lineas: [String], raiz: String) {
        let prefijo = raiz.hasSuffix("/") ? raiz : raiz + "/"
        self.raiz = prefijo
        var vistos: Set<String> = []
        errores = lineas
            .map { $0.hasPrefix(prefijo) ? String($0.dropFirst(prefijo.count)) : $0 }
            .filter { vistos.insert($0).inserted }
    }

    package var deEjercicios: [String] { errores.filter { $0.hasPrefix("Exercises/") } }

    /// Los ficheros de Exercises/ que no compilan, como los nombra el catálogo (sin «Exercises/»).
    package var ficherosDeEjercicios: Set<String> {
        Set(deEjercicios.compactMap { linea in
            linea.split(separator: ":").first.map { String($0.dropFirst("Exercises/".count)) }
        })
    }

    /// Qué hacer ante los errores que salen al pegar un bloque de la lección con una llave de más o de
    /// menos: el mensaje del compilador dice dónde, pero no por qué.
    package var consejos: [String] {
        let mensajes = (deEjercicios.isEmpty ? errores : deEjercicios).joined(separator: "\n")
        var consejos: [String] = []
        if mensajes.contains("extraneous '}' at top level") {
            consejos.append("→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).")
            consejos.append("  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.")
        }
        if mensajes.contains("expected '}' in") {
            consejos.append("→ Falta una «}»: alguna «{» de la región no se cierra dentro de ella. Ciérrala antes de «// MARK: FIN EJERCICIO».")
        }
        if mensajes.contains("no such module 'MarcadorApp'") {
            consejos.append("→ En el kit no hay un módulo MarcadorApp: la app está en un módulo por capa. Cambia «@testable import MarcadorApp»")
            consejos.append("  por los import que trae el fichero fuera de las marcas (p. ej. «@testable import ArbitrosUI»).")
        }
        if mensajes.contains("invalid redeclaration of") {
            consejos.append("→ Algo está declarado dos veces: ¿has pegado el bloque fuera de su región (o dentro de la clase, si la región")
            consejos.append("  está en la extension de abajo)? Escribe solo entre «// MARK: EJERCICIO» y «// MARK: FIN EJERCICIO», y borra lo de fuera.")
        }
        for (nombre, sitio) in sinPackage(en: mensajes).prefix(3) {
            consejos.append("→ \(nombre) está en \(sitio) sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro")
            consejos.append("  lleva «package» delante (la lección es un solo módulo y no lo lleva). Escribe «package» antes de su declaración.")
        }
        return consejos
    }

    /// Los nombres que el compilador no encuentra («cannot find 'X' in scope») y que sí están declarados en
    /// Exercises/, pero sin `package` ni `public`: lo que pasa al pegar tal cual un bloque de la lección.
    private func sinPackage(en mensajes: String) -> [(nombre: String, sitio: String)] {
        var nombres: [String] = []
        for coincidencia in mensajes.matches(of: /cannot find (?:type )?'(\w+)' in scope/) where !nombres.contains(String(coincidencia.output.1)) {
            nombres.append(String(coincidencia.output.1))
        }
        let declaraciones = nombres.compactMap { nombre in
            (try? Regex("^(?:(?:final|nonisolated|@\\w+)\\s+)*(?:struct|class|enum|protocol|actor|func|var|let|typealias)\\s+\(nombre)\\b"))
                .map { (nombre, $0) }
        }
        guard !declaraciones.isEmpty else { return [] }
        let ejercicios = URL(fileURLWithPath: raiz).appending(path: "Exercises")
        var encontrados: [(String, String)] = []
        for fichero in Arbol.ficheros(en: ejercicios).sorted() where fichero.hasSuffix(".swift") {
            guard let texto = try? String(contentsOf: ejercicios.appending(path: fichero), encoding: .utf8) else { continue }
            for (numero, linea) in texto.components(separatedBy: "\n").enumerated() {
                let limpia = linea.trimmingCharacters(in: .whitespaces)
                guard !limpia.hasPrefix("//"), !limpia.contains("package "), !limpia.contains("public ") else { continue }
                for (nombre, declaracion) in declaraciones where !encontrados.contains(where: { $0.0 == nombre }) && limpia.contains(declaracion) {
                    encontrados.append((nombre, "Exercises/\(fichero):\(numero + 1)"))
                }
            }
        }
        return encontrados
    }

    /// Lo que se enseña: los de Exercises/ o, si no hay, los demás (unas pruebas que ya no encajan
    /// con el código: un nombre o una firma cambiados). El mismo mensaje en varios sitios sale una
    /// vez, con la cuenta; como mucho `maximo` líneas.
    package var resumen: [String] {
        var mensajes: [String] = []
        var primeras: [String: String] = [:]
        var veces: [String: Int] = [:]
        for linea in deEjercicios.isEmpty ? errores : deEjercicios {
            let mensaje = linea.range(of: ": error: ").map { String(linea[$0.upperBound...]) } ?? linea
            if primeras[mensaje] == nil {
                mensajes.append(mensaje)
                primeras[mensaje] = linea
            }
            veces[mensaje, default: 0] += 1
        }
        let lineas = mensajes.map { mensaje in
            let otras = (veces[mensaje] ?? 1) - 1
            return (primeras[mensaje] ?? mensaje) + (otras == 0 ? "" : otras == 1 ? " (y 1 vez más)" : " (y \(otras) veces más)")
        }
        let sobran = lineas.count - Self.maximo
        return Array(lineas.prefix(Self.maximo)) + (sobran <= 0 ? [] : sobran == 1 ? ["… y 1 error más"] : ["… y \(sobran) errores más"])
    }
}
