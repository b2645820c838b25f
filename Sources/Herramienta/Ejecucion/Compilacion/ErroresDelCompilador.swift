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

    /// Dónde está cada error de Exercises/: el fichero como lo nombra el catálogo y la línea, desde 1.
    package var sitiosDeEjercicios: [(fichero: String, linea: Int)] {
        deEjercicios.compactMap { error in
            let partes = error.split(separator: ":", maxSplits: 2)
            guard partes.count == 3, let linea = Int(partes[1]) else { return nil }
            return (String(partes[0].dropFirst("Exercises/".count)), linea)
        }
    }

    /// Qué hacer ante los errores que salen al teclear un bloque de la lección con los deslices de siempre
    /// (una llave de más o de menos, sin `package`, el init dentro del struct): el mensaje del compilador
    /// dice dónde, pero no por qué, y a menudo lo dice en otro fichero. Los que no llevan consejo, y por
    /// qué basta su mensaje, en docs/aprendices.md («Si no compila»).
    package var consejos: [String] {
        let causas = causas
        let mensajes = causas.joined(separator: "\n")
        var consejos: [String] = []
        if mensajes.contains("extraneous '}' at top level") {
            consejos.append("→ Sobra una «}»: lo pegado cierra algo que ya se cierra fuera de las marcas (¿la «}» final de la clase?).")
            consejos.append("  Bórrala: cada «{» de la región se cierra dentro de ella, y lo de fuera de las marcas ya está escrito.")
            let arrastrados = (deEjercicios.isEmpty ? errores : deEjercicios).count - causas.count
            if arrastrados > 0 {
                consejos.append("  " + (arrastrados == 1 ? "El otro error de ese fichero viene" : "Los otros \(arrastrados) errores de ese fichero vienen")
                    + " de ahí: no los persigas antes de borrarla.")
            }
        }
        if mensajes.contains("expected '}' in") || mensajes.contains("expected '}' at end of") {
            consejos.append("→ Falta una «}»: alguna «{» de la región no se cierra dentro de ella. Ciérrala antes de «// MARK: FIN EJERCICIO».")
        }
        // Un módulo de la app que importa MarcadorApp: sin MarcadorApp compilado no lo encuentra y, con él, es un ciclo.
        if mensajes.contains("no such module 'MarcadorApp'") || mensajes.contains(/circular dependency between modules '\w+' and 'MarcadorApp'/) {
            consejos.append("→ MarcadorApp solo lo importan las pruebas: el código de la app no puede importarlo (las dependencias van en un")
            consejos.append("  solo sentido). Importa el módulo de la capa que usas, como los import que trae el fichero (p. ej. «import ArbitrosDomain»).")
        }
        if mensajes.contains("invalid redeclaration of") {
            consejos.append("→ Algo está declarado dos veces: ¿has pegado el bloque fuera de su región (o dentro de la clase, si la región")
            consejos.append("  está en la extension de abajo)? Escribe solo entre «// MARK: EJERCICIO» y «// MARK: FIN EJERCICIO», y borra lo de fuera.")
        }
        let declaraciones = DeclaracionesDeEjercicios(raiz: URL(fileURLWithPath: raiz))
        for declaracion in sinPackage(en: causas, declaraciones).prefix(3) {
            consejos.append("→ \(declaracion.nombre) está en \(declaracion.sitio) sin «package»: en el kit cada capa es un módulo, y lo que se usa desde otro")
            consejos.append("  lleva «package» delante (la lección es un solo módulo y no lo lleva). Escribe «package» antes de su declaración.")
        }
        for (declaracion, modulo, importar) in sinImportar(en: causas, declaraciones).prefix(2) {
            consejos.append("→ \(declaracion.nombre) es del módulo \(modulo) (\(declaracion.sitio)), y el fichero del error no lo importa:")
            consejos.append("  escribe «\(importar) \(modulo)» arriba, con los otros import.")
        }
        for (escrito, declaracion) in conOtrasMayusculas(en: causas, declaraciones).prefix(2) {
            consejos.append("→ \(escrito) no existe: se escribe \(declaracion.nombre) (\(declaracion.sitio)). Swift distingue mayúsculas y minúsculas.")
        }
        for tipo in sinInitDeMiembros(en: causas, declaraciones).prefix(1) {
            guard let (linea, firma) = tipo.initDentro else { continue }
            consejos.append("→ \(tipo.nombre) ya no tiene el init de miembro a miembro (el que Swift escribe solo): su \(firma) está dentro del")
            consejos.append("  struct, en Exercises/\(tipo.fichero):\(linea), y un init escrito dentro lo quita. Sácalo a una «extension \(tipo.nombre) { … }»")
            consejos.append("  debajo del struct, como en la lección: así \(tipo.nombre) tiene los dos.")
        }
        return consejos
    }

    /// Los errores que cuentan como causa: tras una llave de más o de menos, los demás de ese fichero son
    /// consecuencia suya (lo de después queda fuera de su tipo), y sus consejos llevarían a otro sitio.
    private var causas: [String] {
        let base = deEjercicios.isEmpty ? errores : deEjercicios
        let llaves = { (error: String) in
            ["extraneous '}' at top level", "expected '}' in", "expected '}' at end of"].contains { error.contains($0) }
        }
        let descuadrados = Set(base.filter(llaves).compactMap(Self.ruta))
        return base.filter { llaves($0) || !descuadrados.contains(Self.ruta($0) ?? "") }
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
