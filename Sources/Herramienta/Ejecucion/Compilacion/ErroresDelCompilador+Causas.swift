import Foundation
import HerramientaNucleo

/// Las causas de un error que están en otro sitio que el error: lo que se lee de Exercises/
/// (`DeclaracionesDeEjercicios`) y de la línea de código del error para dar un consejo.
extension ErroresDelCompilador {
    /// Lo que otro módulo no ve porque en Exercises/ está sin `package` (lo que pasa al pegar tal cual un
    /// bloque de la lección): lo que el compilador no encuentra o no deja usar desde un módulo de la app que no
    /// es el suyo, y los tipos internos que usa una declaración `package` (el error sale en ella, no en el tipo).
    func sinPackage(en causas: [String], _ declaraciones: DeclaracionesDeEjercicios) -> [DeclaracionesDeEjercicios.Declaracion] {
        var encontradas: [DeclaracionesDeEjercicios.Declaracion] = []
        for error in causas {
            guard let ruta = Self.ruta(error) else { continue }
            var candidatas: [DeclaracionesDeEjercicios.Declaracion] = []
            if let nombre = error.firstMatch(of: /cannot find (?:type )?'(\w+)' in scope|'(\w+)' is inaccessible due to 'internal' protection level/)
                .flatMap({ $0.output.1 ?? $0.output.2 }) {
                let texto = try? String(contentsOf: URL(fileURLWithPath: raiz + ruta), encoding: .utf8)
                candidatas = declaraciones.llamadas(String(nombre)).filter { declaraciones.faltaPackage($0, paraLaRuta: ruta, texto: texto) }
            } else if error.contains("because its"), error.contains("uses an internal type"), let codigo = lineaDeCodigo(de: error) {
                candidatas = Self.tipos(en: codigo).flatMap { declaraciones.llamadas($0) }
            }
            for candidata in candidatas where !candidata.visible && !encontradas.contains(where: { $0.nombre == candidata.nombre }) {
                encontradas.append(candidata)
                break
            }
        }
        return encontradas
    }

    /// Lo que el compilador no encuentra y está en Exercises/, con `package`, en un módulo que el fichero del
    /// error no importa: el import que falta, con @testable si el fichero ya importa así.
    func sinImportar(en causas: [String], _ declaraciones: DeclaracionesDeEjercicios)
        -> [(DeclaracionesDeEjercicios.Declaracion, modulo: String, importar: String)] {
        var encontradas: [(DeclaracionesDeEjercicios.Declaracion, modulo: String, importar: String)] = []
        for error in causas {
            guard let ruta = Self.ruta(error),
                  let nombre = error.firstMatch(of: /cannot find (?:type )?'(\w+)' in scope/)?.output.1,
                  !encontradas.contains(where: { $0.0.nombre == nombre }),
                  let texto = try? String(contentsOf: URL(fileURLWithPath: raiz + ruta), encoding: .utf8) else { continue }
            for declaracion in declaraciones.llamadas(String(nombre)) where declaracion.visible {
                guard let modulo = declaraciones.modulo(deLaRuta: "Exercises/" + declaracion.fichero),
                      modulo != declaraciones.modulo(deLaRuta: ruta), !Self.importa(texto, modulo) else { continue }
                encontradas.append((declaracion, modulo, texto.contains("@testable import") ? "@testable import" : "import"))
                break
            }
        }
        return encontradas
    }

    /// Lo que el compilador no encuentra porque en Exercises/ se llama igual salvo las mayúsculas
    /// («ArbitrosUIState» por «ArbitrosUiState»): el compilador no lo propone en la línea del error.
    func conOtrasMayusculas(en causas: [String], _ declaraciones: DeclaracionesDeEjercicios)
        -> [(escrito: String, declaracion: DeclaracionesDeEjercicios.Declaracion)] {
        var encontrados: [(escrito: String, declaracion: DeclaracionesDeEjercicios.Declaracion)] = []
        for error in causas {
            guard let escrito = error.firstMatch(of: /cannot find (?:type )?'(\w+)' in scope/).map({ String($0.output.1) }),
                  !encontrados.contains(where: { $0.escrito == escrito }), declaraciones.llamadas(escrito).isEmpty,
                  let declaracion = declaraciones.todas.first(where: { $0.nombre.lowercased() == escrito.lowercased() }) else { continue }
            encontrados.append((escrito, declaracion))
        }
        return encontrados
    }

    /// Los struct de Exercises/ con un init escrito dentro que se llaman con otros argumentos en la línea de un
    /// error: ese init quita el de miembro a miembro que usan las pruebas, y el error sale en ellas.
    func sinInitDeMiembros(en causas: [String], _ declaraciones: DeclaracionesDeEjercicios) -> [DeclaracionesDeEjercicios.Declaracion] {
        var encontrados: [DeclaracionesDeEjercicios.Declaracion] = []
        for error in causas where error.contains(" in call") || error.contains("argument passed to call") {
            guard let codigo = lineaDeCodigo(de: error) else { continue }
            // El init de la lección tal cual, dentro del struct: su «self.init(id: …)» llama al de miembro a
            // miembro, que ya no existe, y el error sale en esa línea, sin nombrar el tipo.
            let fichero = Self.ruta(error).map { String($0.dropFirst("Exercises/".count)) }
            let propios = codigo.contains("self.init(") ? declaraciones.todas.filter { $0.fichero == fichero }.map(\.nombre) : []
            for tipo in Self.tipos(en: codigo) + propios {
                for struct_ in declaraciones.llamadas(tipo) where struct_.esStruct && struct_.initDentro != nil
                    && !encontrados.contains(where: { $0.nombre == struct_.nombre }) {
                    encontrados.append(struct_)
                }
            }
        }
        return encontrados
    }

    /// Si el texto tiene un «import Modulo» (o «@testable import Modulo»).
    static func importa(_ texto: String, _ modulo: String) -> Bool {
        texto.split(separator: "\n").contains { linea in
            let palabras = linea.split(separator: " ")
            return palabras.last == Substring(modulo) && palabras.dropLast().last == "import"
        }
    }

    /// «Exercises/…/Fichero.swift» de «Exercises/…/Fichero.swift:19:10: error: …».
    static func ruta(_ error: String) -> String? {
        error.split(separator: ":", maxSplits: 1).first.map(String.init)
    }

    /// La línea de código en la que está un error, leída de su fichero (relativo al paquete).
    func lineaDeCodigo(de error: String) -> String? {
        let partes = error.split(separator: ":", maxSplits: 2)
        guard partes.count == 3, let numero = Int(partes[1]), numero > 0,
              let texto = try? String(contentsOf: URL(fileURLWithPath: raiz + partes[0]), encoding: .utf8) else { return nil }
        let lineas = texto.components(separatedBy: "\n")
        return numero <= lineas.count ? lineas[numero - 1] : nil
    }

    /// Los nombres de tipo (con mayúscula) de una línea de código.
    static func tipos(en codigo: String) -> [String] {
        TroceadorSwift.piezas(de: codigo).filter { $0.clase == .palabra && $0.texto.first?.isUppercase == true }.map(\.texto)
    }
}
